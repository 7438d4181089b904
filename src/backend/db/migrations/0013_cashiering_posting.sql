-- The chart of accounts: a hotel's own setting (accounting_accounts), else these defaults (French/Moroccan plan).
CREATE FUNCTION auberge_account(p_group integer, p_kind text, p_key text) RETURNS text LANGUAGE sql STABLE AS $$
  SELECT coalesce(
    (SELECT account FROM accounting_accounts WHERE group_id = p_group AND kind = p_kind AND key = p_key),
    CASE p_kind
      WHEN 'family' THEN CASE p_key
        WHEN 'room' THEN '706100' WHEN 'food' THEN '706200' WHEN 'beverage' THEN '706300' WHEN 'minibar' THEN '706400'
        WHEN 'laundry' THEN '706500' WHEN 'service' THEN '706800' WHEN 'fee' THEN '708800' WHEN 'city_tax' THEN '447100'
        WHEN 'discount' THEN '709000' ELSE '708000' END
      WHEN 'tax' THEN '4457' || lpad(p_key, 4, '0')
      WHEN 'method' THEN CASE p_key
        WHEN 'cash' THEN '516100' WHEN 'card' THEN '511500' WHEN 'transfer' THEN '514100' WHEN 'cheque' THEN '511200'
        WHEN 'rfid_wallet' THEN '419100' WHEN 'company_account' THEN '411200' ELSE '471000' END
      WHEN 'ledger' THEN CASE p_key
        WHEN 'guests' THEN '411100' WHEN 'companies' THEN '411200' WHEN 'customers' THEN '411000' ELSE '471000' END
      ELSE '471000'
    END)
$$;
--> statement-breakpoint
-- Posting charges (the closing sets posted_day, or inserts them posted) writes one sales entry per
-- charge: the guest ledger against revenue (by family) and VAT (by rate). Set-based, per statement,
-- so the night audit posting a hotel's whole day stays one statement.
CREATE FUNCTION auberge_write_charge_entries(p_ids integer[]) RETURNS void LANGUAGE sql AS $$
  INSERT INTO accounting_entries (group_id, entry_no, day, journal, source, source_id, document_number, customer_id, order_id, account, label, debit_minor, credit_minor)
  SELECT c.group_id, c.n, c.posted_day, 'sales', 'charge', c.charge_id, c.doc, c.customer_id, c.order_id, l.account, c.lbl,
    greatest(l.amount, 0), greatest(-l.amount, 0)
  FROM (
    SELECT p.charge_id, p.group_id, p.order_id, p.posted_day, p.amount_minor, p.tax_rate_bp, nextval('accounting_entry_no_seq') AS n,
      coalesce(o.number, o.order_id::text) AS doc, o.customer_id,
      p.description || ' ' || p.day::text || ' (order ' || coalesce(o.number, o.order_id::text) || ')' AS lbl,
      CASE WHEN p.tax_rate_bp = 0 THEN 0
        ELSE sign(p.amount_minor) * round(abs(p.amount_minor) * p.tax_rate_bp::numeric / (10000 + p.tax_rate_bp))::bigint END AS tax,
      CASE WHEN p.kind = 'city_tax' THEN 'city_tax' WHEN p.kind = 'discount' THEN 'discount' ELSE p.family END AS fam
    FROM order_charges p JOIN orders o ON o.order_id = p.order_id
    WHERE p.charge_id = ANY (p_ids) AND p.amount_minor <> 0
  ) c
  CROSS JOIN LATERAL (VALUES
    (auberge_account(c.group_id, 'ledger', 'guests'), c.amount_minor),
    (auberge_account(c.group_id, 'family', c.fam), -(c.amount_minor - c.tax)),
    (auberge_account(c.group_id, 'tax', c.tax_rate_bp::text), -c.tax)
  ) AS l(account, amount)
  WHERE l.amount <> 0;
$$;
--> statement-breakpoint
CREATE FUNCTION auberge_post_charges_updated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM auberge_write_charge_entries(ARRAY(
    SELECT n.charge_id FROM new_rows n JOIN old_rows o ON o.charge_id = n.charge_id WHERE o.posted_day IS NULL AND n.posted_day IS NOT NULL));
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE FUNCTION auberge_post_charges_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM auberge_write_charge_entries(ARRAY(SELECT n.charge_id FROM new_rows n WHERE n.posted_day IS NOT NULL));
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "order_charges_post_entries_update" AFTER UPDATE ON "order_charges"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION auberge_post_charges_updated();
--> statement-breakpoint
CREATE TRIGGER "order_charges_post_entries_insert" AFTER INSERT ON "order_charges"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION auberge_post_charges_inserted();
--> statement-breakpoint
-- Entries balance: every entry is written by one statement, checked as a whole after it (set-based,
-- instead of 0007's check per line at commit, which a night audit's thousands of lines made slow).
DROP TRIGGER "accounting_entries_balanced" ON "accounting_entries";
--> statement-breakpoint
DROP FUNCTION auberge_entry_balanced();
--> statement-breakpoint
CREATE FUNCTION auberge_entries_balanced() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE bad record;
BEGIN
  SELECT n.entry_no, sum(n.debit_minor) AS d, sum(n.credit_minor) AS c INTO bad FROM new_rows n
    GROUP BY n.entry_no HAVING sum(n.debit_minor) <> sum(n.credit_minor) LIMIT 1;
  IF bad.entry_no IS NOT NULL THEN
    RAISE EXCEPTION 'accounting entry % does not balance: debit % credit %', bad.entry_no, bad.d, bad.c USING ERRCODE = '23514';
  END IF;
  IF EXISTS (SELECT 1 FROM accounting_entries a WHERE a.entry_no IN (SELECT entry_no FROM new_rows) AND a.line_id NOT IN (SELECT line_id FROM new_rows)) THEN
    RAISE EXCEPTION 'an accounting entry is written by one statement; lines cannot be added to an existing entry' USING ERRCODE = '23514';
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "accounting_entries_balanced" AFTER INSERT ON "accounting_entries"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION auberge_entries_balanced();
