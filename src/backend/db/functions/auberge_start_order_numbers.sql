-- Starts a hotel's order-number sequence at its first order, past the numbers its orders already use
-- (imported or seeded, matching p_pattern); two first orders racing end on the same sequence.
CREATE OR REPLACE FUNCTION auberge_start_order_numbers(p_group integer, p_pattern text)
RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  next_number bigint;
BEGIN
  SELECT coalesce(max(substring(o.number from '-([0-9]+)$')::bigint), 0) + 1 INTO next_number FROM orders o WHERE o.group_id = p_group AND o.number ~ p_pattern;
  EXECUTE format('CREATE SEQUENCE IF NOT EXISTS %I START %s', auberge_order_numbers_name(p_group), next_number);
EXCEPTION WHEN unique_violation OR duplicate_table THEN
  -- Another first order of the hotel made it meanwhile (committed while this one waited).
  NULL;
END $$;
