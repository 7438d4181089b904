-- Nothing is charged on a closed day: a new charge (or one moved) dated on or before the hotel's last
-- closed day is refused, whatever path writes it. The closing posts a day's charges before it writes
-- that day's row, so its own postings pass.
-- The day is compared with the hotel's last closed day, max(day) of its own rows: always read backward
-- on the (group_id, day) key, one row. (An EXISTS over business_days was planned, once generic, as a
-- sequential scan expected to stop early; a charge on an open day matches nothing, so every charge
-- inserted read every hotel's closed days, and a group's generator and desk slowed with each hotel.)
CREATE OR REPLACE FUNCTION auberge_charge_open_day() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND NEW.day = OLD.day AND NEW.group_id = OLD.group_id THEN RETURN NEW; END IF;
  IF NEW.day <= (SELECT max(b.day) FROM business_days b WHERE b.group_id = NEW.group_id) THEN
    RAISE EXCEPTION 'charge day % of hotel % is closed; post it on the open business day', NEW.day, NEW.group_id USING ERRCODE = '55000';
  END IF;
  RETURN NEW;
END;
$$;

CREATE OR REPLACE TRIGGER order_charges_open_day BEFORE INSERT OR UPDATE OF day, group_id ON order_charges
  FOR EACH ROW EXECUTE FUNCTION auberge_charge_open_day();
