-- The name of a hotel's order-number sequence.
CREATE OR REPLACE FUNCTION auberge_order_numbers_name(p_group integer) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT 'auberge_order_numbers_' || p_group
$$;
