-- What a wallet spent changes only through a movement (auberge_wallet_moved, one trigger level down).
CREATE OR REPLACE FUNCTION auberge_wallet_spent_by_movement() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.spent_minor IS DISTINCT FROM OLD.spent_minor AND pg_trigger_depth() < 2 THEN
    RAISE EXCEPTION 'wallet % spent changes only through a wallet movement (wallet_charges)', OLD.wallet_id USING ERRCODE = '55000';
  END IF;
  RETURN NEW;
END;
$$;

CREATE OR REPLACE TRIGGER rfid_wallets_spent_by_movement BEFORE UPDATE OF spent_minor ON rfid_wallets
  FOR EACH ROW EXECUTE FUNCTION auberge_wallet_spent_by_movement();
