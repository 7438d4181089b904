-- Nothing is charged on a closed day: a new charge (or one moved) dated on or before the hotel's last
-- closed day is refused, whatever path writes it. The closing posts a day's charges before it writes
-- that day's row, so its own postings pass.
CREATE OR REPLACE FUNCTION auberge_charge_open_day() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND NEW.day = OLD.day AND NEW.group_id = OLD.group_id THEN RETURN NEW; END IF;
  IF EXISTS (SELECT 1 FROM business_days b WHERE b.group_id = NEW.group_id AND b.day >= NEW.day) THEN
    RAISE EXCEPTION 'charge day % of hotel % is closed; post it on the open business day', NEW.day, NEW.group_id USING ERRCODE = '55000';
  END IF;
  RETURN NEW;
END;
$$;

CREATE OR REPLACE TRIGGER order_charges_open_day BEFORE INSERT OR UPDATE OF day, group_id ON order_charges
  FOR EACH ROW EXECUTE FUNCTION auberge_charge_open_day();
