import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { RESERVATION_STATUS as S } from '../../../lib/domain/reservation-status.ts';

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
 * Per-day figures over [from, to], one query: each day reads the stays over its night through the
 * (group, stay) GiST index and its arrivals through the (group, checkin) index. The series is an
 * integer generate_series so the planner knows its length.
 */
export async function countStaysByDay(db: Db, opts: { groupId: number; from: string; to: string }): Promise<StaysOfDay[]> {
  const res = await db.execute(sql`
    select (${opts.from}::date + i)::text as day, occ.sold, arr.expected, arr.arrived
    from generate_series(0, ${opts.to}::date - ${opts.from}::date) as i
    cross join lateral (
      select count(*)::int as sold from reservations r
      where r.group_id = ${opts.groupId} and r.status in (${S.EXPECTED}, ${S.IN_HOUSE}, ${S.DEPARTED}) and r.stay @> (${opts.from}::date + i)
    ) occ
    cross join lateral (
      select count(*) filter (where r.status = ${S.EXPECTED})::int as expected, count(*) filter (where r.status in (${S.IN_HOUSE}, ${S.DEPARTED}))::int as arrived
      from reservations r where r.group_id = ${opts.groupId} and r.checkin = ${opts.from}::date + i
    ) arr
    order by i`);
  const rows = (res as unknown as { rows: { day: string; sold: number; expected: number; arrived: number }[] }).rows;
  return rows.map((r) => ({ day: String(r.day), sold: Number(r.sold), arrivalsExpected: Number(r.expected), arrivalsCheckedIn: Number(r.arrived) }));
}
