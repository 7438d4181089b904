import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { rowsOf, sqlNumber } from '../../core/rows.ts';
import { addDays } from '../../../lib/domain/days.ts';
import type { TPickupRowDto } from '../../../lib/domain/rates-dto.ts';

/** Same day last year: 364 days back, so a Saturday compares with a Saturday. */
export const LAST_YEAR_DAYS = 364;

/** A night's figures; the revenues are bigints (text from node-postgres, numbers from PGlite). */
const ZPickupRow = z.object({
  day: z.string(),
  ly: z.string(),
  rooms: z.number(),
  revenue: sqlNumber,
  pickup: z.number(),
  ly_rooms: z.number(),
  ly_revenue: sqlNumber,
  ly_pickup: z.number(),
  capacity: z.number(),
});

/**
 * Forecasting: per stay night, the rooms and room revenue on the books now, against the same
 * weekday last year as it stood at the same distance before the night (booked by now − 364
 * days); and the pick-up, rooms booked over the last `window` days, against last year's.
 */
export async function readPickup(db: Db, o: { groupId: number; from: string; days: number; window: number; now: Date }): Promise<TPickupRowDto[]> {
  const to = addDays(o.from, o.days - 1);
  const now = o.now.toISOString();
  const rows = await rowsOf(
    db,
    sql`
    with days as (select d::date as day, (d - interval '364 days')::date as ly from generate_series(${o.from}::date, ${to}::date, interval '1 day') d),
    stays as (
      select r.stay, r.created_at, r.price_minor::numeric / greatest(r.checkout - r.checkin, 1) as nightly from reservations r
      where r.group_id = ${o.groupId} and r.status in (0, 2, 3)
        and (r.stay && daterange(${o.from}::date, ${addDays(to, 1)}::date) or r.stay && daterange(${addDays(o.from, -LAST_YEAR_DAYS)}::date, ${addDays(to, 1 - LAST_YEAR_DAYS)}::date))
    ),
    ty as (
      select d.day, count(s.stay) filter (where s.created_at <= ${now}::timestamptz) as rooms,
        coalesce(sum(s.nightly) filter (where s.created_at <= ${now}::timestamptz), 0) as revenue,
        count(s.stay) filter (where s.created_at > ${now}::timestamptz - make_interval(days => ${o.window}) and s.created_at <= ${now}::timestamptz) as pickup
      from days d left join stays s on s.stay @> d.day group by d.day
    ),
    ly as (
      select d.day, count(s.stay) filter (where s.created_at <= ${now}::timestamptz - interval '364 days') as rooms,
        coalesce(sum(s.nightly) filter (where s.created_at <= ${now}::timestamptz - interval '364 days'), 0) as revenue,
        count(s.stay) filter (where s.created_at > ${now}::timestamptz - interval '364 days' - make_interval(days => ${o.window}) and s.created_at <= ${now}::timestamptz - interval '364 days') as pickup
      from days d left join stays s on s.stay @> d.ly group by d.day
    )
    select d.day::text as day, d.ly::text as ly, ty.rooms::int as rooms, round(ty.revenue)::bigint as revenue, ty.pickup::int as pickup,
      ly.rooms::int as ly_rooms, round(ly.revenue)::bigint as ly_revenue, ly.pickup::int as ly_pickup,
      (select count(*) from rooms where group_id = ${o.groupId} and active)::int as capacity
    from days d join ty on ty.day = d.day join ly on ly.day = d.day order by d.day`,
    ZPickupRow,
  );
  return rows.map((r) => ({
    day: r.day,
    lastYearDay: r.ly,
    roomsOnBooks: r.rooms,
    roomsLastYear: r.ly_rooms,
    revenueMinor: r.revenue,
    revenueLastYearMinor: r.ly_revenue,
    pickup: r.pickup,
    pickupLastYear: r.ly_pickup,
    capacity: r.capacity,
  }));
}
