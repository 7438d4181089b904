-- Movements and counts belong to an open shift of their hotel: a closed shift's rows never change,
-- and nothing is added to it.
CREATE OR REPLACE FUNCTION auberge_cash_open_shift() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE s record;
BEGIN
  IF TG_OP <> 'INSERT' THEN
    SELECT closed_at INTO s FROM cash_shifts WHERE shift_id = OLD.shift_id;
    IF s.closed_at IS NOT NULL THEN
      RAISE EXCEPTION 'cash shift % is closed: its % rows never change (record a new movement in an open shift)', OLD.shift_id, TG_TABLE_NAME USING ERRCODE = '55000';
    END IF;
    IF TG_OP = 'DELETE' THEN RETURN OLD; END IF;
  END IF;
  SELECT group_id, closed_at INTO s FROM cash_shifts WHERE shift_id = NEW.shift_id;
  IF s.closed_at IS NOT NULL THEN
    RAISE EXCEPTION 'cash shift % is closed: nothing is added to it (open a new shift)', NEW.shift_id USING ERRCODE = '55000';
  END IF;
  IF TG_TABLE_NAME = 'cash_movements' THEN
    IF s.group_id <> NEW.group_id THEN
      RAISE EXCEPTION 'cash shift % belongs to hotel %, not %', NEW.shift_id, s.group_id, NEW.group_id USING ERRCODE = '55000';
    END IF;
  END IF;
  RETURN NEW;
END;
$$;

CREATE OR REPLACE TRIGGER cash_movements_open_shift BEFORE INSERT OR DELETE OR UPDATE ON cash_movements
  FOR EACH ROW EXECUTE FUNCTION auberge_cash_open_shift();
CREATE OR REPLACE TRIGGER cash_shift_counts_open_shift BEFORE INSERT OR DELETE OR UPDATE ON cash_shift_counts
  FOR EACH ROW EXECUTE FUNCTION auberge_cash_open_shift();
