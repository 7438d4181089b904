import { sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { rowsOf } from '../../core/rows.ts';

const money = z.coerce.number().int();

export interface InvoiceSettlement {
  invoiceId: number;
  customerId: number;
  /** What the invoice bills less the credit notes against it. */
  dueMinor: number;
  /** The payments received on its folio that it absorbs. */
  paidMinor: number;
}

/**
 * How far each invoice billed to a company (or to every company: customerId null) is paid, read
 * from the one payment ledger. A debtor invoice bills one stay's folio, and what is paid on that
 * folio (the company's transfer or cheque taken there, a guest's deposit) settles the folio's
 * invoices oldest first, each up to what it still bills after its credit notes. A company-account
 * payment is no money received: it moves a guest's balance onto the company's account.
 */
export async function listInvoiceSettlements(db: Db, o: { groupId: number; customerId: number | null }): Promise<InvoiceSettlement[]> {
  const one: SQL = o.customerId === null ? sql`` : sql`and customer_id = ${o.customerId}`;
  return rowsOf(
    db,
    sql`
      with companies as (
        select customer_id from customers where group_id = ${o.groupId} and kind = 'company' ${one}
      ), billed as (
        select distinct order_id, folio_no from invoices
        where group_id = ${o.groupId} and kind = 'invoice' and folio_no is not null and customer_id in (select customer_id from companies)
      ), due as (
        select i.invoice_id, i.customer_id, i.order_id, i.folio_no,
          i.total_minor - coalesce((select sum(cn.total_minor) from invoices cn where cn.credited_invoice_id = i.invoice_id), 0) as due
        from invoices i join billed b on b.order_id = i.order_id and b.folio_no = i.folio_no
        where i.group_id = ${o.groupId} and i.kind = 'invoice'
      ), ordered as (
        select d.*, sum(d.due) over (partition by d.order_id, d.folio_no order by i.issued_at, d.invoice_id) - d.due as due_before
        from due d join invoices i on i.invoice_id = d.invoice_id
      ), received as (
        select p.order_id, p.folio_no, sum(p.hotel_amount_minor) as paid
        from payments p join billed b on b.order_id = p.order_id and b.folio_no = p.folio_no
        where p.group_id = ${o.groupId} and p.method <> 'company_account'
        group by 1, 2
      )
      select o.invoice_id as "invoiceId", o.customer_id as "customerId", o.due as "dueMinor",
        greatest(0, least(o.due, coalesce(r.paid, 0) - o.due_before)) as "paidMinor"
      from ordered o
      left join received r on r.order_id = o.order_id and r.folio_no = o.folio_no
      where o.customer_id in (select customer_id from companies)`,
    z.object({ invoiceId: z.number().int(), customerId: z.number().int(), dueMinor: money, paidMinor: money }),
  );
}
