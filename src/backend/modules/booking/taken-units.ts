import { sql, type SQL } from 'drizzle-orm';

/**
 * What takes a room type's units over some nights, as rows (room_type_id, checkin, checkout, units)
 * for a WITH clause: the stays that hold a unit (expected, in house, checked out early), the holds
 * until they expire (a confirmed one until it is cancelled or consumed) and the rooms out of order
 * over their closed nights. Stays come through the (group_id, stay) gist index.
 * `ownHold`: the hold a booking is made with counts only the units it keeps (0: left out).
 */
export function takenUnits(o: {
  groupId: number; roomTypeId?: number | undefined; checkin: string; checkout: string; now: Date; ownHold?: { holdId: number; unitsKept: number } | undefined;
}): SQL {
  const type = o.roomTypeId ?? null;
  return sql`
      select r.room_type_id, r.checkin, r.checkout, 1 as units from reservations r
      where r.group_id = ${o.groupId} and r.stay && daterange(${o.checkin}::date, ${o.checkout}::date) and r.status in (0, 2, 3)
        and (${type}::int is null or r.room_type_id = ${type}::int)
      union all
      select h.room_type_id, h.checkin, h.checkout, case when h.hold_id = ${o.ownHold?.holdId ?? null}::int then ${o.ownHold?.unitsKept ?? 0}::int else h.units end from inventory_holds h
      where h.group_id = ${o.groupId} and h.checkin < ${o.checkout}::date and h.checkout > ${o.checkin}::date
        and (h.status = 'confirmed' or (h.status = 'held' and h.expires_at > ${o.now.toISOString()}::timestamptz))
        and (${type}::int is null or h.room_type_id = ${type}::int)
      union all
      select rm.room_type_id, greatest(c.from_day, ${o.checkin}::date), least(c.to_day, ${o.checkout}::date), 1 from room_closures c join rooms rm on rm.room_id = c.room_id
      where c.group_id = ${o.groupId} and c.nights && daterange(${o.checkin}::date, ${o.checkout}::date) and rm.active
        and (${type}::int is null or rm.room_type_id = ${type}::int)`;
}
