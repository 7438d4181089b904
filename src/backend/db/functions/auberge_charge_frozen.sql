-- A posted charge is frozen: only its folio (routing) and its invoice may still change, and it is
-- never deleted. A correction is a new charge.
CREATE OR REPLACE FUNCTION auberge_charge_frozen() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    IF OLD.posted_day IS NOT NULL THEN
      RAISE EXCEPTION 'charge % was posted on % and cannot be deleted; add a correcting charge instead', OLD.charge_id, OLD.posted_day USING ERRCODE = '55000';
    END IF;
    RETURN OLD;
  END IF;
  IF OLD.posted_day IS NOT NULL AND (NEW.amount_minor, NEW.kind, NEW.day, NEW.description, NEW.quantity, NEW.unit_price_minor, NEW.tax_rate_bp, NEW.family, NEW.order_id, NEW.item_id, NEW.posted_day)
      IS DISTINCT FROM (OLD.amount_minor, OLD.kind, OLD.day, OLD.description, OLD.quantity, OLD.unit_price_minor, OLD.tax_rate_bp, OLD.family, OLD.order_id, OLD.item_id, OLD.posted_day) THEN
    RAISE EXCEPTION 'charge % was posted on % and cannot change; add a correcting charge instead', OLD.charge_id, OLD.posted_day USING ERRCODE = '55000';
  END IF;
  RETURN NEW;
END;
$$;

CREATE OR REPLACE TRIGGER order_charges_frozen BEFORE DELETE OR UPDATE ON order_charges
  FOR EACH ROW EXECUTE FUNCTION auberge_charge_frozen();
