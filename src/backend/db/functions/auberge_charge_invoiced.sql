-- A charge on an issued invoice never changes or disappears: its money, day, kind, text, tax, place
-- (order, item, folio) and its invoice stay as issued; only its posting (the closing) may still come.
-- A credit note corrects the money, a new charge bills anew.
CREATE OR REPLACE FUNCTION auberge_charge_invoiced() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE num text;
BEGIN
  IF TG_OP = 'UPDATE' AND (NEW.amount_minor, NEW.kind, NEW.day, NEW.description, NEW.quantity, NEW.unit_price_minor, NEW.tax_rate_bp, NEW.family,
      NEW.order_id, NEW.item_id, NEW.group_id, NEW.folio_no, NEW.invoice_id)
    IS NOT DISTINCT FROM (OLD.amount_minor, OLD.kind, OLD.day, OLD.description, OLD.quantity, OLD.unit_price_minor, OLD.tax_rate_bp, OLD.family,
      OLD.order_id, OLD.item_id, OLD.group_id, OLD.folio_no, OLD.invoice_id) THEN
    RETURN NEW;
  END IF;
  SELECT number INTO num FROM invoices WHERE invoice_id = OLD.invoice_id;
  RAISE EXCEPTION 'charge % (%, %) is on issued invoice % and cannot be %; issue a credit note on % and add a correcting charge instead',
    OLD.charge_id, OLD.description, OLD.day, coalesce(num, OLD.invoice_id::text), CASE TG_OP WHEN 'DELETE' THEN 'deleted' ELSE 'changed' END, coalesce(num, OLD.invoice_id::text)
    USING ERRCODE = '55000';
END;
$$;

-- WHEN: the rows not invoiced (a booking's nights, every write before the invoice) never call it.
CREATE OR REPLACE TRIGGER order_charges_invoiced BEFORE DELETE OR UPDATE ON order_charges
  FOR EACH ROW WHEN (old.invoice_id IS NOT NULL) EXECUTE FUNCTION auberge_charge_invoiced();
