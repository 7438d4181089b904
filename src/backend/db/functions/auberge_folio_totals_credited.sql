-- A credit note is a folio movement (balance = charges - payments - credit notes): it adds to the
-- kept totals of the folio of the invoice it corrects.
CREATE OR REPLACE FUNCTION auberge_folio_totals_credited() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO folio_totals AS t (order_id, folio_no, group_id, credited_minor, first_day, last_day)
    VALUES (NEW.order_id, coalesce(NEW.folio_no, 1), NEW.group_id, NEW.total_minor, NEW.day, NEW.day)
    ON CONFLICT (order_id, folio_no) DO UPDATE SET credited_minor = t.credited_minor + excluded.credited_minor,
      first_day = least(t.first_day, excluded.first_day), last_day = greatest(t.last_day, excluded.last_day);
  RETURN NULL;
END;
$$;

CREATE OR REPLACE TRIGGER invoices_folio_totals_credited AFTER INSERT ON invoices
  FOR EACH ROW WHEN (new.kind = 'credit_note'::text AND new.order_id IS NOT NULL) EXECUTE FUNCTION auberge_folio_totals_credited();
