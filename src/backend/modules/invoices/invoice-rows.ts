import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { rowsOf } from '../../core/rows.ts';
import type { TInvoiceRowDto, TInvoicesQuery } from './invoices.schemas.ts';

/** Whose invoices a call sees: hotels, and for a partner their company's only. */
export interface InvoiceScope {
  groupIds: readonly number[];
  partnerId: number | null;
}

interface InvoiceRecord {
  invoice_id: number;
  group_id: number;
  kind: 'invoice' | 'credit_note';
  number: string;
  day: string;
  issued_at: string | Date;
  customer_id: number | null;
  customer_name: string | null;
  bill_to: string;
  order_id: number | null;
  order_number: string | null;
  guest_name: string | null;
  segment: string | null;
  currency: string;
  total_minor: string;
  net_minor: string;
  tax_minor: string;
  credited_minor: string;
  credited_id: number | null;
  credited_number: string | null;
  grouped_in: number | null;
}

/** The list filters of front-office.md §3 (created range, customer, number, segment) and the scope. */
export function invoiceFilter(
  scope: InvoiceScope,
  q: Partial<Pick<TInvoicesQuery, 'createdfrom' | 'createdto' | 'customer' | 'number' | 'segment' | 'kind'>>,
): SQL {
  const parts: SQL[] = [
    sql`i.group_id in (${sql.join(
      scope.groupIds.map((g) => sql`${g}`),
      sql`, `,
    )})`,
  ];
  if (scope.partnerId !== null)
    parts.push(
      sql`(i.customer_id = ${scope.partnerId} or o.customer_id = ${scope.partnerId} or exists (select 1 from reservations pr where pr.order_id = i.order_id and pr.partner_id = ${scope.partnerId}))`,
    );
  if (q.createdfrom) parts.push(sql`i.day >= ${q.createdfrom}::date`);
  if (q.createdto) parts.push(sql`i.day <= ${q.createdto}::date`);
  if (q.customer !== undefined) parts.push(sql`i.customer_id = ${q.customer}`);
  if (q.number) parts.push(sql`i.number ilike ${`%${q.number.replace(/[%_\\]/g, (m) => `\\${m}`)}%`}`);
  if (q.segment !== undefined)
    parts.push(sql`exists (select 1 from customer_segments cs where cs.customer_id = i.customer_id and cs.segment_id = ${q.segment})`);
  if (q.kind) parts.push(sql`i.kind = ${q.kind}`);
  return sql.join(parts, sql` and `);
}

/** Invoices and credit notes as the lists show them, with the customer, the stay's guest and segment, and what was credited. */
export async function readInvoiceRows(db: Db, where: SQL, tail: SQL = sql``): Promise<TInvoiceRowDto[]> {
  const rows = await rowsOf<InvoiceRecord>(
    db,
    sql`
    select i.invoice_id, i.group_id, i.kind, i.number, i.day::text as day, i.issued_at, i.customer_id,
      case when c.kind = 'company' then c.company_name else trim(c.first_name || ' ' || c.last_name) end as customer_name, i.bill_to,
      i.order_id, o.number as order_number,
      (select r.guest_name from reservations r where r.order_id = i.order_id order by r.reservation_id limit 1) as guest_name,
      (select s.name from customer_segments cs join market_segments s on s.segment_id = cs.segment_id where cs.customer_id = i.customer_id order by s.segment_id limit 1) as segment,
      i.currency, i.total_minor, i.net_minor, i.tax_minor,
      (select coalesce(sum(cn.total_minor), 0) from invoices cn where cn.credited_invoice_id = i.invoice_id) as credited_minor,
      i.credited_invoice_id as credited_id, ci.number as credited_number, i.grouped_in
    from invoices i
    left join orders o on o.order_id = i.order_id
    left join customers c on c.customer_id = i.customer_id
    left join invoices ci on ci.invoice_id = i.credited_invoice_id
    where ${where} ${tail}`,
  );
  return rows.map((r) => ({
    invoiceId: r.invoice_id,
    groupId: r.group_id,
    kind: r.kind,
    number: r.number,
    day: r.day,
    issuedAt: new Date(r.issued_at).toISOString(),
    customer: r.customer_id !== null ? { id: r.customer_id, name: r.customer_name ?? '' } : null,
    billTo: r.bill_to,
    orderId: r.order_id,
    orderNumber: r.order_number,
    guestName: r.guest_name,
    segment: r.segment,
    currency: r.currency.trim(),
    totalMinor: Number(r.total_minor),
    netMinor: Number(r.net_minor),
    taxMinor: Number(r.tax_minor),
    creditedMinor: Number(r.credited_minor),
    creditedInvoice: r.credited_id !== null ? { id: r.credited_id, number: r.credited_number ?? '' } : null,
    groupedIn: r.grouped_in,
  }));
}
