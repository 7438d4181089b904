-- Adds inserted charges (a booking's nights, a posted extra) to their folios' kept totals
-- (folio_totals): a static statement, planned once per connection, where the generic
-- auberge_folio_totals_written would run dynamic SQL at every booking. Same rows, same order, same
-- totals as that function's INSERT case.
CREATE OR REPLACE FUNCTION auberge_folio_totals_charges_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO folio_totals AS t (order_id, folio_no, group_id, charges_minor, first_day, last_day)
    SELECT w.order_id, w.folio_no, min(w.group_id), sum(w.amount_minor), min(w.day), max(w.day) FROM new_rows w
    GROUP BY w.order_id, w.folio_no ORDER BY w.order_id, w.folio_no
    ON CONFLICT (order_id, folio_no) DO UPDATE SET charges_minor = t.charges_minor + excluded.charges_minor,
      first_day = least(t.first_day, excluded.first_day), last_day = greatest(t.last_day, excluded.last_day);
  RETURN NULL;
END $$;

CREATE OR REPLACE TRIGGER order_charges_folio_totals_insert AFTER INSERT ON order_charges
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION auberge_folio_totals_charges_inserted();
