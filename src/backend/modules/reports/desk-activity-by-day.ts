import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { RESERVATION_STATUS as S } from '../../../lib/domain/reservation-status.ts';
import { addDays } from '../../../lib/domain/days.ts';
import { dayBounds } from '../../db/day-bounds.ts';
import type { TDeskActivityDto, TDeskDayDto } from '../../../lib/domain/report-activity-dto.ts';
import { rowsOf } from '../../core/rows.ts';
import { findClosedDays, kpisOf } from '../closing/index.ts';
import { findOnTheBooks } from './forecast-on-the-books.ts';

/** Bookings cancelled on each day of [from, to], by their cancellation time in the hotel's time zone. */
async function cancellationsByDay(db: Db, o: { groupId: number; from: string; to: string; timezone: string }): Promise<Map<string, number>> {
  const { start, end } = dayBounds(o.from, o.to, o.timezone);
  const rows = await rowsOf<{ day: string; n: number }>(
    db,
    sql`
    select (r.cancelled_at at time zone ${o.timezone})::date::text as day, count(*)::int as n
    from reservations r
    where r.group_id = ${o.groupId} and r.status = ${S.CANCELLED}
      and r.cancelled_at >= ${start} and r.cancelled_at < ${end}
    group by 1`,
  );
  return new Map(rows.map((r) => [r.day, r.n]));
}

/**
 * The desk's activity for each day of [from, to]: a closed day reads its closing row (arrivals,
 * departures, rooms sold as in house, no-shows, rooms available); a day not closed yet reads the
 * stays on the books. Cancellations are the bookings cancelled that day.
 */
export async function findDeskActivity(
  db: Db,
  o: { groupId: number; from: string; to: string; timezone: string },
): Promise<Pick<TDeskActivityDto, 'days' | 'totals'>> {
  const [closed, cancelled] = await Promise.all([findClosedDays(db, o), cancellationsByDay(db, o)]);
  const byDay = new Map(closed.map((d) => [d.day, d]));
  const open: string[] = [];
  for (let d = o.from; d <= o.to; d = addDays(d, 1)) if (!byDay.has(d)) open.push(d);
  const books = open.length ? await findOnTheBooks(db, { groupId: o.groupId, from: open[0]!, to: open.at(-1)! }) : [];
  const booksByDay = new Map(books.map((n) => [n.day, n]));
  const days: TDeskDayDto[] = [];
  for (let d = o.from; d <= o.to; d = addDays(d, 1)) {
    const c = byDay.get(d);
    const cancellations = cancelled.get(d) ?? 0;
    if (c) {
      days.push({
        day: d,
        source: 'closed',
        arrivals: c.arrivals,
        departures: c.departures,
        inHouse: c.roomsSold,
        noShows: c.noShows,
        cancellations,
        roomsAvailable: c.roomsAvailable,
        occupancyBp: c.occupancyBp,
      });
    } else {
      const b = booksByDay.get(d)!;
      days.push({
        day: d,
        source: 'books',
        arrivals: b.arrivals,
        departures: b.departures,
        inHouse: b.roomsSold,
        noShows: b.noShows,
        cancellations,
        roomsAvailable: b.roomsAvailable,
        occupancyBp: b.occupancyBp,
      });
    }
  }
  const sum = (f: (d: TDeskDayDto) => number) => days.reduce((a, d) => a + f(d), 0);
  const inHouse = sum((d) => d.inHouse);
  const roomsAvailable = sum((d) => d.roomsAvailable);
  return {
    days,
    totals: {
      arrivals: sum((d) => d.arrivals),
      departures: sum((d) => d.departures),
      inHouse,
      noShows: sum((d) => d.noShows),
      cancellations: sum((d) => d.cancellations),
      roomsAvailable,
      occupancyBp: kpisOf({ roomsSold: inHouse, roomsAvailable, roomRevenueMinor: 0 }).occupancyBp,
    },
  };
}
