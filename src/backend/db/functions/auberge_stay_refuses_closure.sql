-- A closed (out of order) room is never sold or assigned over its closed nights. It locks the room's
-- row first, as a closure does (auberge_closure_refuses_stays), so a closure and a booking cannot cross.
CREATE OR REPLACE FUNCTION auberge_stay_refuses_closure() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.room_id IS NULL OR NEW.status NOT IN (0, 2, 3) THEN
    RETURN NEW;
  END IF;
  IF TG_OP = 'UPDATE' AND OLD.room_id IS NOT DISTINCT FROM NEW.room_id AND OLD.checkin = NEW.checkin AND OLD.checkout = NEW.checkout AND OLD.status IN (0, 2, 3) THEN
    RETURN NEW;
  END IF;
  PERFORM 1 FROM rooms WHERE room_id = NEW.room_id FOR SHARE;
  IF EXISTS (SELECT 1 FROM room_closures c WHERE c.room_id = NEW.room_id AND c.nights && daterange(NEW.checkin, NEW.checkout, '[)')) THEN
    RAISE EXCEPTION 'room % is out of order over some nights from % to %', NEW.room_id, NEW.checkin, NEW.checkout USING ERRCODE = '23P01';
  END IF;
  RETURN NEW;
END;
$$;

CREATE OR REPLACE TRIGGER reservations_refuse_closed_room BEFORE INSERT OR UPDATE ON reservations
  FOR EACH ROW EXECUTE FUNCTION auberge_stay_refuses_closure();
