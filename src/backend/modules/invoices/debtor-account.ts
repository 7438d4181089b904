import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { rowsOf } from '../../core/rows.ts';
import { notFound } from '../../http/errors.ts';
import type { TDebtorAccountDto, TDebtorCompanyDto } from '../../../lib/domain/debtor-invoices-dto.ts';
import { listInvoiceSettlements } from './invoice-settlement.ts';

const money = z.coerce.number().int();

/**
 * Who a charge is billed to when a debtor invoice gathers it: its folio's company, else the
 * order's customer. The SQL fragment every debtor query shares (c: order_charges, f: folios, o: orders).
 */
const billedTo = sql.raw(`coalesce(f.company_id, o.customer_id)`);

/** The hotel's companies with something open or invoiced: open lines (not invoiced) and what their invoices still ask once credited and paid. */
export async function listDebtorCompanies(db: Db, o: { groupId: number }): Promise<TDebtorCompanyDto[]> {
  const [companies, settlements] = await Promise.all([
    rowsOf(
      db,
      sql`
      with open as (
        select ${billedTo} as customer_id, sum(c.amount_minor) as open_minor
        from order_charges c
        join orders o on o.order_id = c.order_id
        left join folios f on f.order_id = c.order_id and f.folio_no = c.folio_no
        where c.group_id = ${o.groupId} and c.invoice_id is null
        group by 1
      ), invoiced as (
        select distinct customer_id from invoices where group_id = ${o.groupId} and customer_id is not null
      )
      select cu.customer_id as "customerId", cu.company_name as name, coalesce(open.open_minor, 0) as "openMinor"
      from customers cu
      left join open on open.customer_id = cu.customer_id
      left join invoiced on invoiced.customer_id = cu.customer_id
      where cu.group_id = ${o.groupId} and cu.kind = 'company' and (open.customer_id is not null or invoiced.customer_id is not null)
      order by cu.company_name, cu.customer_id`,
      z.object({ customerId: z.number().int(), name: z.string(), openMinor: money }),
    ),
    listInvoiceSettlements(db, { groupId: o.groupId, companyId: null }),
  ]);
  const owed = new Map<number, number>();
  for (const s of settlements) if (s.customerId !== null) owed.set(s.customerId, (owed.get(s.customerId) ?? 0) + s.dueMinor - s.paidMinor);
  return companies.map((c) => ({ ...c, owedMinor: owed.get(c.customerId) ?? 0 }));
}

/** One company's account: the open lines of its stays (oldest first), its invoices and credit notes with what each has had paid, what is open and what it owes. */
export async function findDebtorAccount(db: Db, o: { groupId: number; customerId: number; currency: string }): Promise<TDebtorAccountDto> {
  const [company] = await rowsOf(
    db,
    sql`select company_name as name from customers where customer_id = ${o.customerId} and group_id = ${o.groupId} and kind = 'company'`,
    z.object({ name: z.string() }),
  );
  if (!company) throw notFound(`No company ${o.customerId} in hotel ${o.groupId}.`, { key: 'errors.invoice.notACustomer' });
  const [lines, documents, settlements] = await Promise.all([
    rowsOf(
      db,
      sql`
        select c.charge_id as "chargeId", c.order_id as "orderId", o.number as "orderNumber", c.folio_no as "folioNo",
          r.guest_name as "guestName", c.day::text as day, c.description, c.amount_minor as "amountMinor"
        from order_charges c
        join orders o on o.order_id = c.order_id
        left join folios f on f.order_id = c.order_id and f.folio_no = c.folio_no
        left join reservations r on r.item_id = c.item_id
        where c.group_id = ${o.groupId} and c.invoice_id is null and ${billedTo} = ${o.customerId}
        order by c.day, c.order_id, c.charge_id`,
      z.object({
        chargeId: z.number().int(),
        orderId: z.number().int(),
        orderNumber: z.string().nullable(),
        folioNo: z.number().int(),
        guestName: z.string().nullable(),
        day: z.string(),
        description: z.string(),
        amountMinor: money,
      }),
    ),
    rowsOf(
      db,
      sql`
        select i.invoice_id as "invoiceId", i.kind, i.number, i.day::text as day, i.total_minor as "totalMinor",
          coalesce((select sum(cn.total_minor) from invoices cn where cn.credited_invoice_id = i.invoice_id), 0) as "creditedMinor",
          i.order_id as "orderId", i.folio_no as "folioNo", o.number as "orderNumber", i.grouped_in as "groupedIn"
        from invoices i left join orders o on o.order_id = i.order_id
        where i.group_id = ${o.groupId} and i.customer_id = ${o.customerId}
        order by i.issued_at desc, i.invoice_id desc`,
      z.object({
        invoiceId: z.number().int(),
        kind: z.enum(['invoice', 'credit_note']),
        number: z.string(),
        day: z.string(),
        totalMinor: money,
        creditedMinor: money,
        orderId: z.number().int().nullable(),
        folioNo: z.number().int().nullable(),
        orderNumber: z.string().nullable(),
        groupedIn: z.number().int().nullable(),
      }),
    ),
    listInvoiceSettlements(db, { groupId: o.groupId, companyId: o.customerId }),
  ]);
  const paid = new Map(settlements.map((s) => [s.invoiceId, s.paidMinor]));
  // A credit note asks nothing itself: it lowers the invoice it cites.
  const invoices = documents.map((d) => {
    const paidMinor = d.kind === 'invoice' ? (paid.get(d.invoiceId) ?? 0) : 0;
    return { ...d, paidMinor, dueMinor: d.kind === 'invoice' ? d.totalMinor - d.creditedMinor - paidMinor : 0 };
  });
  const invoicedMinor = documents.reduce((s, d) => s + (d.kind === 'invoice' ? d.totalMinor : -d.totalMinor), 0);
  const paidMinor = invoices.reduce((s, d) => s + d.paidMinor, 0);
  return {
    customerId: o.customerId,
    name: company.name,
    currency: o.currency,
    lines,
    invoices,
    openMinor: lines.reduce((s, l) => s + l.amountMinor, 0),
    invoicedMinor,
    paidMinor,
    owedMinor: invoicedMinor - paidMinor,
  };
}
