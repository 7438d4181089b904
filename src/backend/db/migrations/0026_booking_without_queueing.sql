-- Bookings of one room type no longer queue behind each other (issue 15: at 10 busy connections
-- bookings spent most of their time waiting for two row locks held until commit, the room type's
-- and the hotel's order counter, also when the type had plenty of units left).
--
-- 1. The room type's units are guarded night by night. A booking takes the type's advisory lock in
--    shared mode (key: minus the type's id) and then one exclusive advisory lock per night it
--    books (keys: the type's id and the night as days since 2000-01-01), in ascending order: two
--    bookings wait for each other only when they share a night, and then only until the first
--    commits. Every other path that takes units (holds, longer stays, upgrades, closed rooms) takes
--    the type's lock exclusively (lockRoomType), so it waits for the bookings in progress and they
--    for it; the lock manager queues requests fairly, so a stream of bookings cannot starve it. A
--    stay of more than 31 nights takes the type's lock exclusively too (a bounded number of locks
--    per booking). The count runs after every lock is granted, in a snapshot of its own (VOLATILE
--    function under READ COMMITTED), so it sees every booking of these nights committed before: two
--    bookings can still never both take the last unit of a night.
-- 2. A booking with a room checks the room is free after the room's row lock and answers -1 (room
--    taken) without writing, instead of failing on the exclusion constraint after its number was
--    drawn. The constraint stays the last word.
-- The type's lock (key: minus the type's id), shared by the bookings of up to 31 nights, exclusive
-- for everything else that takes the type's units (lockRoomType): the one place its key is made.
CREATE FUNCTION auberge_lock_room_type(p_room_type int, p_shared boolean) RETURNS void LANGUAGE plpgsql VOLATILE AS $$
BEGIN
  IF p_shared THEN
    PERFORM pg_advisory_xact_lock_shared(-p_room_type::bigint);
  ELSE
    PERFORM pg_advisory_xact_lock(-p_room_type::bigint);
  END IF;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION auberge_lock_booking(p_group int, p_room_type int, p_room int, p_forced boolean, p_checkin date, p_checkout date, p_now timestamptz, p_own_hold int, p_own_units int)
RETURNS int LANGUAGE plpgsql VOLATILE
-- Its count's generic plan is the one it needs whatever the stay (migration 0025).
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
--> statement-breakpoint
-- 3. Order numbers come from one sequence per hotel (auberge_order_numbers_<group_id>), drawn once
--    every check has passed: a sequence is not locked until commit, so bookings of one hotel no
--    longer queue for its counter row. Numbers stay unique (orders_group_number) and increasing; a
--    write that fails after drawing skips one (invoices, not orders, are the gapless documents).
--    A hotel's sequence is made at its first order, past the numbers its orders already use
--    (imported or seeded), by this function; two first orders racing end on the same sequence.
CREATE FUNCTION auberge_order_numbers_name(p_group int) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT 'auberge_order_numbers_' || p_group
$$;
--> statement-breakpoint
-- The hotel's next order number; NULL until its first order has started its sequence.
CREATE FUNCTION auberge_next_order_number(p_group int) RETURNS bigint LANGUAGE plpgsql VOLATILE AS $$
DECLARE
  numbers regclass := to_regclass(auberge_order_numbers_name(p_group));
BEGIN
  IF numbers IS NULL THEN
    RETURN NULL;
  END IF;
  RETURN nextval(numbers);
END $$;
--> statement-breakpoint
CREATE FUNCTION auberge_start_order_numbers(p_group int, p_pattern text) RETURNS void LANGUAGE plpgsql VOLATILE AS $$
DECLARE
  next_number bigint;
BEGIN
  SELECT coalesce(max(substring(o.number from '-([0-9]+)$')::bigint), 0) + 1 INTO next_number FROM orders o WHERE o.group_id = p_group AND o.number ~ p_pattern;
  EXECUTE format('CREATE SEQUENCE IF NOT EXISTS %I START %s', auberge_order_numbers_name(p_group), next_number);
EXCEPTION WHEN unique_violation OR duplicate_table THEN
  -- Another first order of the hotel made it meanwhile (committed while this one waited).
  NULL;
END $$;
--> statement-breakpoint
DO $$
DECLARE
  c record;
BEGIN
  FOR c IN SELECT group_id, last_number FROM order_counters LOOP
    EXECUTE format('CREATE SEQUENCE IF NOT EXISTS %I START %s', auberge_order_numbers_name(c.group_id), c.last_number + 1);
  END LOOP;
END $$;
--> statement-breakpoint
DROP TABLE order_counters;
