-- What takes a room type's units over some nights, one row per stay, hold or closed room:
-- (room_type_id, checkin, checkout, units). The stays that hold a unit (expected, in house, checked
-- out early, through the (group_id, stay) gist index), the holds until they expire (a confirmed one
-- until it is cancelled or consumed) and the rooms out of order over their closed nights.
-- p_room_type null: every type. p_own_hold: the hold a booking is made with, counted for the units
-- it keeps (p_own_units, 0: left out). One SQL SELECT, STABLE and not STRICT: a query that calls it
-- in FROM gets its body inlined and planned with the query's values (quotes, bookings).
CREATE OR REPLACE FUNCTION auberge_taken_units(p_group int, p_room_type int, p_checkin date, p_checkout date, p_now timestamptz, p_own_hold int, p_own_units int)
RETURNS TABLE (room_type_id int, checkin date, checkout date, units int) LANGUAGE sql STABLE AS $$
  select r.room_type_id, r.checkin, r.checkout, 1 from reservations r
  where r.group_id = p_group and r.stay && daterange(p_checkin, p_checkout) and r.status in (0, 2, 3)
    and (p_room_type is null or r.room_type_id = p_room_type)
  union all
  select h.room_type_id, h.checkin, h.checkout, case when h.hold_id = p_own_hold then p_own_units else h.units end from inventory_holds h
  where h.group_id = p_group and h.checkin < p_checkout and h.checkout > p_checkin
    and (h.status = 'confirmed' or (h.status = 'held' and h.expires_at > p_now))
    and (p_room_type is null or h.room_type_id = p_room_type)
  union all
  select rm.room_type_id, greatest(c.from_day, p_checkin), least(c.to_day, p_checkout), 1 from room_closures c join rooms rm on rm.room_id = c.room_id
  where c.group_id = p_group and c.nights && daterange(p_checkin, p_checkout) and rm.active
    and (p_room_type is null or rm.room_type_id = p_room_type)
$$;
--> statement-breakpoint
-- A booking's serialisation point, called from inside the statement that writes the booking (so the
-- lock, the count, the rows and, out of a transaction, the commit take one round trip). It locks the
-- named room's row (bookings of one room queue before their inserts), then, unless the booking is
-- forced, the room type's row (NO KEY UPDATE: the key-share locks of stays inserted with the type
-- do not block it), and returns by how many units this booking would oversell the type on its worst
-- night (0: it fits). VOLATILE: under READ COMMITTED its count takes a new snapshot, after the lock
-- was granted, so every booking of the type committed before is counted, which the calling
-- statement's own snapshot (taken before the wait) would not. Two bookings can never both take the
-- last unit.
CREATE OR REPLACE FUNCTION auberge_lock_booking(p_group int, p_room_type int, p_room int, p_forced boolean, p_checkin date, p_checkout date, p_now timestamptz, p_own_hold int, p_own_units int)
RETURNS int LANGUAGE plpgsql VOLATILE AS $$
BEGIN
  IF p_room IS NOT NULL THEN
    PERFORM 1 FROM rooms WHERE room_id = p_room FOR NO KEY UPDATE;
  END IF;
  IF p_forced THEN
    RETURN 0;
  END IF;
  PERFORM 1 FROM room_types WHERE room_type_id = p_room_type FOR NO KEY UPDATE;
  RETURN (
    SELECT coalesce(max(greatest(coalesce(u.used, 0) + 1 - t.units - coalesce(ob.units, 0), 0)), 0)::int
    FROM (SELECT count(*)::int AS units FROM rooms rm WHERE rm.room_type_id = p_room_type AND rm.active) t
    CROSS JOIN (SELECT p_checkin + g AS day FROM generate_series(0, p_checkout - p_checkin - 1) g) n
    LEFT JOIN (
      SELECT d.day, sum(k.units)::int AS used
      FROM auberge_taken_units(p_group, p_room_type, p_checkin, p_checkout, p_now, p_own_hold, p_own_units) k
      JOIN (SELECT p_checkin + g AS day FROM generate_series(0, p_checkout - p_checkin - 1) g) d ON k.checkin <= d.day AND k.checkout > d.day
      GROUP BY d.day
    ) u ON u.day = n.day
    LEFT JOIN overbooking_allowances ob ON ob.room_type_id = p_room_type AND ob.day = n.day
  );
END $$;
