-- Accounting entries balance: every entry is written by one statement, its debits equal its credits,
-- and no line is added later to an entry already written. Checked once per statement, set-based (a
-- night audit writes thousands of lines). An entry of the statement is "added to" when the table holds
-- more lines under its number than the statement wrote (its own lines are all there): one count per
-- entry, by the entry_no index, whatever the table holds. (An anti-join of the table against the new
-- lines was planned, in a group of hotels, as a nested loop over the 255,000 lines of a year's posting
-- on each side, and never ended; its cost also grew with the other hotels' entries.)
CREATE OR REPLACE FUNCTION auberge_entries_balanced() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  bad record;
  added boolean;
BEGIN
  SELECT n.entry_no, sum(n.debit_minor) AS d, sum(n.credit_minor) AS c INTO bad FROM new_rows n
    GROUP BY n.entry_no HAVING sum(n.debit_minor) <> sum(n.credit_minor) LIMIT 1;
  IF bad.entry_no IS NOT NULL THEN
    RAISE EXCEPTION 'accounting entry % does not balance: debit % credit %', bad.entry_no, bad.d, bad.c USING ERRCODE = '23514';
  END IF;
  added := EXISTS (SELECT 1 FROM (SELECT n.entry_no, count(*) AS lines FROM new_rows n GROUP BY n.entry_no) e
    WHERE (SELECT count(*) FROM accounting_entries a WHERE a.entry_no = e.entry_no) <> e.lines);
  IF added THEN
    RAISE EXCEPTION 'an accounting entry is written by one statement; lines cannot be added to an existing entry' USING ERRCODE = '23514';
  END IF;
  RETURN NULL;
END;
$$;

CREATE OR REPLACE TRIGGER accounting_entries_balanced AFTER INSERT ON accounting_entries
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION auberge_entries_balanced();
