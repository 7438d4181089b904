CREATE TABLE "accounting_accounts" (
	"group_id" integer NOT NULL,
	"kind" text NOT NULL,
	"key" text NOT NULL,
	"account" text NOT NULL,
	CONSTRAINT "accounting_accounts_group_id_kind_key_pk" PRIMARY KEY("group_id","kind","key")
);
--> statement-breakpoint
CREATE TABLE "accounting_entries" (
	"line_id" bigserial PRIMARY KEY NOT NULL,
	"group_id" integer NOT NULL,
	"entry_no" bigint NOT NULL,
	"day" date NOT NULL,
	"journal" text NOT NULL,
	"source" text NOT NULL,
	"source_id" integer NOT NULL,
	"document_number" text DEFAULT '' NOT NULL,
	"customer_id" integer,
	"order_id" integer,
	"account" text NOT NULL,
	"label" text NOT NULL,
	"debit_minor" bigint DEFAULT 0 NOT NULL,
	"credit_minor" bigint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "accounting_entries_sides" CHECK ("accounting_entries"."debit_minor" >= 0 and "accounting_entries"."credit_minor" >= 0 and ("accounting_entries"."debit_minor" = 0) <> ("accounting_entries"."credit_minor" = 0))
);
--> statement-breakpoint
CREATE TABLE "exchange_rates" (
	"rate_id" serial PRIMARY KEY NOT NULL,
	"group_id" integer NOT NULL,
	"currency" char(3) NOT NULL,
	"day" date NOT NULL,
	"rate" numeric(18, 8) NOT NULL,
	"updated_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "exchange_rates_group_currency_day" UNIQUE("group_id","currency","day"),
	CONSTRAINT "exchange_rates_positive" CHECK ("exchange_rates"."rate" > 0)
);
--> statement-breakpoint
CREATE TABLE "folios" (
	"folio_id" serial PRIMARY KEY NOT NULL,
	"group_id" integer NOT NULL,
	"order_id" integer NOT NULL,
	"folio_no" smallint NOT NULL,
	"label" text DEFAULT '' NOT NULL,
	"company_id" integer,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "folios_order_no" UNIQUE("order_id","folio_no"),
	CONSTRAINT "folios_no" CHECK ("folios"."folio_no" between 1 and 99)
);
--> statement-breakpoint
CREATE TABLE "invoice_counters" (
	"group_id" integer NOT NULL,
	"kind" text NOT NULL,
	"year" integer NOT NULL,
	"last_seq" integer NOT NULL,
	CONSTRAINT "invoice_counters_group_id_kind_year_pk" PRIMARY KEY("group_id","kind","year")
);
--> statement-breakpoint
CREATE TABLE "invoice_lines" (
	"line_id" bigserial PRIMARY KEY NOT NULL,
	"invoice_id" integer NOT NULL,
	"charge_id" integer,
	"day" date,
	"description" text NOT NULL,
	"quantity" integer DEFAULT 1 NOT NULL,
	"unit_price_minor" bigint NOT NULL,
	"tax_rate_bp" integer DEFAULT 0 NOT NULL,
	"amount_minor" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "invoice_taxes" (
	"invoice_id" integer NOT NULL,
	"tax_rate_bp" integer NOT NULL,
	"net_minor" bigint NOT NULL,
	"tax_minor" bigint NOT NULL,
	CONSTRAINT "invoice_taxes_invoice_id_tax_rate_bp_pk" PRIMARY KEY("invoice_id","tax_rate_bp")
);
--> statement-breakpoint
CREATE TABLE "invoices" (
	"invoice_id" serial PRIMARY KEY NOT NULL,
	"group_id" integer NOT NULL,
	"kind" text NOT NULL,
	"year" integer NOT NULL,
	"seq" integer NOT NULL,
	"number" text NOT NULL,
	"order_id" integer,
	"folio_no" smallint,
	"customer_id" integer,
	"bill_to" text NOT NULL,
	"bill_to_address" text DEFAULT '' NOT NULL,
	"language" char(2) DEFAULT 'fr' NOT NULL,
	"currency" char(3) NOT NULL,
	"total_minor" bigint NOT NULL,
	"net_minor" bigint NOT NULL,
	"tax_minor" bigint NOT NULL,
	"credited_invoice_id" integer,
	"grouped_in" integer,
	"reason" text DEFAULT '' NOT NULL,
	"day" date NOT NULL,
	"issued_by" integer,
	"issued_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invoices_number" UNIQUE("group_id","kind","year","seq"),
	CONSTRAINT "invoices_kind" CHECK ("invoices"."kind" in ('invoice', 'credit_note')),
	CONSTRAINT "invoices_credit_cites" CHECK (("invoices"."kind" = 'credit_note') = ("invoices"."credited_invoice_id" is not null)),
	CONSTRAINT "invoices_totals" CHECK ("invoices"."total_minor" = "invoices"."net_minor" + "invoices"."tax_minor")
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"payment_id" serial PRIMARY KEY NOT NULL,
	"group_id" integer NOT NULL,
	"order_id" integer NOT NULL,
	"folio_no" smallint DEFAULT 1 NOT NULL,
	"method" text NOT NULL,
	"currency" char(3) NOT NULL,
	"amount_minor" bigint NOT NULL,
	"rate" numeric(18, 8) DEFAULT '1' NOT NULL,
	"hotel_amount_minor" bigint NOT NULL,
	"day" date NOT NULL,
	"reference" text DEFAULT '' NOT NULL,
	"company_id" integer,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone,
	CONSTRAINT "payments_method" CHECK ("payments"."method" in ('cash', 'card', 'transfer', 'cheque', 'rfid_wallet', 'company_account')),
	CONSTRAINT "payments_nonzero" CHECK ("payments"."amount_minor" <> 0 and sign("payments"."hotel_amount_minor") = sign("payments"."amount_minor")),
	CONSTRAINT "payments_rate" CHECK ("payments"."rate" > 0),
	CONSTRAINT "payments_company" CHECK (("payments"."method" = 'company_account') = ("payments"."company_id" is not null))
);
--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "status" SET DEFAULT 4;--> statement-breakpoint
ALTER TABLE "hotels" ADD COLUMN "legal_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "hotels" ADD COLUMN "address" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "hotels" ADD COLUMN "tax_id" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "order_charges" ADD COLUMN "quantity" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "order_charges" ADD COLUMN "unit_price_minor" bigint;--> statement-breakpoint
ALTER TABLE "order_charges" ADD COLUMN "tax_rate_bp" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "order_charges" ADD COLUMN "family" text DEFAULT 'room' NOT NULL;--> statement-breakpoint
ALTER TABLE "order_charges" ADD COLUMN "folio_no" smallint DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "order_charges" ADD COLUMN "pos_id" integer;--> statement-breakpoint
ALTER TABLE "order_charges" ADD COLUMN "posted_day" date;--> statement-breakpoint
ALTER TABLE "order_charges" ADD COLUMN "invoice_id" integer;--> statement-breakpoint
ALTER TABLE "order_charges" ADD COLUMN "created_by" integer;--> statement-breakpoint
ALTER TABLE "order_charges" ADD COLUMN "created_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "accounting_accounts" ADD CONSTRAINT "accounting_accounts_group_id_hotels_group_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."hotels"("group_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "accounting_entries" ADD CONSTRAINT "accounting_entries_group_id_hotels_group_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."hotels"("group_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exchange_rates" ADD CONSTRAINT "exchange_rates_group_id_hotels_group_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."hotels"("group_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "folios" ADD CONSTRAINT "folios_group_id_hotels_group_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."hotels"("group_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "folios" ADD CONSTRAINT "folios_order_id_orders_order_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("order_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "folios" ADD CONSTRAINT "folios_company_id_customers_customer_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."customers"("customer_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_counters" ADD CONSTRAINT "invoice_counters_group_id_hotels_group_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."hotels"("group_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_lines" ADD CONSTRAINT "invoice_lines_invoice_id_invoices_invoice_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("invoice_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_taxes" ADD CONSTRAINT "invoice_taxes_invoice_id_invoices_invoice_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("invoice_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_group_id_hotels_group_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."hotels"("group_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_order_id_orders_order_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("order_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_customer_id_customers_customer_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("customer_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_issued_by_users_user_id_fk" FOREIGN KEY ("issued_by") REFERENCES "public"."users"("user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_group_id_hotels_group_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."hotels"("group_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_order_id_orders_order_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("order_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_company_id_customers_customer_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."customers"("customer_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_created_by_users_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "accounting_entries_group_day" ON "accounting_entries" USING btree ("group_id","day");--> statement-breakpoint
CREATE INDEX "accounting_entries_entry" ON "accounting_entries" USING btree ("entry_no");--> statement-breakpoint
CREATE INDEX "invoice_lines_invoice" ON "invoice_lines" USING btree ("invoice_id");--> statement-breakpoint
CREATE INDEX "invoice_lines_charge" ON "invoice_lines" USING btree ("charge_id");--> statement-breakpoint
CREATE INDEX "invoices_group_issued" ON "invoices" USING btree ("group_id","issued_at");--> statement-breakpoint
CREATE INDEX "invoices_order" ON "invoices" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "invoices_customer" ON "invoices" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "invoices_credited" ON "invoices" USING btree ("credited_invoice_id");--> statement-breakpoint
CREATE INDEX "payments_order" ON "payments" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "payments_group_day" ON "payments" USING btree ("group_id","day");--> statement-breakpoint
CREATE INDEX "payments_group_created" ON "payments" USING btree ("group_id","created_at");--> statement-breakpoint
ALTER TABLE "order_charges" ADD CONSTRAINT "order_charges_pos_id_service_points_pos_id_fk" FOREIGN KEY ("pos_id") REFERENCES "public"."service_points"("pos_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_charges" ADD CONSTRAINT "order_charges_kind" CHECK ("order_charges"."kind" in ('room_night', 'extra', 'cancellation', 'no_show', 'fee', 'discount', 'city_tax', 'wallet'));--> statement-breakpoint
ALTER TABLE "order_charges" ADD CONSTRAINT "order_charges_quantity" CHECK ("order_charges"."quantity" > 0);--> statement-breakpoint
ALTER TABLE "order_charges" ADD CONSTRAINT "order_charges_tax_rate" CHECK ("order_charges"."tax_rate_bp" between 0 and 10000);--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_status" CHECK ("orders"."status" in (0, 1, 4, 6));--> statement-breakpoint
-- operations.md §4: 0 pending, 1 preorder, 4 confirmed. The old codes were 0 draft, 1 confirmed, 4 closed.
UPDATE "orders" SET "status" = 4 WHERE "status" = 1;
--> statement-breakpoint
CREATE SEQUENCE "accounting_entry_no_seq";
--> statement-breakpoint
-- A folio's balance, computed by the database: its charges less the payments taken on it (hotel currency).
CREATE VIEW "folio_balances" AS
  SELECT f.group_id, f.order_id, f.folio_no,
    coalesce((SELECT sum(c.amount_minor) FROM order_charges c WHERE c.order_id = f.order_id AND c.folio_no = f.folio_no), 0)::bigint AS charges_minor,
    coalesce((SELECT sum(p.hotel_amount_minor) FROM payments p WHERE p.order_id = f.order_id AND p.folio_no = f.folio_no), 0)::bigint AS paid_minor,
    (coalesce((SELECT sum(c.amount_minor) FROM order_charges c WHERE c.order_id = f.order_id AND c.folio_no = f.folio_no), 0)
      - coalesce((SELECT sum(p.hotel_amount_minor) FROM payments p WHERE p.order_id = f.order_id AND p.folio_no = f.folio_no), 0))::bigint AS balance_minor
  FROM (
    SELECT o.group_id, o.order_id, 1::smallint AS folio_no FROM orders o
    UNION SELECT x.group_id, x.order_id, x.folio_no FROM folios x
  ) f;
--> statement-breakpoint
-- A posted charge is frozen: only its folio (routing) and its invoice may still change; it is never deleted.
CREATE FUNCTION auberge_charge_frozen() RETURNS trigger LANGUAGE plpgsql AS $$
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
--> statement-breakpoint
CREATE TRIGGER "order_charges_frozen" BEFORE UPDATE OR DELETE ON "order_charges"
  FOR EACH ROW EXECUTE FUNCTION auberge_charge_frozen();
--> statement-breakpoint
-- Money of a closed business day is frozen: no payment is added to, changed on or deleted from it.
CREATE FUNCTION auberge_payment_open_day() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE r record;
BEGIN
  IF TG_OP = 'INSERT' THEN r := NEW; ELSE r := OLD; END IF;
  IF EXISTS (SELECT 1 FROM business_days b WHERE b.group_id = r.group_id AND b.day >= r.day) THEN
    RAISE EXCEPTION 'payment day % of hotel % is closed; record a correcting payment on an open day', r.day, r.group_id USING ERRCODE = '55000';
  END IF;
  IF TG_OP = 'UPDATE' AND EXISTS (SELECT 1 FROM business_days b WHERE b.group_id = NEW.group_id AND b.day >= NEW.day) THEN
    RAISE EXCEPTION 'payment day % of hotel % is closed', NEW.day, NEW.group_id USING ERRCODE = '55000';
  END IF;
  IF TG_OP = 'DELETE' THEN RETURN OLD; END IF;
  RETURN NEW;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "payments_open_day" BEFORE INSERT OR UPDATE OR DELETE ON "payments"
  FOR EACH ROW EXECUTE FUNCTION auberge_payment_open_day();
--> statement-breakpoint
-- An issued invoice or credit note never changes (only its grouping under a debtor invoice) and is never deleted.
CREATE FUNCTION auberge_invoice_frozen() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' OR (to_jsonb(NEW) - 'grouped_in') IS DISTINCT FROM (to_jsonb(OLD) - 'grouped_in') THEN
    RAISE EXCEPTION 'invoice % is issued and cannot change; issue a credit note', OLD.number USING ERRCODE = '55000';
  END IF;
  RETURN NEW;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "invoices_frozen" BEFORE UPDATE OR DELETE ON "invoices"
  FOR EACH ROW EXECUTE FUNCTION auberge_invoice_frozen();
--> statement-breakpoint
CREATE TRIGGER "invoice_lines_frozen" BEFORE UPDATE OR DELETE ON "invoice_lines"
  FOR EACH ROW EXECUTE FUNCTION auberge_refuse_change();
--> statement-breakpoint
CREATE TRIGGER "invoice_taxes_frozen" BEFORE UPDATE OR DELETE ON "invoice_taxes"
  FOR EACH ROW EXECUTE FUNCTION auberge_refuse_change();
--> statement-breakpoint
-- A credit note cites an invoice of its hotel and, with the credit notes before it, never exceeds it.
CREATE FUNCTION auberge_credit_within_invoice() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE inv record; credited bigint;
BEGIN
  IF NEW.kind <> 'credit_note' THEN RETURN NEW; END IF;
  SELECT invoice_id, group_id, kind, total_minor INTO inv FROM invoices WHERE invoice_id = NEW.credited_invoice_id FOR UPDATE;
  IF inv.invoice_id IS NULL OR inv.kind <> 'invoice' OR inv.group_id <> NEW.group_id THEN
    RAISE EXCEPTION 'credit note cites invoice %, which is not an invoice of hotel %', NEW.credited_invoice_id, NEW.group_id USING ERRCODE = '23514';
  END IF;
  SELECT coalesce(sum(total_minor), 0) INTO credited FROM invoices WHERE credited_invoice_id = NEW.credited_invoice_id;
  IF NEW.total_minor <= 0 OR credited + NEW.total_minor > inv.total_minor THEN
    RAISE EXCEPTION 'credit note of % exceeds what is left of invoice % (% of %)', NEW.total_minor, NEW.credited_invoice_id, inv.total_minor - credited, inv.total_minor USING ERRCODE = '23514';
  END IF;
  RETURN NEW;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "invoices_credit_within" BEFORE INSERT ON "invoices"
  FOR EACH ROW EXECUTE FUNCTION auberge_credit_within_invoice();
--> statement-breakpoint
CREATE TRIGGER "accounting_entries_append_only" BEFORE UPDATE OR DELETE ON "accounting_entries"
  FOR EACH ROW EXECUTE FUNCTION auberge_refuse_change();
--> statement-breakpoint
-- Every entry balances: its debits equal its credits, checked at commit.
CREATE FUNCTION auberge_entry_balanced() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE d bigint; c bigint;
BEGIN
  SELECT sum(debit_minor), sum(credit_minor) INTO d, c FROM accounting_entries WHERE entry_no = NEW.entry_no;
  IF d <> c THEN
    RAISE EXCEPTION 'accounting entry % does not balance: debit % credit %', NEW.entry_no, d, c USING ERRCODE = '23514';
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "accounting_entries_balanced" AFTER INSERT ON "accounting_entries"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION auberge_entry_balanced();
