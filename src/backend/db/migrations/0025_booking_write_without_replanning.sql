-- A booking's write statement planned two things again at every call, ~2 ms of its ~4.5 ms in the
-- database (100k stays):
-- - A booking writes its nights as charges not yet posted (the night audit posts them). The posting
--   triggers still called auberge_write_charge_entries with an empty list: a SQL function, planned
--   at every call. They now call it only when a charge of the statement is posted.
-- - The count of the units taken under the room type's lock (auberge_lock_booking): PL/pgSQL keeps a
--   generic plan only when it is estimated no costlier than one planned for the values, which a
--   series of nights of unknown length never is. Its generic plan is the one it needs whatever the
--   stay (the (group_id, stay) GiST index, the type's rooms by index): 0.03 ms to plan, where
--   planning for the values took ~1 ms for a 0.2 ms count.

-- The test comes first and the call keeps its argument as before (the ids straight from the
-- transition tables): handed over through a PL/pgSQL variable, the array was matched row by row
-- against every charge, and posting a bulk load's 200k charges never ended.
CREATE OR REPLACE FUNCTION auberge_post_charges_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF EXISTS (SELECT 1 FROM new_rows n WHERE n.posted_day IS NOT NULL) THEN
    PERFORM auberge_write_charge_entries(ARRAY(SELECT n.charge_id FROM new_rows n WHERE n.posted_day IS NOT NULL));
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION auberge_post_charges_updated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF EXISTS (SELECT 1 FROM new_rows n JOIN old_rows o ON o.charge_id = n.charge_id WHERE o.posted_day IS NULL AND n.posted_day IS NOT NULL) THEN
    PERFORM auberge_write_charge_entries(ARRAY(
      SELECT n.charge_id FROM new_rows n JOIN old_rows o ON o.charge_id = n.charge_id WHERE o.posted_day IS NULL AND n.posted_day IS NOT NULL));
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
ALTER FUNCTION auberge_lock_booking(int, int, int, boolean, date, date, timestamptz, int, int) SET plan_cache_mode = force_generic_plan;
