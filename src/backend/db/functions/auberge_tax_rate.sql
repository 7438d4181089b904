-- The hotel's tax rate of a charge family, or an error naming the family and what to do (SQLSTATE
-- AT001, answered 409): a family without a rate is a configuration error, never posted at 0 %.
CREATE OR REPLACE FUNCTION auberge_tax_rate(p_group integer, p_family text)
RETURNS integer LANGUAGE plpgsql STABLE AS $$
DECLARE
  v integer;
BEGIN
  SELECT rate_bp INTO v FROM tax_rates WHERE group_id = p_group AND family = p_family;
  IF v IS NULL THEN
    RAISE EXCEPTION 'Hotel % has no tax rate for the family ''%'': an administrator must set it under Rate Management, Tax rates.', p_group, p_family
      USING ERRCODE = 'AT001', HINT = p_family;
  END IF;
  RETURN v;
END;
$$;
