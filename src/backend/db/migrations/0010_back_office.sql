CREATE TABLE "bo_counters" (
	"group_id" integer NOT NULL,
	"prefix" text NOT NULL,
	"last_number" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "bo_counters_group_id_prefix_pk" PRIMARY KEY("group_id","prefix")
);
--> statement-breakpoint
CREATE TABLE "bo_closed_periods" (
	"closed_period_id" serial PRIMARY KEY NOT NULL,
	"group_id" integer NOT NULL,
	"from_day" date NOT NULL,
	"to_day" date NOT NULL,
	"order_type" integer DEFAULT 4 NOT NULL,
	"status" integer DEFAULT 4 NOT NULL,
	"closed_by" integer NOT NULL,
	"closed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"reopened_by" integer,
	"reopened_at" timestamp with time zone,
	CONSTRAINT "bo_closed_range" CHECK ("bo_closed_periods"."from_day" <= "bo_closed_periods"."to_day")
);
--> statement-breakpoint
CREATE TABLE "bo_deliveries" (
	"delivery_id" serial PRIMARY KEY NOT NULL,
	"group_id" integer NOT NULL,
	"number" text NOT NULL,
	"purchase_order_id" integer NOT NULL,
	"store_id" integer NOT NULL,
	"status" integer DEFAULT 0 NOT NULL,
	"day" date NOT NULL,
	"supplier_reference" text DEFAULT '' NOT NULL,
	"created_by" integer NOT NULL,
	"confirmed_by" integer,
	"confirmed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bo_deliveries_group_number" UNIQUE("group_id","number"),
	CONSTRAINT "bo_deliveries_status" CHECK ("bo_deliveries"."status" in (0, 4))
);
--> statement-breakpoint
CREATE TABLE "bo_delivery_lines" (
	"delivery_line_id" serial PRIMARY KEY NOT NULL,
	"delivery_id" integer NOT NULL,
	"line_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"quantity" numeric(14, 3) NOT NULL,
	"unit_cost_minor" bigint NOT NULL,
	CONSTRAINT "bo_delivery_lines_quantity" CHECK ("bo_delivery_lines"."quantity" > 0)
);
--> statement-breakpoint
CREATE TABLE "bo_internal_order_lines" (
	"internal_line_id" serial PRIMARY KEY NOT NULL,
	"internal_order_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"quantity" numeric(14, 3) NOT NULL,
	"unit_cost_minor" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "bo_internal_lines_quantity" CHECK ("bo_internal_order_lines"."quantity" > 0 and "bo_internal_order_lines"."unit_cost_minor" >= 0)
);
--> statement-breakpoint
CREATE TABLE "bo_internal_orders" (
	"internal_order_id" serial PRIMARY KEY NOT NULL,
	"group_id" integer NOT NULL,
	"number" text NOT NULL,
	"kind" text NOT NULL,
	"from_store_id" integer,
	"to_store_id" integer,
	"status" integer DEFAULT 0 NOT NULL,
	"day" date NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"created_by" integer NOT NULL,
	"validated_by" integer,
	"validated_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bo_internal_group_number" UNIQUE("group_id","number"),
	CONSTRAINT "bo_internal_kind" CHECK ("bo_internal_orders"."kind" in ('add_stock', 'transfer', 'consumption')),
	CONSTRAINT "bo_internal_status" CHECK ("bo_internal_orders"."status" in (0, 4, 9)),
	CONSTRAINT "bo_internal_stores" CHECK (("bo_internal_orders"."kind" = 'add_stock' and "bo_internal_orders"."to_store_id" is not null and "bo_internal_orders"."from_store_id" is null)
    or ("bo_internal_orders"."kind" = 'consumption' and "bo_internal_orders"."from_store_id" is not null and "bo_internal_orders"."to_store_id" is null)
    or ("bo_internal_orders"."kind" = 'transfer' and "bo_internal_orders"."from_store_id" is not null and "bo_internal_orders"."to_store_id" is not null and "bo_internal_orders"."from_store_id" <> "bo_internal_orders"."to_store_id"))
);
--> statement-breakpoint
CREATE TABLE "bo_inventories" (
	"inventory_id" serial PRIMARY KEY NOT NULL,
	"group_id" integer NOT NULL,
	"store_id" integer NOT NULL,
	"day" date NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"created_by" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bo_inventory_lines" (
	"inventory_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"theoretical" numeric(14, 3) NOT NULL,
	"counted" numeric(14, 3) NOT NULL,
	"difference_value_minor" bigint NOT NULL,
	CONSTRAINT "bo_inventory_lines_inventory_id_product_id_pk" PRIMARY KEY("inventory_id","product_id"),
	CONSTRAINT "bo_inventory_lines_counted" CHECK ("bo_inventory_lines"."counted" >= 0)
);
--> statement-breakpoint
CREATE TABLE "bo_product_families" (
	"family_id" serial PRIMARY KEY NOT NULL,
	"group_id" integer NOT NULL,
	"parent_id" integer,
	"code" text NOT NULL,
	"name" text NOT NULL,
	CONSTRAINT "bo_families_group_code" UNIQUE("group_id","code")
);
--> statement-breakpoint
CREATE TABLE "bo_products" (
	"product_id" serial PRIMARY KEY NOT NULL,
	"group_id" integer NOT NULL,
	"reference" text NOT NULL,
	"product_type" text DEFAULT 'product' NOT NULL,
	"name" text NOT NULL,
	"unit" text DEFAULT 'unit' NOT NULL,
	"contents" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"tags" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"purchase_price_minor" bigint DEFAULT 0 NOT NULL,
	"sale_price_minor" bigint DEFAULT 0 NOT NULL,
	"supplier_id" integer,
	"family_id" integer,
	"stocked" boolean DEFAULT true NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bo_products_group_reference" UNIQUE("group_id","reference"),
	CONSTRAINT "bo_products_type" CHECK ("bo_products"."product_type" in ('product', 'article', 'service')),
	CONSTRAINT "bo_products_prices" CHECK ("bo_products"."purchase_price_minor" >= 0 and "bo_products"."sale_price_minor" >= 0),
	CONSTRAINT "bo_products_service_not_stocked" CHECK ("bo_products"."product_type" <> 'service' or not "bo_products"."stocked")
);
--> statement-breakpoint
CREATE TABLE "bo_purchase_order_events" (
	"event_id" serial PRIMARY KEY NOT NULL,
	"purchase_order_id" integer NOT NULL,
	"user_id" integer,
	"type" text NOT NULL,
	"message" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bo_purchase_order_lines" (
	"line_id" serial PRIMARY KEY NOT NULL,
	"purchase_order_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"quantity" numeric(14, 3) NOT NULL,
	"unit_price_minor" bigint NOT NULL,
	"received_quantity" numeric(14, 3) DEFAULT '0' NOT NULL,
	"status" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "bo_po_lines_quantity" CHECK ("bo_purchase_order_lines"."quantity" > 0 and "bo_purchase_order_lines"."received_quantity" >= 0 and "bo_purchase_order_lines"."unit_price_minor" >= 0)
);
--> statement-breakpoint
CREATE TABLE "bo_purchase_orders" (
	"purchase_order_id" serial PRIMARY KEY NOT NULL,
	"group_id" integer NOT NULL,
	"number" text NOT NULL,
	"supplier_id" integer NOT NULL,
	"store_id" integer NOT NULL,
	"status" integer DEFAULT 1 NOT NULL,
	"currency" char(3) DEFAULT 'MAD' NOT NULL,
	"day" date NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"allow_over_delivery" boolean DEFAULT false NOT NULL,
	"total_minor" bigint DEFAULT 0 NOT NULL,
	"created_by" integer NOT NULL,
	"approved_by" integer,
	"approved_at" timestamp with time zone,
	"archived" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bo_po_group_number" UNIQUE("group_id","number"),
	CONSTRAINT "bo_po_status" CHECK ("bo_purchase_orders"."status" in (0, 1, 4, 9)),
	CONSTRAINT "bo_po_four_eyes" CHECK ("bo_purchase_orders"."approved_by" is null or "bo_purchase_orders"."approved_by" <> "bo_purchase_orders"."created_by")
);
--> statement-breakpoint
CREATE TABLE "bo_stock_balances" (
	"product_id" integer NOT NULL,
	"store_id" integer NOT NULL,
	"group_id" integer NOT NULL,
	"quantity" numeric(14, 3) DEFAULT '0' NOT NULL,
	"value_minor" bigint DEFAULT 0 NOT NULL,
	"last_movement_id" bigint,
	CONSTRAINT "bo_stock_balances_product_id_store_id_pk" PRIMARY KEY("product_id","store_id")
);
--> statement-breakpoint
CREATE TABLE "bo_stock_movements" (
	"movement_id" bigserial PRIMARY KEY NOT NULL,
	"group_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"store_id" integer NOT NULL,
	"day" date NOT NULL,
	"kind" text NOT NULL,
	"quantity" numeric(14, 3) NOT NULL,
	"unit_cost_minor" bigint DEFAULT 0 NOT NULL,
	"value_minor" bigint DEFAULT 0 NOT NULL,
	"balance_after" numeric(14, 3) DEFAULT '0' NOT NULL,
	"value_after_minor" bigint DEFAULT 0 NOT NULL,
	"source_type" text NOT NULL,
	"source_id" integer,
	"note" text DEFAULT '' NOT NULL,
	"user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bo_movements_kind" CHECK ("bo_stock_movements"."kind" in ('delivery', 'add_stock', 'transfer_out', 'transfer_in', 'consumption', 'sale', 'correction')),
	CONSTRAINT "bo_movements_quantity" CHECK ("bo_stock_movements"."quantity" <> 0)
);
--> statement-breakpoint
CREATE TABLE "bo_stores" (
	"store_id" serial PRIMARY KEY NOT NULL,
	"group_id" integer NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"pos_id" integer,
	"allow_negative" boolean DEFAULT false NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	CONSTRAINT "bo_stores_group_code" UNIQUE("group_id","code"),
	CONSTRAINT "bo_stores_pos" UNIQUE("pos_id")
);
--> statement-breakpoint
CREATE TABLE "bo_suppliers" (
	"supplier_id" serial PRIMARY KEY NOT NULL,
	"group_id" integer NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"email" text DEFAULT '' NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"address" text DEFAULT '' NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bo_suppliers_group_code" UNIQUE("group_id","code")
);
--> statement-breakpoint
ALTER TABLE "bo_counters" ADD CONSTRAINT "bo_counters_group_id_hotels_group_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."hotels"("group_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bo_closed_periods" ADD CONSTRAINT "bo_closed_periods_group_id_hotels_group_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."hotels"("group_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bo_closed_periods" ADD CONSTRAINT "bo_closed_periods_closed_by_users_user_id_fk" FOREIGN KEY ("closed_by") REFERENCES "public"."users"("user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bo_closed_periods" ADD CONSTRAINT "bo_closed_periods_reopened_by_users_user_id_fk" FOREIGN KEY ("reopened_by") REFERENCES "public"."users"("user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bo_deliveries" ADD CONSTRAINT "bo_deliveries_group_id_hotels_group_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."hotels"("group_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bo_deliveries" ADD CONSTRAINT "bo_deliveries_purchase_order_id_bo_purchase_orders_purchase_order_id_fk" FOREIGN KEY ("purchase_order_id") REFERENCES "public"."bo_purchase_orders"("purchase_order_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bo_deliveries" ADD CONSTRAINT "bo_deliveries_store_id_bo_stores_store_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."bo_stores"("store_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bo_deliveries" ADD CONSTRAINT "bo_deliveries_created_by_users_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bo_deliveries" ADD CONSTRAINT "bo_deliveries_confirmed_by_users_user_id_fk" FOREIGN KEY ("confirmed_by") REFERENCES "public"."users"("user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bo_delivery_lines" ADD CONSTRAINT "bo_delivery_lines_delivery_id_bo_deliveries_delivery_id_fk" FOREIGN KEY ("delivery_id") REFERENCES "public"."bo_deliveries"("delivery_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bo_delivery_lines" ADD CONSTRAINT "bo_delivery_lines_line_id_bo_purchase_order_lines_line_id_fk" FOREIGN KEY ("line_id") REFERENCES "public"."bo_purchase_order_lines"("line_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bo_delivery_lines" ADD CONSTRAINT "bo_delivery_lines_product_id_bo_products_product_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."bo_products"("product_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bo_internal_order_lines" ADD CONSTRAINT "bo_internal_order_lines_internal_order_id_bo_internal_orders_internal_order_id_fk" FOREIGN KEY ("internal_order_id") REFERENCES "public"."bo_internal_orders"("internal_order_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bo_internal_order_lines" ADD CONSTRAINT "bo_internal_order_lines_product_id_bo_products_product_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."bo_products"("product_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bo_internal_orders" ADD CONSTRAINT "bo_internal_orders_group_id_hotels_group_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."hotels"("group_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bo_internal_orders" ADD CONSTRAINT "bo_internal_orders_from_store_id_bo_stores_store_id_fk" FOREIGN KEY ("from_store_id") REFERENCES "public"."bo_stores"("store_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bo_internal_orders" ADD CONSTRAINT "bo_internal_orders_to_store_id_bo_stores_store_id_fk" FOREIGN KEY ("to_store_id") REFERENCES "public"."bo_stores"("store_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bo_internal_orders" ADD CONSTRAINT "bo_internal_orders_created_by_users_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bo_internal_orders" ADD CONSTRAINT "bo_internal_orders_validated_by_users_user_id_fk" FOREIGN KEY ("validated_by") REFERENCES "public"."users"("user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bo_inventories" ADD CONSTRAINT "bo_inventories_group_id_hotels_group_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."hotels"("group_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bo_inventories" ADD CONSTRAINT "bo_inventories_store_id_bo_stores_store_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."bo_stores"("store_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bo_inventories" ADD CONSTRAINT "bo_inventories_created_by_users_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bo_inventory_lines" ADD CONSTRAINT "bo_inventory_lines_inventory_id_bo_inventories_inventory_id_fk" FOREIGN KEY ("inventory_id") REFERENCES "public"."bo_inventories"("inventory_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bo_inventory_lines" ADD CONSTRAINT "bo_inventory_lines_product_id_bo_products_product_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."bo_products"("product_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bo_product_families" ADD CONSTRAINT "bo_product_families_group_id_hotels_group_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."hotels"("group_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bo_products" ADD CONSTRAINT "bo_products_group_id_hotels_group_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."hotels"("group_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bo_products" ADD CONSTRAINT "bo_products_supplier_id_bo_suppliers_supplier_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."bo_suppliers"("supplier_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bo_products" ADD CONSTRAINT "bo_products_family_id_bo_product_families_family_id_fk" FOREIGN KEY ("family_id") REFERENCES "public"."bo_product_families"("family_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bo_purchase_order_events" ADD CONSTRAINT "bo_purchase_order_events_purchase_order_id_bo_purchase_orders_purchase_order_id_fk" FOREIGN KEY ("purchase_order_id") REFERENCES "public"."bo_purchase_orders"("purchase_order_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bo_purchase_order_lines" ADD CONSTRAINT "bo_purchase_order_lines_purchase_order_id_bo_purchase_orders_purchase_order_id_fk" FOREIGN KEY ("purchase_order_id") REFERENCES "public"."bo_purchase_orders"("purchase_order_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bo_purchase_order_lines" ADD CONSTRAINT "bo_purchase_order_lines_product_id_bo_products_product_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."bo_products"("product_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bo_purchase_orders" ADD CONSTRAINT "bo_purchase_orders_group_id_hotels_group_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."hotels"("group_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bo_purchase_orders" ADD CONSTRAINT "bo_purchase_orders_supplier_id_bo_suppliers_supplier_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."bo_suppliers"("supplier_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bo_purchase_orders" ADD CONSTRAINT "bo_purchase_orders_store_id_bo_stores_store_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."bo_stores"("store_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bo_purchase_orders" ADD CONSTRAINT "bo_purchase_orders_created_by_users_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bo_purchase_orders" ADD CONSTRAINT "bo_purchase_orders_approved_by_users_user_id_fk" FOREIGN KEY ("approved_by") REFERENCES "public"."users"("user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bo_stock_balances" ADD CONSTRAINT "bo_stock_balances_product_id_bo_products_product_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."bo_products"("product_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bo_stock_balances" ADD CONSTRAINT "bo_stock_balances_store_id_bo_stores_store_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."bo_stores"("store_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bo_stock_balances" ADD CONSTRAINT "bo_stock_balances_group_id_hotels_group_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."hotels"("group_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bo_stock_movements" ADD CONSTRAINT "bo_stock_movements_group_id_hotels_group_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."hotels"("group_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bo_stock_movements" ADD CONSTRAINT "bo_stock_movements_product_id_bo_products_product_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."bo_products"("product_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bo_stock_movements" ADD CONSTRAINT "bo_stock_movements_store_id_bo_stores_store_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."bo_stores"("store_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bo_stores" ADD CONSTRAINT "bo_stores_group_id_hotels_group_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."hotels"("group_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bo_stores" ADD CONSTRAINT "bo_stores_pos_id_service_points_pos_id_fk" FOREIGN KEY ("pos_id") REFERENCES "public"."service_points"("pos_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bo_suppliers" ADD CONSTRAINT "bo_suppliers_group_id_hotels_group_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."hotels"("group_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bo_closed_group" ON "bo_closed_periods" USING btree ("group_id");--> statement-breakpoint
CREATE INDEX "bo_deliveries_order" ON "bo_deliveries" USING btree ("purchase_order_id");--> statement-breakpoint
CREATE INDEX "bo_delivery_lines_delivery" ON "bo_delivery_lines" USING btree ("delivery_id");--> statement-breakpoint
CREATE INDEX "bo_internal_lines_order" ON "bo_internal_order_lines" USING btree ("internal_order_id");--> statement-breakpoint
CREATE INDEX "bo_internal_group_created" ON "bo_internal_orders" USING btree ("group_id","created_at");--> statement-breakpoint
CREATE INDEX "bo_inventories_group" ON "bo_inventories" USING btree ("group_id","day");--> statement-breakpoint
CREATE INDEX "bo_po_events_order" ON "bo_purchase_order_events" USING btree ("purchase_order_id");--> statement-breakpoint
CREATE INDEX "bo_po_lines_order" ON "bo_purchase_order_lines" USING btree ("purchase_order_id");--> statement-breakpoint
CREATE INDEX "bo_po_group_created" ON "bo_purchase_orders" USING btree ("group_id","created_at");--> statement-breakpoint
CREATE INDEX "bo_balances_group" ON "bo_stock_balances" USING btree ("group_id","store_id");--> statement-breakpoint
CREATE INDEX "bo_movements_product_store" ON "bo_stock_movements" USING btree ("product_id","store_id","movement_id");--> statement-breakpoint
CREATE INDEX "bo_movements_group_day" ON "bo_stock_movements" USING btree ("group_id","day");--> statement-breakpoint
CREATE INDEX "bo_movements_source" ON "bo_stock_movements" USING btree ("source_type","source_id");--> statement-breakpoint
CREATE TRIGGER "bo_stock_movements_append_only" BEFORE UPDATE OR DELETE ON "bo_stock_movements"
  FOR EACH ROW EXECUTE FUNCTION auberge_refuse_change();
--> statement-breakpoint
CREATE FUNCTION bo_post_movement() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  b_qty numeric;
  b_val bigint;
  may_go_negative boolean;
  new_qty numeric;
BEGIN
  IF EXISTS (SELECT 1 FROM bo_closed_periods p WHERE p.group_id = NEW.group_id AND p.reopened_at IS NULL
             AND NEW.day BETWEEN p.from_day AND p.to_day) THEN
    RAISE EXCEPTION 'day: % lies inside a closed back-office period; reopen it first', NEW.day USING ERRCODE = 'AB002';
  END IF;
  INSERT INTO bo_stock_balances (product_id, store_id, group_id) VALUES (NEW.product_id, NEW.store_id, NEW.group_id)
    ON CONFLICT DO NOTHING;
  -- The balance row's lock serialises every movement of one product in one store.
  SELECT quantity, value_minor INTO b_qty, b_val FROM bo_stock_balances
    WHERE product_id = NEW.product_id AND store_id = NEW.store_id FOR UPDATE;
  SELECT allow_negative INTO may_go_negative FROM bo_stores WHERE store_id = NEW.store_id;
  new_qty := b_qty + NEW.quantity;
  IF new_qty < 0 AND NOT may_go_negative THEN
    RAISE EXCEPTION 'quantity: only % in stock of product % in store %; % cannot be issued', b_qty, NEW.product_id, NEW.store_id, -NEW.quantity
      USING ERRCODE = 'AB001';
  END IF;
  IF NEW.quantity > 0 THEN
    -- Entries carry their cost: a given value (a transfer's arrival keeps the departure's value) or quantity x unit cost.
    IF NEW.value_minor = 0 THEN
      NEW.value_minor := round(NEW.quantity * NEW.unit_cost_minor);
    ELSE
      NEW.unit_cost_minor := round(NEW.value_minor / NEW.quantity);
    END IF;
  ELSIF b_qty > 0 THEN
    -- Issues leave at the weighted average cost; the last units take whatever value is left.
    NEW.unit_cost_minor := round(b_val / b_qty);
    IF new_qty <= 0 THEN
      NEW.value_minor := -b_val;
    ELSE
      NEW.value_minor := -round(b_val * (-NEW.quantity) / b_qty);
    END IF;
  ELSE
    NEW.value_minor := -round((-NEW.quantity) * NEW.unit_cost_minor);
  END IF;
  NEW.balance_after := new_qty;
  NEW.value_after_minor := b_val + NEW.value_minor;
  UPDATE bo_stock_balances SET quantity = new_qty, value_minor = NEW.value_after_minor, last_movement_id = NEW.movement_id
    WHERE product_id = NEW.product_id AND store_id = NEW.store_id;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER "bo_stock_movements_post" BEFORE INSERT ON "bo_stock_movements"
  FOR EACH ROW EXECUTE FUNCTION bo_post_movement();
