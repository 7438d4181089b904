-- A room type's lock (advisory, key: minus the type's id), the one place its key is made: shared by
-- the bookings of up to 31 nights (auberge_lock_booking), exclusive for everything else that takes
-- the type's units (holds, longer stays, upgrades, closed rooms: lockRoomType), so it waits for the
-- bookings in progress and they for it.
CREATE OR REPLACE FUNCTION auberge_lock_room_type(p_room_type integer, p_shared boolean)
RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF p_shared THEN
    PERFORM pg_advisory_xact_lock_shared(-p_room_type::bigint);
  ELSE
    PERFORM pg_advisory_xact_lock(-p_room_type::bigint);
  END IF;
END $$;
