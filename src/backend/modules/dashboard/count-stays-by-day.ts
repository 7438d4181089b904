import { sql, type SQL } from 'drizzle-orm';
import { RESERVATION_STATUS as S } from '../../../lib/domain/reservation-status.ts';
import { dayList } from '../../db/day-list.ts';

export interface StaysOfDay {
  day: string;
  /** Rooms sold that night: active stays (expected, in house, departed) over it, with or without a room. */
  sold: number;
  /** Stays arriving that day, not yet checked in (status 0). */
  arrivalsExpected: number;
  /** Stays arriving that day, already checked in (in house or departed). */
  arrivalsCheckedIn: number;
}

/**
 * Per-day figures over [from, to] in one query: the rooms sold on the first night through the
 * (group, stay) GiST index, then each night from the day's arrivals less its departures (two index
 * range scans over the window, grouped by day) as a running sum. Asking the GiST index once per
 * day read ~7,000 pages for a 33-day window at 100k stays; this reads the window's arrivals and
 * departures once. Zero-night stays arrive and leave the same day: they add nothing. The query
 * gives one JSON array of [day, sold, expected, arrived] (read by toStaysOfDay).
 */
export function staysByDayQuery(opts: { groupId: number; from: string; to: string }): SQL {
  const active = sql`(${S.EXPECTED}, ${S.IN_HOUSE}, ${S.DEPARTED})`;
  return sql`
    with arr as (
      select r.checkin as d, count(*)::int as n, count(*) filter (where r.status = ${S.EXPECTED})::int as expected,
             count(*) filter (where r.status in (${S.IN_HOUSE}, ${S.DEPARTED}))::int as arrived
      from reservations r
      where r.group_id = ${opts.groupId} and r.checkin between ${opts.from}::date and ${opts.to}::date and r.status in ${active}
      group by r.checkin
    ), dep as (
      select r.checkout as d, count(*)::int as n
      from reservations r
      where r.group_id = ${opts.groupId} and r.checkout between ${opts.from}::date and ${opts.to}::date and r.status in ${active}
      group by r.checkout
    ), first_night as (
      select count(*)::int as n from reservations r
      where r.group_id = ${opts.groupId} and r.status in ${active} and r.stay @> ${opts.from}::date
    ), days as (
      select n.i, n.day::text as day,
        (first_night.n + sum(case when n.i = 1 then 0 else coalesce(arr.n, 0) - coalesce(dep.n, 0) end) over (order by n.i))::int as sold,
        coalesce(arr.expected, 0) as expected, coalesce(arr.arrived, 0) as arrived
      from ${dayList(opts.from, opts.to)} with ordinality as n(day, i)
      cross join first_night
      left join arr on arr.d = n.day
      left join dep on dep.d = n.day
    )
    select json_agg(json_build_array(day, sold, expected, arrived) order by i) from days`;
}

export function toStaysOfDay(tuples: [string, number, number, number][] | null): StaysOfDay[] {
  return (tuples ?? []).map(([day, sold, expected, arrived]) => ({
    day,
    sold: Number(sold),
    arrivalsExpected: Number(expected),
    arrivalsCheckedIn: Number(arrived),
  }));
}
