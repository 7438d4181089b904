-- A room is never closed (out of order) over an active stay. It locks the room's row first, as a
-- booking does (auberge_stay_refuses_closure), so a closure and a booking cannot cross.
CREATE OR REPLACE FUNCTION auberge_closure_refuses_stays() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  taken text;
BEGIN
  PERFORM 1 FROM rooms WHERE room_id = NEW.room_id FOR UPDATE;
  SELECT string_agg(r.number, ', ' ORDER BY r.checkin) INTO taken FROM reservations r
    WHERE r.room_id = NEW.room_id AND r.status IN (0, 2, 3) AND r.stay && daterange(NEW.from_day, NEW.to_day, '[)');
  IF taken IS NOT NULL THEN
    RAISE EXCEPTION 'room % holds stays over the closed nights: %', NEW.room_id, taken USING ERRCODE = '23P01';
  END IF;
  RETURN NEW;
END;
$$;

CREATE OR REPLACE TRIGGER room_closures_refuse_stays BEFORE INSERT OR UPDATE ON room_closures
  FOR EACH ROW EXECUTE FUNCTION auberge_closure_refuses_stays();
