import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { rowsOf } from '../../core/rows.ts';
import type { TInvoiceAnalysisDto } from './accounting.schemas.ts';

/**
 * Invoiced revenue net of credit notes (tax included) over a period: by month, by the billed
 * customer's segment, and the ten customers who bring the most.
 */
export async function analyseInvoices(db: Db, opts: { groupIds: readonly number[]; currency: string; from: string; to: string }): Promise<TInvoiceAnalysisDto> {
  const scope = sql`i.group_id in (${sql.join(
    opts.groupIds.map((g) => sql`${g}`),
    sql`, `,
  )}) and i.day between ${opts.from}::date and ${opts.to}::date`;
  const signed = sql`case when i.kind = 'invoice' then i.total_minor else -i.total_minor end`;
  const [months, segments, customers] = await Promise.all([
    rowsOf<{ month: string; invoiced: string; credited: string }>(
      db,
      sql`select to_char(i.day, 'YYYY-MM') as month,
        coalesce(sum(i.total_minor) filter (where i.kind = 'invoice'), 0)::text as invoiced,
        coalesce(sum(i.total_minor) filter (where i.kind = 'credit_note'), 0)::text as credited
      from invoices i where ${scope} group by 1 order by 1`,
    ),
    rowsOf<{ segment: string | null; net: string }>(
      db,
      sql`select (select s.name from customer_segments cs join market_segments s on s.segment_id = cs.segment_id where cs.customer_id = i.customer_id order by s.segment_id limit 1) as segment,
        sum(${signed})::text as net from invoices i where ${scope} group by 1 order by 2 desc`,
    ),
    rowsOf<{ customer_id: number | null; name: string; net: string }>(
      db,
      sql`select i.customer_id, coalesce(max(case when c.kind = 'company' then c.company_name else trim(c.first_name || ' ' || c.last_name) end), max(i.bill_to)) as name,
        sum(${signed})::text as net from invoices i left join customers c on c.customer_id = i.customer_id where ${scope}
      group by i.customer_id order by sum(${signed}) desc limit 10`,
    ),
  ]);
  const byMonth = months.map((m) => ({
    month: m.month,
    invoicedMinor: Number(m.invoiced),
    creditedMinor: Number(m.credited),
    netMinor: Number(m.invoiced) - Number(m.credited),
  }));
  return {
    currency: opts.currency,
    from: opts.from,
    to: opts.to,
    totalMinor: byMonth.reduce((s, m) => s + m.netMinor, 0),
    byMonth,
    bySegment: segments.map((s) => ({ segment: s.segment, netMinor: Number(s.net) })),
    byCustomer: customers.map((c) => ({ customerId: c.customer_id, name: c.name, netMinor: Number(c.net) })),
  };
}
