import { sql, type SQL } from 'drizzle-orm';

/**
 * What takes a room type's units over some nights, as rows (room_type_id, checkin, checkout, units)
 * for a WITH clause: the stays that hold a unit (expected, in house, checked out early), the holds
 * until they expire (a confirmed one until it is cancelled or consumed) and the rooms out of order
 * over their closed nights. The rule is the database's `auberge_taken_units` (migration 0022), which
 * the booking's own count under its locks uses too; the query calling it gets its body
 * inlined. `ownHold`: the hold a booking is made with counts only the units it keeps (0: left out).
 */
export function takenUnits(o: {
  groupId: number;
  roomTypeId?: number | undefined;
  checkin: string;
  checkout: string;
  now: Date;
  ownHold?: { holdId: number; unitsKept: number } | undefined;
}): SQL {
  return sql`select * from auberge_taken_units(${o.groupId}::int, ${o.roomTypeId ?? null}::int, ${o.checkin}::date, ${o.checkout}::date,
      ${o.now.toISOString()}::timestamptz, ${o.ownHold?.holdId ?? null}::int, ${o.ownHold?.unitsKept ?? 0}::int)`;
}
