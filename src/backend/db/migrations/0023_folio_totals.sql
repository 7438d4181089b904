-- What each folio holds, kept by the database as charges and payments are written: the sum of its
-- charges and of its payments (hotel currency), and two days no charge or payment of it is dated
-- before (first_day) or after (last_day). Writes only widen them: a deleted or moved row leaves
-- them bounds. So at the end of a day D, a folio whose last_day is on or before D owes exactly
-- charges_minor - paid_minor, one whose first_day is after D owes nothing, and only the folios
-- spanning D (first_day <= D < last_day: the stays in house, deposits of stays to come) need their
-- rows summed. The financial report's open balances read these instead of the whole history.
-- Set-based, one upsert per statement (a night audit or a seed writes thousands of rows at once).
CREATE TABLE IF NOT EXISTS "folio_totals" (
  "order_id" integer NOT NULL REFERENCES "orders" ("order_id") ON DELETE CASCADE,
  "folio_no" smallint NOT NULL,
  "group_id" integer NOT NULL,
  "charges_minor" bigint NOT NULL DEFAULT 0,
  "paid_minor" bigint NOT NULL DEFAULT 0,
  "balance_minor" bigint GENERATED ALWAYS AS ("charges_minor" - "paid_minor") STORED,
  "first_day" date NOT NULL,
  "last_day" date NOT NULL,
  PRIMARY KEY ("order_id", "folio_no")
);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "folio_totals_group_span" ON "folio_totals" USING gist ("group_id", daterange("first_day", "last_day", '[)'));
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "folio_totals_group_open" ON "folio_totals" ("group_id", "last_day") WHERE "balance_minor" <> 0;
--> statement-breakpoint
-- The payments put on a company's account: the city ledger sums them at every financial report.
CREATE INDEX IF NOT EXISTS "payments_company_account" ON "payments" ("group_id", "company_id") WHERE "method" = 'company_account';
--> statement-breakpoint
-- Adds what a statement wrote on order_charges or payments to its folios' totals. TG_ARGV: the
-- row's amount column (amount_minor, hotel_amount_minor), its key, and the total it goes to
-- (charges_minor, paid_minor). An update counts only the rows whose folio, day or amount changed
-- (the night audit's posting touches none of these), each as minus its old version plus its new.
-- Folios are taken in key order, so two statements touching the same folios cannot deadlock.
CREATE OR REPLACE FUNCTION auberge_folio_totals_written() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  amount text := TG_ARGV[0];
  key text := TG_ARGV[1];
  total text := TG_ARGV[2];
  changed text := format('FROM new_rows n JOIN old_rows o ON o.%1$I = n.%1$I
    WHERE (n.order_id, n.folio_no, n.day, n.%2$I) IS DISTINCT FROM (o.order_id, o.folio_no, o.day, o.%2$I)', key, amount);
  written text;
BEGIN
  written := CASE TG_OP
    WHEN 'INSERT' THEN format('SELECT group_id, order_id, folio_no, day, %I AS amount FROM new_rows', amount)
    -- An order's deletion cascades to its charges and to its totals alike: nothing to keep for it.
    WHEN 'DELETE' THEN format('SELECT group_id, order_id, folio_no, day, -%I AS amount FROM old_rows
      WHERE order_id IN (SELECT order_id FROM orders)', amount)
    ELSE format('SELECT n.group_id, n.order_id, n.folio_no, n.day, n.%1$I AS amount %2$s
      UNION ALL SELECT o.group_id, o.order_id, o.folio_no, o.day, -o.%1$I %2$s', amount, changed)
  END;
  EXECUTE format('INSERT INTO folio_totals AS t (order_id, folio_no, group_id, %1$I, first_day, last_day)
    SELECT w.order_id, w.folio_no, min(w.group_id), sum(w.amount), min(w.day), max(w.day) FROM (%2$s) w
    GROUP BY w.order_id, w.folio_no ORDER BY w.order_id, w.folio_no
    ON CONFLICT (order_id, folio_no) DO UPDATE SET %1$I = t.%1$I + excluded.%1$I,
      first_day = least(t.first_day, excluded.first_day), last_day = greatest(t.last_day, excluded.last_day)', total, written);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "order_charges_folio_totals_insert" AFTER INSERT ON "order_charges"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION auberge_folio_totals_written('amount_minor', 'charge_id', 'charges_minor');
--> statement-breakpoint
CREATE TRIGGER "order_charges_folio_totals_update" AFTER UPDATE ON "order_charges"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION auberge_folio_totals_written('amount_minor', 'charge_id', 'charges_minor');
--> statement-breakpoint
CREATE TRIGGER "order_charges_folio_totals_delete" AFTER DELETE ON "order_charges"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION auberge_folio_totals_written('amount_minor', 'charge_id', 'charges_minor');
--> statement-breakpoint
CREATE TRIGGER "payments_folio_totals_insert" AFTER INSERT ON "payments"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION auberge_folio_totals_written('hotel_amount_minor', 'payment_id', 'paid_minor');
--> statement-breakpoint
CREATE TRIGGER "payments_folio_totals_update" AFTER UPDATE ON "payments"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION auberge_folio_totals_written('hotel_amount_minor', 'payment_id', 'paid_minor');
--> statement-breakpoint
CREATE TRIGGER "payments_folio_totals_delete" AFTER DELETE ON "payments"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION auberge_folio_totals_written('hotel_amount_minor', 'payment_id', 'paid_minor');
--> statement-breakpoint
-- The folios of the charges and payments written before this migration.
INSERT INTO folio_totals (order_id, folio_no, group_id, charges_minor, paid_minor, first_day, last_day)
SELECT order_id, folio_no, min(group_id), sum(charges), sum(paid), min(day), max(day) FROM (
  SELECT group_id, order_id, folio_no, day, amount_minor AS charges, 0::bigint AS paid FROM order_charges
  UNION ALL SELECT group_id, order_id, folio_no, day, 0, hotel_amount_minor FROM payments
) w GROUP BY order_id, folio_no
ON CONFLICT (order_id, folio_no) DO NOTHING;
--> statement-breakpoint
-- The folio screen's balances (0007's view) read the kept totals too, so one sum is shown everywhere.
CREATE OR REPLACE VIEW "folio_balances" AS
  SELECT f.group_id, f.order_id, f.folio_no,
    coalesce(t.charges_minor, 0)::bigint AS charges_minor,
    coalesce(t.paid_minor, 0)::bigint AS paid_minor,
    coalesce(t.balance_minor, 0)::bigint AS balance_minor
  FROM (
    SELECT o.group_id, o.order_id, 1::smallint AS folio_no FROM orders o
    UNION SELECT x.group_id, x.order_id, x.folio_no FROM folios x
  ) f
  LEFT JOIN folio_totals t ON t.order_id = f.order_id AND t.folio_no = f.folio_no;
