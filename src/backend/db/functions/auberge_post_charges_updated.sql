-- Posting charges (the closing sets posted_day) writes their sales entries
-- (auberge_write_charge_entries). Planned for its own size at each call (EXECUTE): a static plan kept
-- from a connection's first, small posting compared rows pairwise, and 30,000 charges posted after one
-- took 100 s.
CREATE OR REPLACE FUNCTION auberge_post_charges_updated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  EXECUTE 'SELECT auberge_write_charge_entries(ARRAY(
    SELECT n.charge_id FROM new_rows n JOIN old_rows o ON o.charge_id = n.charge_id WHERE o.posted_day IS NULL AND n.posted_day IS NOT NULL))';
  RETURN NULL;
END;
$$;

CREATE OR REPLACE TRIGGER order_charges_post_entries_update AFTER UPDATE ON order_charges
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION auberge_post_charges_updated();
