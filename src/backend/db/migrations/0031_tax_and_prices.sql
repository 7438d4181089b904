-- 0031_tax_and_prices (issue 32, defects 4, 5 and 8): every charge carries the tax rate the hotel
-- configured for its family, the RFID wallet method moves the wallet, and nothing is sold at zero
-- unless it is explicitly free.

-- The hotel's tax configuration: one rate per charge family. A family without a row has no rate:
-- a charge of it is refused (a configuration error for the administrator), never posted at 0 %.
-- An exemption is a row at 0.
CREATE TABLE "tax_rates" (
  "group_id" integer NOT NULL REFERENCES "hotels" ("group_id"),
  "family" text NOT NULL,
  "rate_bp" integer NOT NULL,
  "updated_at" timestamp with time zone DEFAULT now() NOT NULL,
  "updated_by" integer REFERENCES "users" ("user_id"),
  PRIMARY KEY ("group_id", "family"),
  CONSTRAINT "tax_rates_family" CHECK ("family" in ('room', 'food', 'beverage', 'service', 'minibar', 'laundry', 'fee', 'city_tax', 'other')),
  CONSTRAINT "tax_rates_rate" CHECK ("rate_bp" between 0 and 10000)
);
--> statement-breakpoint
-- The rates a hotel of a country starts with (seeds, the history import, this migration), so that
-- they are written in one place. Morocco: accommodation and restaurant 10 %, drinks and other
-- services 20 %, fees follow the night (10 %), the taxe de séjour is outside VAT. France:
-- accommodation, food and fees 10 %, drinks and services 20 %, taxe de séjour outside VAT.
-- Portugal (the history import's hotels): accommodation and fees 6 %, food 13 %, the rest 23 %.
CREATE FUNCTION auberge_country_tax_rates(p_country text) RETURNS TABLE (family text, rate_bp integer) LANGUAGE sql IMMUTABLE AS $$
  SELECT v.family, v.rate_bp FROM (VALUES
    ('MA', 'room', 1000), ('MA', 'food', 1000), ('MA', 'beverage', 2000), ('MA', 'service', 2000), ('MA', 'minibar', 2000),
    ('MA', 'laundry', 2000), ('MA', 'fee', 1000), ('MA', 'city_tax', 0), ('MA', 'other', 2000),
    ('FR', 'room', 1000), ('FR', 'food', 1000), ('FR', 'beverage', 2000), ('FR', 'service', 2000), ('FR', 'minibar', 2000),
    ('FR', 'laundry', 2000), ('FR', 'fee', 1000), ('FR', 'city_tax', 0), ('FR', 'other', 2000),
    ('PT', 'room', 600), ('PT', 'food', 1300), ('PT', 'beverage', 2300), ('PT', 'service', 2300), ('PT', 'minibar', 2300),
    ('PT', 'laundry', 2300), ('PT', 'fee', 600), ('PT', 'city_tax', 0), ('PT', 'other', 2300)
  ) AS v(country, family, rate_bp)
  WHERE v.country = upper(p_country)
$$;
--> statement-breakpoint
-- Hotels already running keep working: those of a country with known rates get them, the others
-- (none in a demo install) get nothing and their administrator is asked to set them.
INSERT INTO "tax_rates" ("group_id", "family", "rate_bp")
  SELECT h.group_id, r.family, r.rate_bp FROM hotels h CROSS JOIN LATERAL auberge_country_tax_rates(h.country_code) r WHERE h.group_id > 0;
--> statement-breakpoint
-- The rate of a family, or an error naming the family and what to do (SQLSTATE AT001, answered 409).
CREATE FUNCTION auberge_tax_rate(p_group integer, p_family text) RETURNS integer LANGUAGE plpgsql STABLE AS $$
DECLARE
  v integer;
BEGIN
  SELECT rate_bp INTO v FROM tax_rates WHERE group_id = p_group AND family = p_family;
  IF v IS NULL THEN
    RAISE EXCEPTION 'Hotel % has no tax rate for the family ''%'': an administrator must set it under Rate Management, Tax rates.', p_group, p_family
      USING ERRCODE = 'AT001', HINT = p_family;
  END IF;
  RETURN v;
END;
$$;
--> statement-breakpoint
-- A back-office product may carry its own rate (a sold item taxed apart from its family).
ALTER TABLE "bo_products" ADD COLUMN "tax_rate_bp" integer;
--> statement-breakpoint
ALTER TABLE "bo_products" ADD CONSTRAINT "bo_products_tax_rate" CHECK ("tax_rate_bp" IS NULL OR "tax_rate_bp" BETWEEN 0 AND 10000);
--> statement-breakpoint
-- A charge names its rate: no default stands in for it.
ALTER TABLE "order_charges" ALTER COLUMN "tax_rate_bp" DROP DEFAULT;
--> statement-breakpoint
-- Free only when said: a charge at zero must be marked complimentary (a complimentary plan, a free item).
ALTER TABLE "order_charges" ADD COLUMN "complimentary" boolean DEFAULT false NOT NULL;
--> statement-breakpoint
-- Charges already at zero (an upgrade's history) were given away: say so, without firing the
-- posting and freezing triggers (their amounts do not change).
ALTER TABLE "order_charges" DISABLE TRIGGER USER;
--> statement-breakpoint
UPDATE "order_charges" SET "complimentary" = true WHERE "amount_minor" = 0;
--> statement-breakpoint
ALTER TABLE "order_charges" ENABLE TRIGGER USER;
--> statement-breakpoint
ALTER TABLE "order_charges" ADD CONSTRAINT "order_charges_priced" CHECK ("amount_minor" <> 0 OR "complimentary");
--> statement-breakpoint
-- A complimentary plan sells its nights at zero, on purpose.
ALTER TABLE "rate_plans" ADD COLUMN "complimentary" boolean DEFAULT false NOT NULL;
--> statement-breakpoint
-- A delivery line is valued: at zero only when the supplier gave it (free). Lines received before
-- this rule stay as they were (NOT VALID); every new or changed line is checked.
ALTER TABLE "bo_delivery_lines" ADD COLUMN "free" boolean DEFAULT false NOT NULL;
--> statement-breakpoint
ALTER TABLE "bo_delivery_lines" ADD CONSTRAINT "bo_delivery_lines_priced" CHECK (CASE WHEN "free" THEN "unit_cost_minor" = 0 ELSE "unit_cost_minor" > 0 END) NOT VALID;
--> statement-breakpoint
-- The wallet's ledger: a movement is a service point's charge (positive), a folio paid with the
-- wallet (positive) or a refund to it (negative, a payment's only). The wallet's spent amount
-- follows its movements, so remaining = limit - charges + refunds, and its check keeps it >= 0.
ALTER TABLE "wallet_charges" ADD COLUMN "payment_id" integer REFERENCES "payments" ("payment_id");
--> statement-breakpoint
ALTER TABLE "wallet_charges" DROP CONSTRAINT "wallet_charges_amount";
--> statement-breakpoint
ALTER TABLE "wallet_charges" ADD CONSTRAINT "wallet_charges_amount" CHECK ("amount_minor" > 0 OR ("payment_id" IS NOT NULL AND "amount_minor" <> 0));
--> statement-breakpoint
CREATE INDEX "wallet_charges_payment" ON "wallet_charges" ("payment_id") WHERE "payment_id" IS NOT NULL;
--> statement-breakpoint
CREATE FUNCTION auberge_wallet_moved() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE rfid_wallets SET spent_minor = spent_minor + NEW.amount_minor WHERE wallet_id = NEW.wallet_id;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "wallet_charges_move_wallet" AFTER INSERT ON "wallet_charges"
  FOR EACH ROW EXECUTE FUNCTION auberge_wallet_moved();
--> statement-breakpoint
CREATE TRIGGER "wallet_charges_append_only" BEFORE UPDATE OR DELETE ON "wallet_charges"
  FOR EACH ROW EXECUTE FUNCTION auberge_refuse_change();
--> statement-breakpoint
-- What a wallet spent changes only through a movement (the trigger above, one level down).
CREATE FUNCTION auberge_wallet_spent_by_movement() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.spent_minor IS DISTINCT FROM OLD.spent_minor AND pg_trigger_depth() < 2 THEN
    RAISE EXCEPTION 'wallet % spent changes only through a wallet movement (wallet_charges)', OLD.wallet_id USING ERRCODE = '55000';
  END IF;
  RETURN NEW;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "rfid_wallets_spent_by_movement" BEFORE UPDATE OF "spent_minor" ON "rfid_wallets"
  FOR EACH ROW EXECUTE FUNCTION auberge_wallet_spent_by_movement();
--> statement-breakpoint
-- A payment by RFID wallet is matched by its wallet movements to the unit; a movement tied to a
-- payment belongs to a wallet payment. Checked at commit, so the payment and its movement are
-- written in either order within one transaction.
CREATE FUNCTION auberge_wallet_payment_matched() RETURNS trigger LANGUAGE plpgsql AS $$
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
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "payments_wallet_matched_insert" AFTER INSERT ON "payments"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW WHEN (NEW.method = 'rfid_wallet') EXECUTE FUNCTION auberge_wallet_payment_matched();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "payments_wallet_matched_update" AFTER UPDATE OF "method", "hotel_amount_minor" ON "payments"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION auberge_wallet_payment_matched();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "wallet_charges_payment_matched" AFTER INSERT ON "wallet_charges"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW WHEN (NEW.payment_id IS NOT NULL) EXECUTE FUNCTION auberge_wallet_payment_matched();
