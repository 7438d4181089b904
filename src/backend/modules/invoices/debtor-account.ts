import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { rowsOf } from '../../core/rows.ts';
import { notFound } from '../../http/errors.ts';
import type { TDebtorAccountDto, TDebtorCompanyDto } from '../../../lib/domain/debtor-invoices-dto.ts';

const money = z.coerce.number().int();

/**
 * Who a charge is billed to when a debtor invoice gathers it: its folio's company, else the
 * order's customer. The SQL fragment every debtor query shares (c: order_charges, f: folios, o: orders).
 */
const billedTo = sql.raw(`coalesce(f.company_id, o.customer_id)`);

/** The hotel's companies with something open or owed: open lines (not invoiced) and invoices less credit notes. */
export async function listDebtorCompanies(db: Db, o: { groupId: number }): Promise<TDebtorCompanyDto[]> {
  return rowsOf(
    db,
    sql`
      with open as (
        select ${billedTo} as customer_id, sum(c.amount_minor) as open_minor
        from order_charges c
        join orders o on o.order_id = c.order_id
        left join folios f on f.order_id = c.order_id and f.folio_no = c.folio_no
        where c.group_id = ${o.groupId} and c.invoice_id is null
        group by 1
      ), owed as (
        select customer_id, sum(case when kind = 'invoice' then total_minor else -total_minor end) as owed_minor
        from invoices where group_id = ${o.groupId} and customer_id is not null
        group by 1
      )
      select cu.customer_id as "customerId", cu.company_name as name,
        coalesce(open.open_minor, 0) as "openMinor", coalesce(owed.owed_minor, 0) as "owedMinor"
      from customers cu
      left join open on open.customer_id = cu.customer_id
      left join owed on owed.customer_id = cu.customer_id
      where cu.group_id = ${o.groupId} and cu.kind = 'company' and (open.customer_id is not null or owed.customer_id is not null)
      order by cu.company_name, cu.customer_id`,
    z.object({ customerId: z.number().int(), name: z.string(), openMinor: money, owedMinor: money }),
  );
}

/** One company's account: the open lines of its stays (oldest first), its invoices and credit notes, what is open and what it owes. */
export async function findDebtorAccount(db: Db, o: { groupId: number; customerId: number; currency: string }): Promise<TDebtorAccountDto> {
  const [company] = await rowsOf(
    db,
    sql`select company_name as name from customers where customer_id = ${o.customerId} and group_id = ${o.groupId} and kind = 'company'`,
    z.object({ name: z.string() }),
  );
  if (!company) throw notFound(`No company ${o.customerId} in hotel ${o.groupId}.`, { key: 'errors.invoice.notACustomer' });
  const [lines, documents] = await Promise.all([
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
          o.number as "orderNumber", i.grouped_in as "groupedIn"
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
        orderNumber: z.string().nullable(),
        groupedIn: z.number().int().nullable(),
      }),
    ),
  ]);
  return {
    customerId: o.customerId,
    name: company.name,
    currency: o.currency,
    lines,
    invoices: documents,
    openMinor: lines.reduce((s, l) => s + l.amountMinor, 0),
    owedMinor: documents.reduce((s, d) => s + (d.kind === 'invoice' ? d.totalMinor : -d.totalMinor), 0),
  };
}
