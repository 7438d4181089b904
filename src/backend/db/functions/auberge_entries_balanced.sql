-- Accounting entries balance: every entry is written by one statement, its debits equal its credits,
-- and no line is added later to an entry already written. Checked once per statement, set-based (a
-- night audit writes thousands of lines). Up to 1,000 lines the check is a static anti-join, planned
-- once per connection on a small call; a larger statement runs it as EXECUTE, planned for its own
-- size (a plan kept from a small first call compared every line of a 500k-line import with every
-- other and never ended).
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
  IF (SELECT count(*) FROM new_rows) <= 1000 THEN
    added := EXISTS (SELECT 1 FROM accounting_entries a WHERE a.entry_no IN (SELECT entry_no FROM new_rows)
      AND NOT EXISTS (SELECT 1 FROM new_rows n WHERE n.line_id = a.line_id));
  ELSE
    EXECUTE 'SELECT EXISTS (SELECT 1 FROM accounting_entries a WHERE a.entry_no IN (SELECT entry_no FROM new_rows)
      AND NOT EXISTS (SELECT 1 FROM new_rows n WHERE n.line_id = a.line_id))' INTO added;
  END IF;
  IF added THEN
    RAISE EXCEPTION 'an accounting entry is written by one statement; lines cannot be added to an existing entry' USING ERRCODE = '23514';
  END IF;
  RETURN NULL;
END;
$$;

CREATE OR REPLACE TRIGGER accounting_entries_balanced AFTER INSERT ON accounting_entries
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION auberge_entries_balanced();
