-- Charges inserted already posted (the seed's and the history import's closed past) write their
-- sales entries (auberge_write_charge_entries). A booking's nights are not posted: one look at the
-- inserted rows, which stops at the first posted one, skips the call.
CREATE OR REPLACE FUNCTION auberge_post_charges_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF EXISTS (SELECT 1 FROM new_rows n WHERE n.posted_day IS NOT NULL) THEN
    PERFORM auberge_write_charge_entries(ARRAY(SELECT n.charge_id FROM new_rows n WHERE n.posted_day IS NOT NULL));
  END IF;
  RETURN NULL;
END;
$$;

CREATE OR REPLACE TRIGGER order_charges_post_entries_insert AFTER INSERT ON order_charges
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION auberge_post_charges_inserted();
