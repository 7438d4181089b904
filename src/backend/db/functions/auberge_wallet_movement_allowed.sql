-- What an RFID wallet movement may be, whatever writes it: a service point charges only an active
-- wallet; a refund gives back a service point's charge of the same wallet, never more than that
-- charge in total (the wallet row is locked first, so two refunds at once take turns).
CREATE OR REPLACE FUNCTION auberge_wallet_movement_allowed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  w record;
  o record;
  refunded bigint;
BEGIN
  SELECT wallet_id, active INTO w FROM rfid_wallets WHERE wallet_id = NEW.wallet_id FOR UPDATE;
  IF NEW.refund_of IS NULL THEN
    IF NEW.payment_id IS NULL AND NOT w.active THEN
      RAISE EXCEPTION 'RFID wallet % is disabled: a service point cannot charge it', NEW.wallet_id USING ERRCODE = '23514';
    END IF;
    RETURN NEW;
  END IF;
  SELECT wallet_id, amount_minor, payment_id, refund_of INTO o FROM wallet_charges WHERE wallet_charge_id = NEW.refund_of;
  IF o.wallet_id IS DISTINCT FROM NEW.wallet_id OR o.payment_id IS NOT NULL OR o.refund_of IS NOT NULL OR o.amount_minor <= 0 THEN
    RAISE EXCEPTION 'wallet movement % is not a service point''s charge of wallet %: only those are refunded', NEW.refund_of, NEW.wallet_id
      USING ERRCODE = '23514';
  END IF;
  SELECT coalesce(-sum(amount_minor), 0) INTO refunded FROM wallet_charges WHERE refund_of = NEW.refund_of;
  IF refunded - NEW.amount_minor > o.amount_minor THEN
    RAISE EXCEPTION 'wallet charge % was % and % of it is refunded already: a refund of % is more than is left', NEW.refund_of, o.amount_minor, refunded, -NEW.amount_minor
      USING ERRCODE = '23514';
  END IF;
  RETURN NEW;
END;
$$;

CREATE OR REPLACE TRIGGER wallet_charges_movement_allowed BEFORE INSERT ON wallet_charges
  FOR EACH ROW EXECUTE FUNCTION auberge_wallet_movement_allowed();
