-- Money of a closed business day is frozen: no payment is added to, changed on or deleted from it.
-- Days are compared with the hotel's last closed day (max(day) on the (group_id, day) key: one row,
-- whatever the other hotels hold).
CREATE OR REPLACE FUNCTION auberge_payment_open_day() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE r record;
BEGIN
  IF TG_OP = 'INSERT' THEN r := NEW; ELSE r := OLD; END IF;
  IF r.day <= (SELECT max(b.day) FROM business_days b WHERE b.group_id = r.group_id) THEN
    RAISE EXCEPTION 'payment day % of hotel % is closed; record a correcting payment on an open day', r.day, r.group_id USING ERRCODE = '55000';
  END IF;
  IF TG_OP = 'UPDATE' AND NEW.day <= (SELECT max(b.day) FROM business_days b WHERE b.group_id = NEW.group_id) THEN
    RAISE EXCEPTION 'payment day % of hotel % is closed', NEW.day, NEW.group_id USING ERRCODE = '55000';
  END IF;
  IF TG_OP = 'DELETE' THEN RETURN OLD; END IF;
  RETURN NEW;
END;
$$;

CREATE OR REPLACE TRIGGER payments_open_day BEFORE INSERT OR DELETE OR UPDATE ON payments
  FOR EACH ROW EXECUTE FUNCTION auberge_payment_open_day();
