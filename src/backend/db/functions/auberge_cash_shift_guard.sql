-- A closed cash shift never changes and no shift is deleted; an open one changes only by being
-- closed, and only with a count of every currency it holds whose expected amount is what its float
-- and movements add up to (auberge_cash_expected).
CREATE OR REPLACE FUNCTION auberge_cash_shift_guard() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE missing text;
BEGIN
  IF TG_OP = 'DELETE' THEN
    RAISE EXCEPTION 'cash shift % cannot be deleted: a shift is kept, counted or not', OLD.shift_id USING ERRCODE = '55000';
  END IF;
  IF OLD.closed_at IS NOT NULL THEN
    RAISE EXCEPTION 'cash shift % was closed at %: its count and difference are kept as they are', OLD.shift_id, OLD.closed_at USING ERRCODE = '55000';
  END IF;
  IF NEW.group_id <> OLD.group_id OR NEW.cashier_id IS DISTINCT FROM OLD.cashier_id OR NEW.currency <> OLD.currency
     OR NEW.opening_float_minor <> OLD.opening_float_minor OR NEW.opened_day <> OLD.opened_day OR NEW.opened_at <> OLD.opened_at THEN
    RAISE EXCEPTION 'cash shift %: its cashier, hotel, float and opening are kept as opened', OLD.shift_id USING ERRCODE = '55000';
  END IF;
  IF NEW.closed_at IS NOT NULL THEN
    SELECT string_agg(e.currency || ' ' || e.expected_minor, ', ') INTO missing
    FROM auberge_cash_expected(NEW.shift_id) e
    LEFT JOIN cash_shift_counts k ON k.shift_id = NEW.shift_id AND k.currency = e.currency
    WHERE k.shift_id IS NULL OR k.expected_minor <> e.expected_minor;
    IF missing IS NOT NULL THEN
      RAISE EXCEPTION 'cash shift % cannot close: no count matching the expected cash of %', NEW.shift_id, missing USING ERRCODE = '55000';
    END IF;
    IF EXISTS (SELECT 1 FROM cash_shift_counts k WHERE k.shift_id = NEW.shift_id
               AND NOT EXISTS (SELECT 1 FROM auberge_cash_expected(NEW.shift_id) e WHERE e.currency = k.currency) AND k.expected_minor <> 0) THEN
      RAISE EXCEPTION 'cash shift % cannot close: a count expects cash of a currency the shift never held', NEW.shift_id USING ERRCODE = '55000';
    END IF;
  END IF;
  RETURN NEW;
END;
$$;

CREATE OR REPLACE TRIGGER cash_shifts_guard BEFORE DELETE OR UPDATE ON cash_shifts
  FOR EACH ROW EXECUTE FUNCTION auberge_cash_shift_guard();
