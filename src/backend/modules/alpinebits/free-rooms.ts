import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { rowsOf } from '../../core/rows.ts';
import { addDays } from '../../../lib/domain/days.ts';
import type { FreeRun } from './write-messages.ts';

/** Days of availability a FreeRooms push covers (ALPINEBITS_DAYS, default 365). */
export function pushDays(env: Record<string, string | undefined> = process.env): number {
  const raw = env['ALPINEBITS_DAYS'];
  const n = raw === undefined || raw.trim() === '' ? 365 : Number(raw);
  if (!Number.isInteger(n) || n < 1 || n > 730) throw new Error(`ALPINEBITS_DAYS must be a whole number of days from 1 to 730, got '${raw}'.`);
  return n;
}

/**
 * The hotel's free units per room type and night from `from` for `days` nights: its active rooms
 * plus the night's overbooking allowance, less what takes units (stays, live holds, closed rooms)
 * as the database's one rule counts them (auberge_taken_units, the booking's own count); never
 * below 0. Consecutive nights with the same count are one run.
 */
export async function freeRoomRuns(db: Db, o: { groupId: number; from: string; days: number; now: Date }): Promise<FreeRun[]> {
  const to = addDays(o.from, o.days);
  const rows = await rowsOf<{ code: string; day: string; free: number }>(
    db,
    sql`with types as (select room_type_id, code from room_types where group_id = ${o.groupId}::int),
      taken as (select t.room_type_id, k.checkin, k.checkout, k.units from types t
        cross join lateral auberge_taken_units(${o.groupId}::int, t.room_type_id, ${o.from}::date, ${to}::date, ${o.now.toISOString()}::timestamptz, null::int, 0) k),
      nights as (select d::date as day from generate_series(${o.from}::date, ${to}::date - 1, interval '1 day') d)
    select t.code, n.day::text as day,
      greatest(0, (select count(*)::int from rooms r where r.room_type_id = t.room_type_id and r.active)
        + coalesce((select ob.units from overbooking_allowances ob where ob.room_type_id = t.room_type_id and ob.day = n.day), 0)
        - coalesce((select sum(k.units) from taken k where k.room_type_id = t.room_type_id and k.checkin <= n.day and k.checkout > n.day), 0))::int as free
    from types t cross join nights n
    order by t.code, n.day`,
  );
  const runs: FreeRun[] = [];
  for (const r of rows) {
    const last = runs.at(-1);
    if (last && last.invTypeCode === r.code && last.count === r.free && addDays(last.end, 1) === r.day) last.end = r.day;
    else runs.push({ invTypeCode: r.code, start: r.day, end: r.day, count: r.free });
  }
  return runs;
}
