import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { rowsOf } from '../../core/rows.ts';
import { ACTIVE_STATUSES } from '../../../lib/domain/reservation-status.ts';

/**
 * The nights of [from, to) a room type has no unit left: its active rooms plus the night's
 * overbooking allowance, less what takes units (stays, live holds, closed rooms) as the database's
 * one rule counts them (auberge_taken_units, the booking's own count).
 */
export async function unavailableTypeNights(db: Db, o: { groupId: number; roomTypeId: number; from: string; to: string; now: Date }): Promise<string[]> {
  const rows = await rowsOf<{ day: string }>(
    db,
    sql`with taken as (select * from auberge_taken_units(${o.groupId}::int, ${o.roomTypeId}::int, ${o.from}::date, ${o.to}::date, ${o.now.toISOString()}::timestamptz, null::int, 0)),
      units as (select count(*)::int as n from rooms where room_type_id = ${o.roomTypeId}::int and active),
      nights as (select d::date as day from generate_series(${o.from}::date, ${o.to}::date - 1, interval '1 day') d)
    select n.day::text as day from nights n
    where (select n from units) + coalesce((select ob.units from overbooking_allowances ob where ob.room_type_id = ${o.roomTypeId}::int and ob.day = n.day), 0)
      <= coalesce((select sum(k.units) from taken k where k.checkin <= n.day and k.checkout > n.day), 0)
    order by n.day`,
  );
  return rows.map((r) => r.day);
}

/** The nights of [from, to) one room is taken: a stay in it, or its closure. */
export async function unavailableRoomNights(db: Db, o: { roomId: number; from: string; to: string }): Promise<string[]> {
  const rows = await rowsOf<{ day: string }>(
    db,
    sql`select d::date::text as day from generate_series(${o.from}::date, ${o.to}::date - 1, interval '1 day') d
    where exists (select 1 from reservations r where r.room_id = ${o.roomId}::int and r.status = any(${`{${ACTIVE_STATUSES.join(',')}}`}::int[])
        and r.checkin <= d::date and r.checkout > d::date)
      or exists (select 1 from room_closures c where c.room_id = ${o.roomId}::int and c.from_day <= d::date and c.to_day > d::date)
    order by 1`,
  );
  return rows.map((r) => r.day);
}
