-- What a cash shift should hold per currency: its float (in the hotel's currency) and its movements.
CREATE OR REPLACE FUNCTION auberge_cash_expected(p_shift integer)
RETURNS TABLE(currency char(3), expected_minor bigint) LANGUAGE sql STABLE AS $$
  SELECT x.currency, sum(x.amount)::bigint FROM (
    SELECT s.currency, s.opening_float_minor AS amount FROM cash_shifts s WHERE s.shift_id = p_shift
    UNION ALL SELECT m.currency, m.amount_minor FROM cash_movements m WHERE m.shift_id = p_shift
  ) x GROUP BY x.currency
$$;
