-- What an RFID wallet spent follows its movements (a service point's charge, a folio paid with the
-- wallet, a refund to it), so remaining = limit - charges + refunds, and its check keeps it >= 0.
CREATE OR REPLACE FUNCTION auberge_wallet_moved() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE rfid_wallets SET spent_minor = spent_minor + NEW.amount_minor WHERE wallet_id = NEW.wallet_id;
  RETURN NULL;
END;
$$;

CREATE OR REPLACE TRIGGER wallet_charges_move_wallet AFTER INSERT ON wallet_charges
  FOR EACH ROW EXECUTE FUNCTION auberge_wallet_moved();
