import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { TRevenueColumnDto, TRevenueDayDto } from '../../../lib/domain/reports-financial-dto.ts';
import { rowsOf } from '../../core/rows.ts';

/** The departments in the order staff read them: rooms, extras, fees and penalties, wallet, city tax, discounts last. */
const KIND_ORDER = ['room_night', 'extra', 'fee', 'no_show', 'cancellation', 'wallet', 'city_tax', 'discount', 'credit_note'];

/** A revenue column's key: the charge kind, extras by their product family ('extra:food'). */
export const revenueKey = (kind: string, family: string | null): string => (kind === 'extra' ? `extra:${family ?? 'other'}` : kind);

function byDepartment(a: TRevenueColumnDto, b: TRevenueColumnDto): number {
  const rank = (k: string) => (KIND_ORDER.indexOf(k) < 0 ? KIND_ORDER.length : KIND_ORDER.indexOf(k));
  return rank(a.kind) - rank(b.kind) || a.key.localeCompare(b.key);
}

/**
 * The turnover (chiffre d'affaires) of each day of [from, to]: the charges dated that day by
 * kind, extras split by product family, tax included, discounts and the day's credit notes as
 * negative amounts; the same money the closing adds up into a day's revenue. A day not closed yet is provisional (its
 * room nights are still the plan).
 */
export async function findRevenueDetail(
  db: Db,
  o: { groupId: number; from: string; to: string },
): Promise<{ columns: TRevenueColumnDto[]; days: TRevenueDayDto[]; totals: Record<string, number>; totalMinor: number }> {
  const raw = await rowsOf<{ day: string; closed: boolean; kind: string | null; family: string | null; amount: number }>(
    db,
    sql`
    with days as (select d::date as day from generate_series(${o.from}::date, ${o.to}::date, interval '1 day') d)
    select d.day::text as day, exists (select 1 from business_days b where b.group_id = ${o.groupId} and b.day = d.day) as closed,
      c.kind, case when c.kind = 'extra' then c.family end as family, coalesce(sum(c.amount_minor), 0)::float8 as amount
    from days d left join (
      select group_id, day, kind, family, amount_minor from order_charges where group_id = ${o.groupId} and day between ${o.from}::date and ${o.to}::date
      -- A credit note lowers the turnover of its own business day, as the closing counts it (issue 32).
      union all
      select group_id, day, 'credit_note', null, -total_minor from invoices where group_id = ${o.groupId} and kind = 'credit_note' and day between ${o.from}::date and ${o.to}::date
    ) c on c.group_id = ${o.groupId} and c.day = d.day
    group by d.day, c.kind, case when c.kind = 'extra' then c.family end
    order by d.day`,
  );
  const columns = new Map<string, TRevenueColumnDto>();
  const days = new Map<string, TRevenueDayDto>();
  const totals: Record<string, number> = {};
  for (const r of raw) {
    const day = days.get(r.day) ?? { day: r.day, closed: r.closed, amounts: {}, totalMinor: 0 };
    days.set(r.day, day);
    if (r.kind === null) continue;
    const key = revenueKey(r.kind, r.family);
    if (!columns.has(key)) columns.set(key, { key, kind: r.kind, family: r.kind === 'extra' ? (r.family ?? 'other') : null });
    day.amounts[key] = (day.amounts[key] ?? 0) + r.amount;
    day.totalMinor += r.amount;
    totals[key] = (totals[key] ?? 0) + r.amount;
  }
  const list = [...days.values()];
  return { columns: [...columns.values()].sort(byDepartment), days: list, totals, totalMinor: list.reduce((s, d) => s + d.totalMinor, 0) };
}
