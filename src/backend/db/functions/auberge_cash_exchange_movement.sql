-- An exchange desk operation moves the drawer's cash: the guest's foreign notes go in, the hotel's
-- currency goes out, in the shift of whoever made it (auberge_cash_shift_for).
CREATE OR REPLACE FUNCTION auberge_cash_exchange_movement() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE v integer;
BEGIN
  v := auberge_cash_shift_for(NEW.group_id, NEW.user_id, NEW.day);
  INSERT INTO cash_movements (shift_id, group_id, kind, currency, amount_minor, hotel_amount_minor, day, exchange_operation_id, user_id, created_at)
  VALUES (v, NEW.group_id, 'exchange_in', NEW.currency, NEW.amount_minor, NEW.paid_minor, NEW.day, NEW.operation_id, NEW.user_id, NEW.created_at);
  IF NEW.paid_minor > 0 THEN
    INSERT INTO cash_movements (shift_id, group_id, kind, currency, amount_minor, hotel_amount_minor, day, exchange_operation_id, user_id, created_at)
    VALUES (v, NEW.group_id, 'exchange_out', NEW.paid_currency, -NEW.paid_minor, -NEW.paid_minor, NEW.day, NEW.operation_id, NEW.user_id, NEW.created_at);
  END IF;
  RETURN NEW;
END;
$$;

CREATE OR REPLACE TRIGGER exchange_operations_cash_movement AFTER INSERT ON exchange_operations
  FOR EACH ROW EXECUTE FUNCTION auberge_cash_exchange_movement();
