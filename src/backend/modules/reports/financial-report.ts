import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { TDocumentsDto, TFinancialReportDto, TKeyAmountDto } from '../../../lib/domain/reports-financial-dto.ts';
import { rowsOf } from '../../core/rows.ts';
import { findOpenBalances } from './financial-open-balances.ts';

type Figures = Omit<TFinancialReportDto, 'groupId' | 'currency' | 'from' | 'to'>;

const NO_DOCUMENTS: TDocumentsDto = { count: 0, totalMinor: 0, netMinor: 0, taxMinor: 0 };

/**
 * A hotel's money over [from, to]: revenue (the charges dated in the period, by kind, less the
 * credit notes issued in it, as the closing counts them), payments (the money taken in the period, by method, hotel currency),
 * invoices and credit notes issued in the period, the open balances at the period's end, and
 * revenue and payments per day for the chart.
 */
export async function findFinancialReport(db: Db, o: { groupId: number; from: string; to: string; listed: number }): Promise<Figures> {
  const [revenue, payments, documents, byDay, open] = await Promise.all([
    rowsOf<TKeyAmountDto>(
      db,
      sql`select key, count, "amountMinor" from (
        select kind as key, count(*)::int as count, sum(amount_minor)::float8 as "amountMinor" from order_charges
        where group_id = ${o.groupId} and day between ${o.from}::date and ${o.to}::date group by kind
        union all
        select 'credit_note', count(*)::int, -sum(total_minor)::float8 from invoices
        where group_id = ${o.groupId} and kind = 'credit_note' and day between ${o.from}::date and ${o.to}::date having count(*) > 0
      ) r order by 3 desc, 1`,
    ),
    rowsOf<TKeyAmountDto>(
      db,
      sql`select method as key, count(*)::int as count, sum(hotel_amount_minor)::float8 as "amountMinor" from payments
      where group_id = ${o.groupId} and day between ${o.from}::date and ${o.to}::date group by method order by 3 desc, 1`,
    ),
    rowsOf<TDocumentsDto & { kind: string }>(
      db,
      sql`select kind, count(*)::int as count, sum(total_minor)::float8 as "totalMinor", sum(net_minor)::float8 as "netMinor",
      sum(tax_minor)::float8 as "taxMinor" from invoices where group_id = ${o.groupId} and day between ${o.from}::date and ${o.to}::date group by kind`,
    ),
    rowsOf<{ day: string; revenueMinor: number; paymentsMinor: number }>(
      db,
      sql`
      select d::date::text as day,
        (coalesce((select sum(c.amount_minor) from order_charges c where c.group_id = ${o.groupId} and c.day = d::date), 0)
          - coalesce((select sum(i.total_minor) from invoices i where i.group_id = ${o.groupId} and i.kind = 'credit_note' and i.day = d::date), 0))::float8 as "revenueMinor",
        coalesce((select sum(p.hotel_amount_minor) from payments p where p.group_id = ${o.groupId} and p.day = d::date), 0)::float8 as "paymentsMinor"
      from generate_series(${o.from}::date, ${o.to}::date, interval '1 day') d order by 1`,
    ),
    findOpenBalances(db, { groupId: o.groupId, at: o.to, listed: o.listed }),
  ]);
  const doc = (kind: string) => {
    const d = documents.find((x) => x.kind === kind);
    return d ? { count: d.count, totalMinor: d.totalMinor, netMinor: d.netMinor, taxMinor: d.taxMinor } : NO_DOCUMENTS;
  };
  return {
    revenue,
    revenueMinor: revenue.reduce((s, r) => s + r.amountMinor, 0),
    payments,
    paymentsMinor: payments.reduce((s, r) => s + r.amountMinor, 0),
    invoices: doc('invoice'),
    creditNotes: doc('credit_note'),
    ...open,
    byDay,
  };
}
