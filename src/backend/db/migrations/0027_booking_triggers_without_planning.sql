-- A booking inserts its nights as charges not yet posted, and both statement triggers of that insert
-- were planned again at every booking (issue 15): the posting trigger called the entries' SQL
-- function (its INSERT … SELECT planned at each call) with an empty list, and the folio totals'
-- trigger ran its dynamic SQL (EXECUTE: parsed and planned at each call).
--
-- 1. The posting trigger calls the entries' function only when the statement inserted a posted
--    charge: one look at the inserted rows, which stops at the first posted one (a bulk load that
--    inserts posted charges pays one row's look; the call itself is as before, the ids straight
--    from the transition table).
CREATE OR REPLACE FUNCTION auberge_post_charges_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF EXISTS (SELECT 1 FROM new_rows n WHERE n.posted_day IS NOT NULL) THEN
    PERFORM auberge_write_charge_entries(ARRAY(SELECT n.charge_id FROM new_rows n WHERE n.posted_day IS NOT NULL));
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
-- 2. The folio totals of inserted charges (a booking's nights, a posted extra) are added by a
--    trigger function of their own whose statement is static, so PL/pgSQL plans it once per
--    connection. The generic function of migration 0023 (dynamic SQL) keeps the other cases:
--    payments, updates and deletes. Same rows, same order, same totals as its INSERT case.
CREATE FUNCTION auberge_folio_totals_charges_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO folio_totals AS t (order_id, folio_no, group_id, charges_minor, first_day, last_day)
    SELECT w.order_id, w.folio_no, min(w.group_id), sum(w.amount_minor), min(w.day), max(w.day) FROM new_rows w
    GROUP BY w.order_id, w.folio_no ORDER BY w.order_id, w.folio_no
    ON CONFLICT (order_id, folio_no) DO UPDATE SET charges_minor = t.charges_minor + excluded.charges_minor,
      first_day = least(t.first_day, excluded.first_day), last_day = greatest(t.last_day, excluded.last_day);
  RETURN NULL;
END $$;
--> statement-breakpoint
DROP TRIGGER "order_charges_folio_totals_insert" ON "order_charges";
--> statement-breakpoint
CREATE TRIGGER "order_charges_folio_totals_insert" AFTER INSERT ON "order_charges"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION auberge_folio_totals_charges_inserted();
--> statement-breakpoint
-- 3. The entries' check that no line is added to an existing entry keeps a plan fit for the size
--    of the statement. A static statement keeps the plan of its first call on the connection: its
--    NOT IN over the inserted lines was hashed when that call was small, but planned first for a
--    bulk posting (a seed's or an import's 500k lines, more than work_mem holds) it compared every
--    line with every other and never ended. Until now a posting of no charge (a booking's nights,
--    skipped above since) had always made the first call. Now a statement of up to 1,000 lines
--    runs a static anti-join, whose first call is then always a small one (planned once per
--    connection: a payment's posting does not plan it again), and a larger one runs it as EXECUTE,
--    planned for its own number of lines.
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
--> statement-breakpoint
-- 4. The posting of updated charges (the night audit's) joined the old and new rows in a static
--    statement too, so a connection that first posted one charge kept a plan comparing rows
--    pairwise: 30,000 charges posted after one took 100 s. It is now planned for its own size at
--    each call (EXECUTE): a posting by update is one statement per closing or folio edit, and the
--    entries' function it calls is planned at each call anyway.
CREATE OR REPLACE FUNCTION auberge_post_charges_updated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  EXECUTE 'SELECT auberge_write_charge_entries(ARRAY(
    SELECT n.charge_id FROM new_rows n JOIN old_rows o ON o.charge_id = n.charge_id WHERE o.posted_day IS NULL AND n.posted_day IS NOT NULL))';
  RETURN NULL;
END;
$$;
