import { sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { rowsOf } from '../../core/rows.ts';

const money = z.coerce.number().int();

export interface InvoiceSettlement {
  invoiceId: number;
  customerId: number | null;
  /** What the invoice bills less the credit notes against it (never below nothing). */
  dueMinor: number;
  /** The payments received on its folio that it absorbs. */
  paidMinor: number;
}

/** Which invoices: one (the invoice page, its PDF), or those billed to one company or to every company (the debtor pages). */
export type SettlementScope = { groupId: number } & ({ invoiceId: number } | { companyId: number | null });

/**
 * How far invoices are paid, read from the one payment ledger; the invoice page and the debtor
 * pages both read it here, so they never disagree. What is paid on a folio settles the folio's
 * invoices oldest first (issue time, then number), each up to what it still bills after its credit
 * notes; grouping an invoice under a debtor invoice changes none of it. A company-account payment
 * is money received for the guest's invoice (the company took the bill over), but not for an
 * invoice billed to that company itself: it moves the balance onto the company's account.
 */
export async function listInvoiceSettlements(db: Db, o: SettlementScope): Promise<InvoiceSettlement[]> {
  const which: SQL =
    'invoiceId' in o
      ? sql`i.invoice_id = ${o.invoiceId}`
      : sql`i.customer_id in (select customer_id from customers where group_id = ${o.groupId} and kind = 'company' ${o.companyId === null ? sql`` : sql`and customer_id = ${o.companyId}`})`;
  return rowsOf(
    db,
    sql`
      with target as (
        select i.invoice_id, i.customer_id, i.order_id, i.folio_no from invoices i
        where i.group_id = ${o.groupId} and i.kind = 'invoice' and ${which}
      ), due as (
        select e.invoice_id, e.order_id, e.folio_no, e.issued_at,
          greatest(0, e.total_minor - coalesce((select sum(cn.total_minor) from invoices cn where cn.credited_invoice_id = e.invoice_id), 0)) as due
        from invoices e
        where e.group_id = ${o.groupId} and e.kind = 'invoice'
          and (e.invoice_id in (select invoice_id from target) or (e.order_id, e.folio_no) in (select order_id, folio_no from target))
      ), ordered as (
        select d.invoice_id, d.due,
          sum(d.due) over (partition by d.order_id, d.folio_no order by d.issued_at, d.invoice_id) - d.due as due_before
        from due d
      )
      select t.invoice_id as "invoiceId", t.customer_id as "customerId", o.due as "dueMinor",
        case when t.folio_no is null then 0 else greatest(0, least(o.due, coalesce(r.paid, 0) - o.due_before)) end as "paidMinor"
      from target t
      join ordered o on o.invoice_id = t.invoice_id
      left join lateral (
        select sum(p.hotel_amount_minor) as paid from payments p
        where p.order_id = t.order_id and p.folio_no = t.folio_no
          and not (p.method = 'company_account' and p.company_id is not distinct from t.customer_id)
      ) r on true`,
    z.object({ invoiceId: z.number().int(), customerId: z.number().int().nullable(), dueMinor: money, paidMinor: money }),
  );
}
