-- The drawer a user's cash goes to: their open shift in that hotel, else the hotel's house drawer
-- (opened here with no float when none is open; two first payments racing end in the same one).
-- Whether a cashier may take cash without a drawer of their own is the application's refusal
-- (cash-drawer/require-open-drawer.ts).
CREATE OR REPLACE FUNCTION auberge_cash_shift_for(p_group integer, p_user integer, p_day date)
RETURNS integer LANGUAGE plpgsql AS $$
DECLARE v integer;
BEGIN
  IF p_user IS NOT NULL THEN
    SELECT shift_id INTO v FROM cash_shifts WHERE cashier_id = p_user AND group_id = p_group AND closed_at IS NULL;
    IF v IS NOT NULL THEN RETURN v; END IF;
  END IF;
  SELECT shift_id INTO v FROM cash_shifts WHERE group_id = p_group AND cashier_id IS NULL AND closed_at IS NULL;
  IF v IS NOT NULL THEN RETURN v; END IF;
  INSERT INTO cash_shifts (group_id, cashier_id, currency, opening_float_minor, opened_day)
    SELECT h.group_id, NULL, h.currency, 0, p_day FROM hotels h WHERE h.group_id = p_group
    ON CONFLICT (group_id) WHERE closed_at IS NULL AND cashier_id IS NULL DO NOTHING
    RETURNING shift_id INTO v;
  IF v IS NULL THEN
    SELECT shift_id INTO v FROM cash_shifts WHERE group_id = p_group AND cashier_id IS NULL AND closed_at IS NULL;
  END IF;
  RETURN v;
END;
$$;
