import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { TBacDayDto, TItemBacDto } from '../../../lib/domain/reports-financial-dto.ts';
import { rowsOf } from '../../core/rows.ts';
import { findClosedDays } from '../closing/index.ts';

const keysOf = (days: readonly TBacDayDto[], f: (d: TBacDayDto) => Record<string, number>) => [...new Set(days.flatMap((d) => Object.keys(f(d))))].sort();

function sumInto(into: Record<string, number>, from: Record<string, number>): void {
  for (const [k, v] of Object.entries(from)) into[k] = (into[k] ?? 0) + v;
}

/**
 * The daily bacs (front-office.md §7 `daily-bac`) of the closed days of [from, to]: revenue by
 * department and payments by method as each day's closing stored them, with the period's totals.
 */
export async function findBacDays(
  db: Db,
  o: { groupId: number; from: string; to: string },
): Promise<{ departments: string[]; methods: string[]; days: TBacDayDto[]; totals: TBacDayDto }> {
  const closed = await findClosedDays(db, o);
  const days = closed.map((d) => ({
    day: d.day,
    revenueByDepartment: d.revenueByDepartment,
    revenueMinor: d.revenueMinor,
    paymentsByMethod: d.paymentsByMethod,
    paymentsMinor: d.paymentsMinor,
  }));
  const totals: TBacDayDto = { day: o.to, revenueByDepartment: {}, revenueMinor: 0, paymentsByMethod: {}, paymentsMinor: 0 };
  for (const d of days) {
    sumInto(totals.revenueByDepartment, d.revenueByDepartment);
    sumInto(totals.paymentsByMethod, d.paymentsByMethod);
    totals.revenueMinor += d.revenueMinor;
    totals.paymentsMinor += d.paymentsMinor;
  }
  return { departments: keysOf(days, (d) => d.revenueByDepartment), methods: keysOf(days, (d) => d.paymentsByMethod), days, totals };
}

/**
 * Each order item's bac on a closed day (front-office.md §7 `orders/{itemId}/bac`): what its
 * charges posted by that day's closing come to, for every item the closing posted a charge of.
 */
export async function findItemBacs(db: Db, o: { groupId: number; day: string }): Promise<TItemBacDto[]> {
  return rowsOf<TItemBacDto>(
    db,
    sql`
    select i.item_id as "itemId", o.order_id as "orderId", coalesce(o.number, o.order_id::text) as "orderNumber", r.number as "stayNumber",
      coalesce(r.guest_name, '') as "guestName", i.description, b.n as charges, b.amount as "bacMinor"
    from (select c.item_id, count(*)::int as n, sum(c.amount_minor)::float8 as amount from order_charges c
          where c.group_id = ${o.groupId} and c.posted_day = ${o.day}::date group by c.item_id) b
    join order_items i on i.item_id = b.item_id
    join orders o on o.order_id = i.order_id
    left join reservations r on r.item_id = i.item_id
    order by r.number nulls last, o.number, i.item_id`,
  );
}
