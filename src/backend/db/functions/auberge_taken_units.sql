-- What takes a room type's units over some nights, one row per stay, hold or closed room:
-- (room_type_id, checkin, checkout, units). The stays that hold a unit (expected, in house, checked
-- out early, through the (group_id, stay) gist index), the holds until they expire (a confirmed one
-- until it is cancelled or consumed) and the rooms out of order over their closed nights.
-- p_room_type null: every type. p_own_hold: the hold a booking is made with, counted for the units it
-- keeps (p_own_units, 0: left out). One SQL SELECT, STABLE and not STRICT: a query that calls it in
-- FROM gets its body inlined and planned with the query's values (quotes, bookings).
CREATE OR REPLACE FUNCTION auberge_taken_units(p_group integer, p_room_type integer, p_checkin date, p_checkout date,
  p_now timestamp with time zone, p_own_hold integer, p_own_units integer)
RETURNS TABLE(room_type_id integer, checkin date, checkout date, units integer) LANGUAGE sql STABLE AS $$
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
