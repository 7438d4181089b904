-- One business day (issue 32): the day after the hotel's last closed day, else its calendar day in
-- its own time zone; the SQL twin of src/backend/core/business-day.ts for rules SQL must hold.
CREATE FUNCTION auberge_business_day(p_group integer, p_now timestamptz DEFAULT now()) RETURNS date LANGUAGE sql STABLE AS $$
  SELECT coalesce(
    (SELECT max(b.day) + 1 FROM business_days b WHERE b.group_id = p_group),
    (SELECT (p_now AT TIME ZONE h.timezone)::date FROM hotels h WHERE h.group_id = p_group)
  )
$$;
--> statement-breakpoint
-- Nothing is charged on a closed day: a new charge (or one moved) dated on or before the hotel's
-- last closed day is refused, whatever path writes it. The closing posts a day's charges before it
-- writes that day's row, so its own postings pass.
CREATE FUNCTION auberge_charge_open_day() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND NEW.day = OLD.day AND NEW.group_id = OLD.group_id THEN RETURN NEW; END IF;
  IF EXISTS (SELECT 1 FROM business_days b WHERE b.group_id = NEW.group_id AND b.day >= NEW.day) THEN
    RAISE EXCEPTION 'charge day % of hotel % is closed; post it on the open business day', NEW.day, NEW.group_id USING ERRCODE = '55000';
  END IF;
  RETURN NEW;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "order_charges_open_day" BEFORE INSERT OR UPDATE OF day, group_id ON "order_charges"
  FOR EACH ROW EXECUTE FUNCTION auberge_charge_open_day();
