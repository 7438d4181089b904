-- 0032_cash_drawer (issue 32, defect 11): the closing's earliest time, the exchange desk in the
-- closed days' figures, and the cash drawer (cashier shifts and their cash movements).
--
-- The earliest local time a business day may be closed. 12:00-23:59: on the business day itself
-- (an evening audit); 00:00-11:59: on the next calendar day (the night audit after midnight, the
-- default 00:00 being midnight at the end of the day). Earlier needs the early_closing permission.
ALTER TABLE "hotels" ADD COLUMN "closing_not_before" time NOT NULL DEFAULT '00:00';
--> statement-breakpoint
-- The exchange desk's cash of a closed day: hotel currency paid out, foreign cash bought by currency.
ALTER TABLE "business_days" ADD COLUMN "exchange_paid_minor" bigint NOT NULL DEFAULT 0, ADD COLUMN "exchange_bought" jsonb NOT NULL DEFAULT '{}'::jsonb;
--> statement-breakpoint
-- A cashier's shift at a drawer (cashier_id null: the hotel's house drawer, where the cash of staff
-- without a drawer of their own goes). Open until counted; a closed shift never changes.
CREATE TABLE "cash_shifts" (
  "shift_id" serial PRIMARY KEY,
  "group_id" integer NOT NULL REFERENCES "hotels" ("group_id"),
  "cashier_id" integer REFERENCES "users" ("user_id"),
  "currency" char(3) NOT NULL,
  "opening_float_minor" bigint NOT NULL,
  "opened_day" date NOT NULL,
  "opened_at" timestamptz NOT NULL DEFAULT now(),
  "opened_by" integer REFERENCES "users" ("user_id"),
  "closed_at" timestamptz,
  "closed_day" date,
  "closed_by" integer REFERENCES "users" ("user_id"),
  "note" text NOT NULL DEFAULT '',
  CONSTRAINT "cash_shifts_float" CHECK ("opening_float_minor" >= 0),
  CONSTRAINT "cash_shifts_closed" CHECK (("closed_at" IS NULL) = ("closed_day" IS NULL) AND ("closed_at" IS NULL) = ("closed_by" IS NULL))
);
--> statement-breakpoint
-- One open shift per cashier (whatever the hotel), one open house drawer per hotel.
CREATE UNIQUE INDEX "cash_shifts_one_open_per_cashier" ON "cash_shifts" ("cashier_id") WHERE "closed_at" IS NULL AND "cashier_id" IS NOT NULL;
--> statement-breakpoint
CREATE UNIQUE INDEX "cash_shifts_one_open_house" ON "cash_shifts" ("group_id") WHERE "closed_at" IS NULL AND "cashier_id" IS NULL;
--> statement-breakpoint
CREATE INDEX "cash_shifts_group_opened" ON "cash_shifts" ("group_id", "opened_at");
--> statement-breakpoint
-- Cash into (+) or out of (-) a drawer, in the currency of the notes: a folio payment or refund in
-- cash, or an exchange desk operation (foreign cash in, hotel currency out).
CREATE TABLE "cash_movements" (
  "movement_id" bigserial PRIMARY KEY,
  "shift_id" integer NOT NULL REFERENCES "cash_shifts" ("shift_id"),
  "group_id" integer NOT NULL REFERENCES "hotels" ("group_id"),
  "kind" text NOT NULL,
  "currency" char(3) NOT NULL,
  "amount_minor" bigint NOT NULL,
  "hotel_amount_minor" bigint NOT NULL,
  "day" date NOT NULL,
  "payment_id" integer UNIQUE REFERENCES "payments" ("payment_id") ON DELETE CASCADE,
  "exchange_operation_id" integer REFERENCES "exchange_operations" ("operation_id"),
  "user_id" integer REFERENCES "users" ("user_id"),
  "created_at" timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT "cash_movements_kind" CHECK ("kind" IN ('payment', 'refund', 'exchange_in', 'exchange_out')),
  CONSTRAINT "cash_movements_amount" CHECK ("amount_minor" <> 0),
  CONSTRAINT "cash_movements_source" CHECK (("payment_id" IS NOT NULL) <> ("exchange_operation_id" IS NOT NULL))
);
--> statement-breakpoint
CREATE INDEX "cash_movements_shift" ON "cash_movements" ("shift_id");
--> statement-breakpoint
CREATE UNIQUE INDEX "cash_movements_exchange" ON "cash_movements" ("exchange_operation_id", "kind") WHERE "exchange_operation_id" IS NOT NULL;
--> statement-breakpoint
-- What the cashier counted at the close, per currency, beside what the drawer should hold.
CREATE TABLE "cash_shift_counts" (
  "shift_id" integer NOT NULL REFERENCES "cash_shifts" ("shift_id"),
  "currency" char(3) NOT NULL,
  "expected_minor" bigint NOT NULL,
  "counted_minor" bigint NOT NULL,
  "difference_minor" bigint NOT NULL,
  PRIMARY KEY ("shift_id", "currency"),
  CONSTRAINT "cash_shift_counts_counted" CHECK ("counted_minor" >= 0),
  CONSTRAINT "cash_shift_counts_difference" CHECK ("difference_minor" = "counted_minor" - "expected_minor")
);
--> statement-breakpoint
-- What a shift should hold per currency: its float (in the hotel's currency) and its movements.
CREATE FUNCTION auberge_cash_expected(p_shift integer) RETURNS TABLE (currency char(3), expected_minor bigint) LANGUAGE sql STABLE AS $$
  SELECT x.currency, sum(x.amount)::bigint FROM (
    SELECT s.currency, s.opening_float_minor AS amount FROM cash_shifts s WHERE s.shift_id = p_shift
    UNION ALL SELECT m.currency, m.amount_minor FROM cash_movements m WHERE m.shift_id = p_shift
  ) x GROUP BY x.currency
$$;
--> statement-breakpoint
-- A closed shift never changes; an open one changes only by being closed, and only with a count
-- of every currency it holds whose expected amount is what its float and movements add up to.
CREATE FUNCTION auberge_cash_shift_guard() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE missing text;
BEGIN
  IF TG_OP = 'DELETE' THEN
    RAISE EXCEPTION 'cash shift % cannot be deleted: a shift is kept, counted or not', OLD.shift_id USING ERRCODE = '55000';
  END IF;
  IF OLD.closed_at IS NOT NULL THEN
    RAISE EXCEPTION 'cash shift % was closed at %: its count and difference are kept as they are', OLD.shift_id, OLD.closed_at USING ERRCODE = '55000';
  END IF;
  IF NEW.group_id <> OLD.group_id OR NEW.cashier_id IS DISTINCT FROM OLD.cashier_id OR NEW.currency <> OLD.currency
     OR NEW.opening_float_minor <> OLD.opening_float_minor OR NEW.opened_day <> OLD.opened_day OR NEW.opened_at <> OLD.opened_at THEN
    RAISE EXCEPTION 'cash shift %: its cashier, hotel, float and opening are kept as opened', OLD.shift_id USING ERRCODE = '55000';
  END IF;
  IF NEW.closed_at IS NOT NULL THEN
    SELECT string_agg(e.currency || ' ' || e.expected_minor, ', ') INTO missing
    FROM auberge_cash_expected(NEW.shift_id) e
    LEFT JOIN cash_shift_counts k ON k.shift_id = NEW.shift_id AND k.currency = e.currency
    WHERE k.shift_id IS NULL OR k.expected_minor <> e.expected_minor;
    IF missing IS NOT NULL THEN
      RAISE EXCEPTION 'cash shift % cannot close: no count matching the expected cash of %', NEW.shift_id, missing USING ERRCODE = '55000';
    END IF;
    IF EXISTS (SELECT 1 FROM cash_shift_counts k WHERE k.shift_id = NEW.shift_id
               AND NOT EXISTS (SELECT 1 FROM auberge_cash_expected(NEW.shift_id) e WHERE e.currency = k.currency) AND k.expected_minor <> 0) THEN
      RAISE EXCEPTION 'cash shift % cannot close: a count expects cash of a currency the shift never held', NEW.shift_id USING ERRCODE = '55000';
    END IF;
  END IF;
  RETURN NEW;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "cash_shifts_guard" BEFORE UPDATE OR DELETE ON "cash_shifts" FOR EACH ROW EXECUTE FUNCTION auberge_cash_shift_guard();
--> statement-breakpoint
-- Movements and counts belong to an open shift of their hotel: a closed shift's are frozen.
CREATE FUNCTION auberge_cash_open_shift() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE s record;
BEGIN
  IF TG_OP <> 'INSERT' THEN
    SELECT closed_at INTO s FROM cash_shifts WHERE shift_id = OLD.shift_id;
    IF s.closed_at IS NOT NULL THEN
      RAISE EXCEPTION 'cash shift % is closed: its % rows never change (record a new movement in an open shift)', OLD.shift_id, TG_TABLE_NAME USING ERRCODE = '55000';
    END IF;
    IF TG_OP = 'DELETE' THEN RETURN OLD; END IF;
  END IF;
  SELECT group_id, closed_at INTO s FROM cash_shifts WHERE shift_id = NEW.shift_id;
  IF s.closed_at IS NOT NULL THEN
    RAISE EXCEPTION 'cash shift % is closed: nothing is added to it (open a new shift)', NEW.shift_id USING ERRCODE = '55000';
  END IF;
  IF TG_TABLE_NAME = 'cash_movements' THEN
    IF s.group_id <> NEW.group_id THEN
      RAISE EXCEPTION 'cash shift % belongs to hotel %, not %', NEW.shift_id, s.group_id, NEW.group_id USING ERRCODE = '55000';
    END IF;
  END IF;
  RETURN NEW;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "cash_movements_open_shift" BEFORE INSERT OR UPDATE OR DELETE ON "cash_movements" FOR EACH ROW EXECUTE FUNCTION auberge_cash_open_shift();
--> statement-breakpoint
CREATE TRIGGER "cash_shift_counts_open_shift" BEFORE INSERT OR UPDATE OR DELETE ON "cash_shift_counts" FOR EACH ROW EXECUTE FUNCTION auberge_cash_open_shift();
--> statement-breakpoint
-- The drawer cash of a user goes to: their open shift in that hotel, else the hotel's house drawer
-- (opened here with no float when none is open). Whether a cashier may take cash without a drawer
-- of their own is the application's refusal (cash-drawer/require-open-drawer.ts).
CREATE FUNCTION auberge_cash_shift_for(p_group integer, p_user integer, p_day date) RETURNS integer LANGUAGE plpgsql AS $$
DECLARE v integer;
BEGIN
  IF p_user IS NOT NULL THEN
    SELECT shift_id INTO v FROM cash_shifts WHERE cashier_id = p_user AND group_id = p_group AND closed_at IS NULL;
    IF v IS NOT NULL THEN RETURN v; END IF;
  END IF;
  SELECT shift_id INTO v FROM cash_shifts WHERE group_id = p_group AND cashier_id IS NULL AND closed_at IS NULL;
  IF v IS NOT NULL THEN RETURN v; END IF;
  INSERT INTO cash_shifts (group_id, cashier_id, currency, opening_float_minor, opened_day)
    SELECT h.group_id, NULL, h.currency, 0, p_day FROM hotels h WHERE h.group_id = p_group
    ON CONFLICT (group_id) WHERE closed_at IS NULL AND cashier_id IS NULL DO NOTHING
    RETURNING shift_id INTO v;
  IF v IS NULL THEN
    SELECT shift_id INTO v FROM cash_shifts WHERE group_id = p_group AND cashier_id IS NULL AND closed_at IS NULL;
  END IF;
  RETURN v;
END;
$$;
--> statement-breakpoint
-- A cash payment or refund becomes a drawer movement in its own transaction: the payment path calls
-- this (cash-drawer/record-drawer-cash.ts) once it has said whether the user may take cash.
CREATE FUNCTION auberge_cash_record_payment(p_payment integer) RETURNS void LANGUAGE sql AS $$
  INSERT INTO cash_movements (shift_id, group_id, kind, currency, amount_minor, hotel_amount_minor, day, payment_id, user_id, created_at)
  SELECT auberge_cash_shift_for(p.group_id, p.created_by, p.day), p.group_id, CASE WHEN p.amount_minor < 0 THEN 'refund' ELSE 'payment' END,
    p.currency, p.amount_minor, p.hotel_amount_minor, p.day, p.payment_id, p.created_by, p.created_at
  FROM payments p WHERE p.payment_id = p_payment AND p.method = 'cash'
  ON CONFLICT (payment_id) DO NOTHING
$$;
--> statement-breakpoint
-- A payment's drawer movement follows its corrections, whatever path makes them: a new amount or
-- currency, a method changed from or to cash (a closed shift's movement refuses them all); and it
-- goes with the payment when it is deleted (cascade, refused the same way).
CREATE FUNCTION auberge_cash_payment_movement() RETURNS trigger LANGUAGE plpgsql AS $$
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
--> statement-breakpoint
CREATE TRIGGER "payments_cash_movement" AFTER UPDATE OF method, amount_minor, currency, hotel_amount_minor ON "payments"
  FOR EACH ROW EXECUTE FUNCTION auberge_cash_payment_movement();
--> statement-breakpoint
-- An exchange desk operation: the guest's foreign notes go into the drawer, the hotel's currency goes out.
CREATE FUNCTION auberge_cash_exchange_movement() RETURNS trigger LANGUAGE plpgsql AS $$
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
--> statement-breakpoint
CREATE TRIGGER "exchange_operations_cash_movement" AFTER INSERT ON "exchange_operations"
  FOR EACH ROW EXECUTE FUNCTION auberge_cash_exchange_movement();
