import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { RESERVATION_STATUS as S } from '../../../lib/domain/reservation-status.ts';
import type { TBooksNightDto } from '../../../lib/domain/report-activity-dto.ts';
import { rowsOf } from '../../core/rows.ts';
import { kpisOf } from '../closing/index.ts';

/** A night on the books, with the day's expected no-shows (stays marked no-show that day) for the desk's activity. */
export interface BooksNight extends TBooksNightDto {
  noShows: number;
}

interface Raw {
  day: string;
  active: number;
  ooo: number;
  sold: number;
  room: number;
  arrivals: number;
  departures: number;
  no_shows: number;
}

/**
 * What the stays on the books hold for each night of [from, to]: a room sold is a night of a stay
 * expected, in house or departed; its revenue is the stay's room-night charge of that night; the
 * rooms available are the active rooms less those out of order that night. The stays are read
 * through the (group_id, stay) gist index, the charges through their item.
 */
export async function findOnTheBooks(db: Db, o: { groupId: number; from: string; to: string }): Promise<BooksNight[]> {
  const from = sql`${o.from}::date`;
  const to = sql`${o.to}::date`;
  const active = sql`${S.EXPECTED}, ${S.IN_HOUSE}, ${S.DEPARTED}`;
  const raw = await rowsOf<Raw>(
    db,
    sql`
    with days as (select d::date as day from generate_series(${from}, ${to}, interval '1 day') d),
    -- The flag active is computed here, not filtered on the CTE's status: a CTE has no statistics, and the
    -- planner, expecting 133 of 7k stays at 100k, summed their room nights by one index lookup each
    -- (40 ms) rather than hashing the stays once (12 ms).
    stays as (
      select r.item_id, r.checkin, r.checkout, r.status, r.status in (${active}) as active from reservations r
      where r.group_id = ${o.groupId} and r.status in (${active}, ${S.NO_SHOW}) and r.stay && daterange(${from} - 1, ${to} + 1)
    ),
    revenue as (
      select c.day, sum(c.amount_minor)::float8 as room
      from order_charges c join stays s on s.item_id = c.item_id and s.active
      where c.group_id = ${o.groupId} and c.kind = 'room_night' and c.day between ${from} and ${to} group by c.day
    ),
    -- The days' events, one row per stay and end: arrivals, departures, no-shows, and the change in rooms
    -- sold (+1 on a stay's first night in the period, -1 on its departure). The rooms sold each night are
    -- their running sum: a row per stay and end, not per night (19k at 100k stays, 14 ms of 45).
    events as (
      select day, sum(a)::int as arrivals, sum(dp)::int as departures, sum(ns)::int as no_shows, sum(st - en)::int as change from (
        select greatest(checkin, ${from}) as day, (active and checkin >= ${from})::int as a, 0 as dp, (status = ${S.NO_SHOW} and checkin >= ${from})::int as ns,
          (active and checkout > ${from})::int as st, 0 as en
        from stays where checkin <= ${to}
        union all
        select checkout, 0, active::int, 0, 0, (active and checkout > ${from})::int from stays where checkout between ${from} and ${to}
      ) x group by day
    ),
    closed as (
      select n::date as day, count(*)::int as ooo
      from room_closures rc join rooms ro on ro.room_id = rc.room_id and ro.active
      cross join generate_series(greatest(rc.from_day, ${from}), least(rc.to_day - 1, ${to}), interval '1 day') n
      where rc.group_id = ${o.groupId} and rc.nights && daterange(${from}, ${to} + 1) group by 1
    )
    select d.day::text as day, (select count(*) from rooms where group_id = ${o.groupId} and active)::int as active,
      coalesce(k.ooo, 0) as ooo, (sum(coalesce(m.change, 0)) over (order by d.day))::int as sold, coalesce(v.room, 0) as room,
      coalesce(m.arrivals, 0) as arrivals, coalesce(m.departures, 0) as departures, coalesce(m.no_shows, 0) as no_shows
    from days d left join revenue v on v.day = d.day
      left join events m on m.day = d.day left join closed k on k.day = d.day
    order by d.day`,
  );
  return raw.map((r) => {
    const figures = { roomsAvailable: Math.max(0, r.active - r.ooo), roomsSold: r.sold, roomRevenueMinor: Number(r.room) };
    return { day: r.day, outOfOrder: r.ooo, ...figures, ...kpisOf(figures), arrivals: r.arrivals, departures: r.departures, noShows: r.no_shows };
  });
}

/** The period's sums, ratios drawn from them. */
export function booksTotals(nights: readonly TBooksNightDto[]): Omit<TBooksNightDto, 'day'> {
  const sum = (f: (n: TBooksNightDto) => number) => nights.reduce((a, n) => a + f(n), 0);
  const figures = { roomsAvailable: sum((n) => n.roomsAvailable), roomsSold: sum((n) => n.roomsSold), roomRevenueMinor: sum((n) => n.roomRevenueMinor) };
  return { outOfOrder: sum((n) => n.outOfOrder), ...figures, ...kpisOf(figures), arrivals: sum((n) => n.arrivals), departures: sum((n) => n.departures) };
}
