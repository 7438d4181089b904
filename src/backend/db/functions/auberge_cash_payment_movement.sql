-- A payment's drawer movement follows its corrections, whatever path makes them: a new amount or
-- currency, a method changed from or to cash (a closed shift's movement refuses them all). It goes
-- with the payment when that is deleted (the foreign key's cascade, refused the same way).
CREATE OR REPLACE FUNCTION auberge_cash_payment_movement() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF EXISTS (SELECT 1 FROM cash_movements WHERE payment_id = NEW.payment_id) THEN
    IF NEW.method <> 'cash' THEN
      DELETE FROM cash_movements WHERE payment_id = NEW.payment_id;
    ELSIF NEW.amount_minor <> OLD.amount_minor OR NEW.currency <> OLD.currency OR NEW.hotel_amount_minor <> OLD.hotel_amount_minor THEN
      UPDATE cash_movements SET currency = NEW.currency, amount_minor = NEW.amount_minor, hotel_amount_minor = NEW.hotel_amount_minor,
        kind = CASE WHEN NEW.amount_minor < 0 THEN 'refund' ELSE 'payment' END
      WHERE payment_id = NEW.payment_id;
    END IF;
  ELSIF NEW.method = 'cash' AND OLD.method <> 'cash' THEN
    PERFORM auberge_cash_record_payment(NEW.payment_id);
  END IF;
  RETURN NEW;
END;
$$;

CREATE OR REPLACE TRIGGER payments_cash_movement AFTER UPDATE OF method, amount_minor, currency, hotel_amount_minor ON payments
  FOR EACH ROW EXECUTE FUNCTION auberge_cash_payment_movement();
