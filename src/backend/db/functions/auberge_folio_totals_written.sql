-- What each folio holds, kept as charges and payments are written (folio_totals): the sum of its
-- charges and of its payments in the hotel's currency, and two days no charge or payment of it is
-- dated before (first_day) or after (last_day). Writes only widen them. So at the end of a day D a
-- folio whose last_day is on or before D owes exactly its balance, and only the folios spanning D
-- need their rows summed (the financial report's open balances).
-- TG_ARGV: the row's amount column (amount_minor, hotel_amount_minor), its key, and the total it goes
-- to (charges_minor, paid_minor). An update counts only the rows whose folio, day or amount changed
-- (the night audit's posting touches none of these), each as minus its old version plus its new.
-- Folios are taken in key order, so two statements touching the same folios cannot deadlock.
-- Set-based, one upsert per statement.
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

-- Charges' inserts have their own static function (auberge_folio_totals_charges_inserted).
CREATE OR REPLACE TRIGGER order_charges_folio_totals_delete AFTER DELETE ON order_charges
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION auberge_folio_totals_written('amount_minor', 'charge_id', 'charges_minor');
CREATE OR REPLACE TRIGGER order_charges_folio_totals_update AFTER UPDATE ON order_charges
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION auberge_folio_totals_written('amount_minor', 'charge_id', 'charges_minor');
CREATE OR REPLACE TRIGGER payments_folio_totals_delete AFTER DELETE ON payments
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION auberge_folio_totals_written('hotel_amount_minor', 'payment_id', 'paid_minor');
CREATE OR REPLACE TRIGGER payments_folio_totals_insert AFTER INSERT ON payments
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION auberge_folio_totals_written('hotel_amount_minor', 'payment_id', 'paid_minor');
CREATE OR REPLACE TRIGGER payments_folio_totals_update AFTER UPDATE ON payments
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION auberge_folio_totals_written('hotel_amount_minor', 'payment_id', 'paid_minor');
