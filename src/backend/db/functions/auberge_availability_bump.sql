-- Moves a hotel's availability stamp at the commit of a transaction that changed what its quotes
-- read (auberge_availability_touched records the touch): deferred to the commit, so the stamp's row
-- is locked only while the transaction commits, never while it waits on a room type's lock (no
-- deadlock, no queue behind a long transaction). A reader that read the stamp before its quote
-- sees data at least as new as the stamp it keeps the quote under.
CREATE OR REPLACE FUNCTION auberge_availability_bump() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO availability_stamps AS s (group_id, stamp) VALUES (NEW.group_id, 1)
    ON CONFLICT (group_id) DO UPDATE SET stamp = s.stamp + 1;
  DELETE FROM availability_touches WHERE tx = NEW.tx AND group_id = NEW.group_id;
  RETURN NULL;
END $$;

DROP TRIGGER IF EXISTS availability_touches_bump ON availability_touches;
CREATE CONSTRAINT TRIGGER availability_touches_bump AFTER INSERT ON availability_touches
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION auberge_availability_bump();
