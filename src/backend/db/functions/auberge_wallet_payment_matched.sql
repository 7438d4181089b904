-- A payment by RFID wallet is matched by its wallet movements to the unit, and a movement tied to a
-- payment belongs to a wallet payment. Checked at commit, so the payment and its movement are written
-- in either order within one transaction.
CREATE OR REPLACE FUNCTION auberge_wallet_payment_matched() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  p_id integer := NEW.payment_id;
  p record;
  moved bigint;
BEGIN
  IF p_id IS NULL THEN RETURN NULL; END IF;
  SELECT payment_id, method, hotel_amount_minor INTO p FROM payments WHERE payment_id = p_id;
  SELECT coalesce(sum(amount_minor), 0) INTO moved FROM wallet_charges WHERE payment_id = p_id;
  IF p.method = 'rfid_wallet' AND moved <> p.hotel_amount_minor THEN
    RAISE EXCEPTION 'payment % by RFID wallet is % but its wallet movements are %: a wallet payment debits the wallet in the same transaction', p_id, p.hotel_amount_minor, moved
      USING ERRCODE = '23514';
  END IF;
  IF p.method IS DISTINCT FROM 'rfid_wallet' AND moved <> 0 THEN
    RAISE EXCEPTION 'payment % is by %, yet wallet movements of % name it', p_id, p.method, moved USING ERRCODE = '23514';
  END IF;
  RETURN NULL;
END;
$$;

DROP TRIGGER IF EXISTS payments_wallet_matched_insert ON payments;
CREATE CONSTRAINT TRIGGER payments_wallet_matched_insert AFTER INSERT ON payments
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW WHEN (new.method = 'rfid_wallet'::text) EXECUTE FUNCTION auberge_wallet_payment_matched();
DROP TRIGGER IF EXISTS payments_wallet_matched_update ON payments;
CREATE CONSTRAINT TRIGGER payments_wallet_matched_update AFTER UPDATE OF method, hotel_amount_minor ON payments
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION auberge_wallet_payment_matched();
DROP TRIGGER IF EXISTS wallet_charges_payment_matched ON wallet_charges;
CREATE CONSTRAINT TRIGGER wallet_charges_payment_matched AFTER INSERT ON wallet_charges
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW WHEN (new.payment_id IS NOT NULL) EXECUTE FUNCTION auberge_wallet_payment_matched();
