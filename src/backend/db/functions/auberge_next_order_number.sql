-- The hotel's next order number, from its own sequence (not locked until commit, so bookings of one
-- hotel never queue for a counter row); NULL until its first order has started the sequence
-- (auberge_start_order_numbers). Numbers stay unique (orders_group_number) and increasing; a write
-- that fails after drawing skips one (invoices, not orders, are the gapless documents).
CREATE OR REPLACE FUNCTION auberge_next_order_number(p_group integer) RETURNS bigint LANGUAGE plpgsql AS $$
DECLARE
  numbers regclass := to_regclass(auberge_order_numbers_name(p_group));
BEGIN
  IF numbers IS NULL THEN
    RETURN NULL;
  END IF;
  RETURN nextval(numbers);
END $$;
