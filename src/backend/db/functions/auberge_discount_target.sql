-- A discount names the charge it lowers (discount_of): a charge of its own order that no issued
-- invoice holds. An invoiced charge is corrected by a credit note. No foreign key: a night a stay's
-- edit drops may take its discount's target away, and a key would make every charge's delete look
-- for discounts.
CREATE OR REPLACE FUNCTION auberge_discount_target() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE t record; num text;
BEGIN
  IF NEW.kind <> 'discount' THEN RETURN NEW; END IF;
  IF NEW.discount_of IS NULL THEN
    RAISE EXCEPTION 'a discount names the charge it lowers (discount_of)' USING ERRCODE = '23514';
  END IF;
  SELECT charge_id, order_id, invoice_id, kind INTO t FROM order_charges WHERE charge_id = NEW.discount_of;
  IF t.charge_id IS NULL OR t.order_id <> NEW.order_id OR t.kind = 'discount' THEN
    RAISE EXCEPTION 'discount of charge %, which is not a charge of order %', NEW.discount_of, NEW.order_id USING ERRCODE = '23514';
  END IF;
  IF t.invoice_id IS NOT NULL THEN
    SELECT number INTO num FROM invoices WHERE invoice_id = t.invoice_id;
    RAISE EXCEPTION 'charge % is on issued invoice %; a discount cannot lower it, issue a credit note on % instead', NEW.discount_of, coalesce(num, t.invoice_id::text), coalesce(num, t.invoice_id::text)
      USING ERRCODE = '55000';
  END IF;
  RETURN NEW;
END;
$$;

CREATE OR REPLACE TRIGGER order_charges_discount_target BEFORE INSERT OR UPDATE OF discount_of, kind ON order_charges
  FOR EACH ROW WHEN (new.kind = 'discount'::text) EXECUTE FUNCTION auberge_discount_target();
