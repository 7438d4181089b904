-- A booking's serialisation point, called from inside the statement that writes the booking (the
-- lock, the count, the rows and, out of a transaction, the commit take one round trip). Two bookings
-- never both take the last unit of a night, and a room is never given twice:
-- - A booking with a room locks the room's row and answers -1 (room taken) when an active stay holds
--   it over these nights, without writing. The exclusion constraint stays the last word.
-- - Unless forced, it takes the room type's lock shared (auberge_lock_room_type) and one exclusive
--   advisory lock per night (keys: the type's id and the night as days since 2000-01-01), in
--   ascending order: two bookings wait for each other only when they share a night. Everything else
--   that takes units takes the type's lock exclusively, and so does a stay of more than 31 nights.
-- - It answers by how many units the booking would oversell the type on its worst night (0: it
--   fits). VOLATILE: under READ COMMITTED its count takes a new snapshot after the locks are granted,
--   so every booking of these nights committed before is counted.
-- plan_cache_mode: its count's generic plan is the one it needs whatever the stay (0.03 ms to plan,
-- where planning for the values took ~1 ms); tests/prepared-statements.test.ts checks it is set.
CREATE OR REPLACE FUNCTION auberge_lock_booking(p_group integer, p_room_type integer, p_room integer, p_forced boolean, p_checkin date,
  p_checkout date, p_now timestamp with time zone, p_own_hold integer, p_own_units integer)
RETURNS integer LANGUAGE plpgsql
SET plan_cache_mode = force_generic_plan AS $$
DECLARE
  first_night int := p_checkin - date '2000-01-01';
  nights int := p_checkout - p_checkin;
BEGIN
  IF p_room IS NOT NULL THEN
    PERFORM 1 FROM rooms WHERE room_id = p_room FOR NO KEY UPDATE;
    IF EXISTS (SELECT 1 FROM reservations r WHERE r.room_id = p_room AND r.status IN (0, 2, 3) AND r.stay && daterange(p_checkin, p_checkout)) THEN
      RETURN -1;
    END IF;
  END IF;
  IF p_forced THEN
    RETURN 0;
  END IF;
  PERFORM auberge_lock_room_type(p_room_type, nights <= 31);
  IF nights <= 31 THEN
    FOR i IN 0 .. nights - 1 LOOP
      PERFORM pg_advisory_xact_lock(p_room_type, first_night + i);
    END LOOP;
  END IF;
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
