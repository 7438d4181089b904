CREATE TABLE "business_days" (
	"group_id" integer NOT NULL,
	"day" date NOT NULL,
	"closed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"closed_by" integer,
	CONSTRAINT "business_days_group_id_day_pk" PRIMARY KEY("group_id","day")
);
--> statement-breakpoint
CREATE TABLE "hotels" (
	"group_id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"code" text NOT NULL,
	"city" text DEFAULT '' NOT NULL,
	"country_code" char(2) DEFAULT 'MA' NOT NULL,
	"currency" char(3) DEFAULT 'MAD' NOT NULL,
	"timezone" text DEFAULT 'Africa/Casablanca' NOT NULL,
	"attributes" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "hotels_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "service_points" (
	"pos_id" serial PRIMARY KEY NOT NULL,
	"group_id" integer NOT NULL,
	"name" text NOT NULL,
	"code" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	CONSTRAINT "service_points_group_code" UNIQUE("group_id","code")
);
--> statement-breakpoint
CREATE TABLE "roles" (
	"role_id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"activated_menu" text DEFAULT '' NOT NULL,
	CONSTRAINT "roles_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "user_preferred_hotels" (
	"user_id" integer NOT NULL,
	"group_id" integer NOT NULL,
	CONSTRAINT "user_preferred_hotels_user_id_group_id_pk" PRIMARY KEY("user_id","group_id")
);
--> statement-breakpoint
CREATE TABLE "user_preferred_pos" (
	"user_id" integer NOT NULL,
	"pos_id" integer NOT NULL,
	CONSTRAINT "user_preferred_pos_user_id_pos_id_pk" PRIMARY KEY("user_id","pos_id")
);
--> statement-breakpoint
CREATE TABLE "user_roles" (
	"user_id" integer NOT NULL,
	"role_id" integer NOT NULL,
	CONSTRAINT "user_roles_user_id_role_id_pk" PRIMARY KEY("user_id","role_id")
);
--> statement-breakpoint
CREATE TABLE "users" (
	"user_id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"username" text NOT NULL,
	"name" text NOT NULL,
	"email" text DEFAULT '' NOT NULL,
	"password_hash" text,
	"language" char(2) DEFAULT 'en' NOT NULL,
	"group_id" integer NOT NULL,
	"pos_id" integer,
	"customer_id" integer,
	"permissions" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"failed_logins" integer DEFAULT 0 NOT NULL,
	"locked_until" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_code_unique" UNIQUE("code"),
	CONSTRAINT "users_username_unique" UNIQUE("username"),
	CONSTRAINT "users_language" CHECK ("users"."language" in ('en', 'fr'))
);
--> statement-breakpoint
CREATE TABLE "menus" (
	"menu_id" serial PRIMARY KEY NOT NULL,
	"app_id" integer DEFAULT 1 NOT NULL,
	"parent_id" integer,
	"key" text NOT NULL,
	"name" text NOT NULL,
	"name_fr" text NOT NULL,
	"priority" integer NOT NULL,
	"is_root" boolean DEFAULT false NOT NULL,
	"url" text,
	"icon" text,
	"code" integer,
	"menu_index" integer NOT NULL,
	"item_index" integer NOT NULL,
	"state" integer DEFAULT 0 NOT NULL,
	"chauffeur_only" boolean DEFAULT false NOT NULL,
	"partner" boolean DEFAULT false NOT NULL,
	CONSTRAINT "menus_app_key" UNIQUE("app_id","key")
);
--> statement-breakpoint
CREATE TABLE "user_menu_stats" (
	"menu_stat_id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"menu_id" integer NOT NULL,
	"app_id" integer DEFAULT 1 NOT NULL,
	"activated" boolean DEFAULT true NOT NULL,
	CONSTRAINT "user_menu_stats_user_menu" UNIQUE("user_id","menu_id","app_id")
);
--> statement-breakpoint
CREATE TABLE "audit_event_types" (
	"audit_event_type_id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"name_fr" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "audit_events" (
	"audit_event_id" bigserial PRIMARY KEY NOT NULL,
	"group_id" integer NOT NULL,
	"user_id" integer,
	"user_name" text DEFAULT '' NOT NULL,
	"type_id" integer NOT NULL,
	"message" text NOT NULL,
	"priority" text DEFAULT 'Critical' NOT NULL,
	"item_id" integer,
	"item_number" text,
	"detail" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "buildings" (
	"building_id" serial PRIMARY KEY NOT NULL,
	"group_id" integer NOT NULL,
	"name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "floors" (
	"floor_id" serial PRIMARY KEY NOT NULL,
	"group_id" integer NOT NULL,
	"building_id" integer NOT NULL,
	"name" text NOT NULL,
	"level" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "room_types" (
	"room_type_id" serial PRIMARY KEY NOT NULL,
	"group_id" integer NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"capacity" integer DEFAULT 2 NOT NULL,
	"base_rate_minor" integer DEFAULT 0 NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "room_types_group_code" UNIQUE("group_id","code"),
	CONSTRAINT "room_types_capacity" CHECK ("room_types"."capacity" > 0)
);
--> statement-breakpoint
CREATE TABLE "rooms" (
	"room_id" serial PRIMARY KEY NOT NULL,
	"group_id" integer NOT NULL,
	"name" text NOT NULL,
	"room_type_id" integer NOT NULL,
	"floor_id" integer,
	"zone_id" integer,
	"housekeeping_status" text DEFAULT 'CLEAN' NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	CONSTRAINT "rooms_group_name" UNIQUE("group_id","name"),
	CONSTRAINT "rooms_housekeeping_status" CHECK ("rooms"."housekeeping_status" in ('CLEAN', 'DIRTY', 'INSPECTED', 'OUT_OF_ORDER'))
);
--> statement-breakpoint
CREATE TABLE "zones" (
	"zone_id" serial PRIMARY KEY NOT NULL,
	"group_id" integer NOT NULL,
	"name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "customer_segments" (
	"customer_id" integer NOT NULL,
	"segment_id" integer NOT NULL,
	CONSTRAINT "customer_segments_customer_id_segment_id_pk" PRIMARY KEY("customer_id","segment_id")
);
--> statement-breakpoint
CREATE TABLE "customers" (
	"customer_id" serial PRIMARY KEY NOT NULL,
	"group_id" integer NOT NULL,
	"kind" text NOT NULL,
	"civility" text,
	"first_name" text DEFAULT '' NOT NULL,
	"last_name" text DEFAULT '' NOT NULL,
	"company_name" text DEFAULT '' NOT NULL,
	"legal_form" text,
	"tax_id" text,
	"email" text DEFAULT '' NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"country_code" char(2),
	"city" text DEFAULT '' NOT NULL,
	"address" text DEFAULT '' NOT NULL,
	"nationality" char(2),
	"birth_date" date,
	"doc_type_id" integer,
	"doc_number" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "customers_kind" CHECK ("customers"."kind" in ('person', 'company'))
);
--> statement-breakpoint
CREATE TABLE "doc_types" (
	"doc_type_id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"name_fr" text NOT NULL,
	CONSTRAINT "doc_types_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "market_segments" (
	"segment_id" serial PRIMARY KEY NOT NULL,
	"group_id" integer NOT NULL,
	"name" text NOT NULL,
	"code" text NOT NULL,
	"channel" integer DEFAULT 15 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_charges" (
	"charge_id" serial PRIMARY KEY NOT NULL,
	"group_id" integer NOT NULL,
	"order_id" integer NOT NULL,
	"item_id" integer NOT NULL,
	"day" date NOT NULL,
	"kind" text NOT NULL,
	"description" text NOT NULL,
	"amount_minor" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_events" (
	"order_event_id" serial PRIMARY KEY NOT NULL,
	"group_id" integer NOT NULL,
	"order_id" integer NOT NULL,
	"user_id" integer,
	"type" text NOT NULL,
	"message" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_items" (
	"item_id" serial PRIMARY KEY NOT NULL,
	"group_id" integer NOT NULL,
	"order_id" integer NOT NULL,
	"kind" text NOT NULL,
	"status" integer DEFAULT 0 NOT NULL,
	"description" text NOT NULL,
	"quantity" integer DEFAULT 1 NOT NULL,
	"unit_price_minor" bigint DEFAULT 0 NOT NULL,
	"total_minor" bigint DEFAULT 0 NOT NULL,
	"service_start" date,
	"service_end" date
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"order_id" serial PRIMARY KEY NOT NULL,
	"group_id" integer NOT NULL,
	"order_type" text DEFAULT 'Customer' NOT NULL,
	"number" text,
	"status" integer DEFAULT 0 NOT NULL,
	"currency" char(3) DEFAULT 'MAD' NOT NULL,
	"customer_id" integer,
	"pos_id" integer,
	"created_by" integer,
	"total_minor" bigint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"confirmed_at" timestamp with time zone,
	CONSTRAINT "orders_group_number" UNIQUE("group_id","number"),
	CONSTRAINT "orders_type" CHECK ("orders"."order_type" in ('Customer', 'Supplier', 'Quote', 'PurchaseOrder', 'Delivery'))
);
--> statement-breakpoint
CREATE TABLE "reservation_guests" (
	"guest_id" serial PRIMARY KEY NOT NULL,
	"group_id" integer NOT NULL,
	"reservation_id" integer NOT NULL,
	"customer_id" integer,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"nationality" char(2),
	"birth_date" date,
	"doc_type_id" integer,
	"doc_number" text,
	"is_primary" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reservation_notes" (
	"note_id" serial PRIMARY KEY NOT NULL,
	"group_id" integer NOT NULL,
	"reservation_id" integer NOT NULL,
	"user_id" integer,
	"message" text NOT NULL,
	"type" text DEFAULT 'note' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reservation_tags" (
	"tag_id" serial PRIMARY KEY NOT NULL,
	"group_id" integer NOT NULL,
	"reservation_id" integer NOT NULL,
	"tag" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reservation_tags_group_tag" UNIQUE("group_id","tag")
);
--> statement-breakpoint
CREATE TABLE "reservations" (
	"reservation_id" serial PRIMARY KEY NOT NULL,
	"group_id" integer NOT NULL,
	"order_id" integer NOT NULL,
	"item_id" integer NOT NULL,
	"number" text NOT NULL,
	"bo_number" text,
	"customer_id" integer NOT NULL,
	"partner_id" integer,
	"guest_name" text NOT NULL,
	"segment_id" integer,
	"channel" integer DEFAULT 15 NOT NULL,
	"room_type_id" integer NOT NULL,
	"room_id" integer,
	"checkin" date NOT NULL,
	"checkout" date NOT NULL,
	"stay" daterange GENERATED ALWAYS AS (daterange(checkin, checkout, '[)')) STORED NOT NULL,
	"adults" integer DEFAULT 1 NOT NULL,
	"kid_ages" text DEFAULT '' NOT NULL,
	"status" integer DEFAULT 0 NOT NULL,
	"price_minor" bigint DEFAULT 0 NOT NULL,
	"currency" char(3) DEFAULT 'MAD' NOT NULL,
	"invoiced" boolean DEFAULT false NOT NULL,
	"forced" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"checked_in_at" timestamp with time zone,
	"checked_out_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"cancel_reason" text,
	"cancel_price_minor" bigint,
	CONSTRAINT "reservations_item_id_unique" UNIQUE("item_id"),
	CONSTRAINT "reservations_group_number" UNIQUE("group_id","number"),
	CONSTRAINT "reservations_dates" CHECK ("reservations"."checkout" > "reservations"."checkin"),
	CONSTRAINT "reservations_status" CHECK ("reservations"."status" in (0, 2, 3, 5, 6)),
	CONSTRAINT "reservations_adults" CHECK ("reservations"."adults" >= 1),
	CONSTRAINT "reservations_price" CHECK ("reservations"."price_minor" >= 0)
);
--> statement-breakpoint
CREATE TABLE "app_sessions" (
	"session_id" text PRIMARY KEY NOT NULL,
	"user_id" integer,
	"data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "oidc_payloads" (
	"id" text NOT NULL,
	"kind" text NOT NULL,
	"payload" jsonb NOT NULL,
	"grant_id" text,
	"user_code" text,
	"uid" text,
	"expires_at" timestamp with time zone,
	"consumed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "server_keys" (
	"kid" text PRIMARY KEY NOT NULL,
	"use" text NOT NULL,
	"key" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "business_days" ADD CONSTRAINT "business_days_group_id_hotels_group_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."hotels"("group_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_points" ADD CONSTRAINT "service_points_group_id_hotels_group_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."hotels"("group_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_preferred_hotels" ADD CONSTRAINT "user_preferred_hotels_user_id_users_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_preferred_hotels" ADD CONSTRAINT "user_preferred_hotels_group_id_hotels_group_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."hotels"("group_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_preferred_pos" ADD CONSTRAINT "user_preferred_pos_user_id_users_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_preferred_pos" ADD CONSTRAINT "user_preferred_pos_pos_id_service_points_pos_id_fk" FOREIGN KEY ("pos_id") REFERENCES "public"."service_points"("pos_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_roles" ADD CONSTRAINT "user_roles_user_id_users_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_roles" ADD CONSTRAINT "user_roles_role_id_roles_role_id_fk" FOREIGN KEY ("role_id") REFERENCES "public"."roles"("role_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_group_id_hotels_group_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."hotels"("group_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_pos_id_service_points_pos_id_fk" FOREIGN KEY ("pos_id") REFERENCES "public"."service_points"("pos_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_customer_id_customers_customer_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("customer_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "menus" ADD CONSTRAINT "menus_parent_id_menus_menu_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."menus"("menu_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_menu_stats" ADD CONSTRAINT "user_menu_stats_user_id_users_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_menu_stats" ADD CONSTRAINT "user_menu_stats_menu_id_menus_menu_id_fk" FOREIGN KEY ("menu_id") REFERENCES "public"."menus"("menu_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_events" ADD CONSTRAINT "audit_events_group_id_hotels_group_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."hotels"("group_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_events" ADD CONSTRAINT "audit_events_type_id_audit_event_types_audit_event_type_id_fk" FOREIGN KEY ("type_id") REFERENCES "public"."audit_event_types"("audit_event_type_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "buildings" ADD CONSTRAINT "buildings_group_id_hotels_group_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."hotels"("group_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "floors" ADD CONSTRAINT "floors_group_id_hotels_group_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."hotels"("group_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "floors" ADD CONSTRAINT "floors_building_id_buildings_building_id_fk" FOREIGN KEY ("building_id") REFERENCES "public"."buildings"("building_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "room_types" ADD CONSTRAINT "room_types_group_id_hotels_group_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."hotels"("group_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rooms" ADD CONSTRAINT "rooms_group_id_hotels_group_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."hotels"("group_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rooms" ADD CONSTRAINT "rooms_room_type_id_room_types_room_type_id_fk" FOREIGN KEY ("room_type_id") REFERENCES "public"."room_types"("room_type_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rooms" ADD CONSTRAINT "rooms_floor_id_floors_floor_id_fk" FOREIGN KEY ("floor_id") REFERENCES "public"."floors"("floor_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rooms" ADD CONSTRAINT "rooms_zone_id_zones_zone_id_fk" FOREIGN KEY ("zone_id") REFERENCES "public"."zones"("zone_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "zones" ADD CONSTRAINT "zones_group_id_hotels_group_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."hotels"("group_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_segments" ADD CONSTRAINT "customer_segments_customer_id_customers_customer_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("customer_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_segments" ADD CONSTRAINT "customer_segments_segment_id_market_segments_segment_id_fk" FOREIGN KEY ("segment_id") REFERENCES "public"."market_segments"("segment_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customers" ADD CONSTRAINT "customers_group_id_hotels_group_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."hotels"("group_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customers" ADD CONSTRAINT "customers_doc_type_id_doc_types_doc_type_id_fk" FOREIGN KEY ("doc_type_id") REFERENCES "public"."doc_types"("doc_type_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "market_segments" ADD CONSTRAINT "market_segments_group_id_hotels_group_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."hotels"("group_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_charges" ADD CONSTRAINT "order_charges_group_id_hotels_group_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."hotels"("group_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_charges" ADD CONSTRAINT "order_charges_order_id_orders_order_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("order_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_charges" ADD CONSTRAINT "order_charges_item_id_order_items_item_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."order_items"("item_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_events" ADD CONSTRAINT "order_events_group_id_hotels_group_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."hotels"("group_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_events" ADD CONSTRAINT "order_events_order_id_orders_order_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("order_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_group_id_hotels_group_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."hotels"("group_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_order_id_orders_order_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("order_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_group_id_hotels_group_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."hotels"("group_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_customer_id_customers_customer_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("customer_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_pos_id_service_points_pos_id_fk" FOREIGN KEY ("pos_id") REFERENCES "public"."service_points"("pos_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservation_guests" ADD CONSTRAINT "reservation_guests_group_id_hotels_group_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."hotels"("group_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservation_guests" ADD CONSTRAINT "reservation_guests_reservation_id_reservations_reservation_id_fk" FOREIGN KEY ("reservation_id") REFERENCES "public"."reservations"("reservation_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservation_guests" ADD CONSTRAINT "reservation_guests_customer_id_customers_customer_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("customer_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservation_guests" ADD CONSTRAINT "reservation_guests_doc_type_id_doc_types_doc_type_id_fk" FOREIGN KEY ("doc_type_id") REFERENCES "public"."doc_types"("doc_type_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservation_notes" ADD CONSTRAINT "reservation_notes_group_id_hotels_group_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."hotels"("group_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservation_notes" ADD CONSTRAINT "reservation_notes_reservation_id_reservations_reservation_id_fk" FOREIGN KEY ("reservation_id") REFERENCES "public"."reservations"("reservation_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservation_notes" ADD CONSTRAINT "reservation_notes_user_id_users_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservation_tags" ADD CONSTRAINT "reservation_tags_group_id_hotels_group_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."hotels"("group_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservation_tags" ADD CONSTRAINT "reservation_tags_reservation_id_reservations_reservation_id_fk" FOREIGN KEY ("reservation_id") REFERENCES "public"."reservations"("reservation_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_group_id_hotels_group_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."hotels"("group_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_order_id_orders_order_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("order_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_item_id_order_items_item_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."order_items"("item_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_customer_id_customers_customer_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("customer_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_partner_id_customers_customer_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."customers"("customer_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_segment_id_market_segments_segment_id_fk" FOREIGN KEY ("segment_id") REFERENCES "public"."market_segments"("segment_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_room_type_id_room_types_room_type_id_fk" FOREIGN KEY ("room_type_id") REFERENCES "public"."room_types"("room_type_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_room_id_rooms_room_id_fk" FOREIGN KEY ("room_id") REFERENCES "public"."rooms"("room_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_created_by_users_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "app_sessions" ADD CONSTRAINT "app_sessions_user_id_users_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_events_group_created" ON "audit_events" USING btree ("group_id","created_at");--> statement-breakpoint
CREATE INDEX "audit_events_item" ON "audit_events" USING btree ("item_id");--> statement-breakpoint
CREATE INDEX "rooms_room_type" ON "rooms" USING btree ("room_type_id");--> statement-breakpoint
CREATE INDEX "customers_group_kind" ON "customers" USING btree ("group_id","kind");--> statement-breakpoint
CREATE INDEX "order_charges_item" ON "order_charges" USING btree ("item_id");--> statement-breakpoint
CREATE INDEX "order_charges_group_day" ON "order_charges" USING btree ("group_id","day");--> statement-breakpoint
CREATE INDEX "order_events_order" ON "order_events" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "order_items_order" ON "order_items" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "orders_group_type_created" ON "orders" USING btree ("group_id","order_type","created_at");--> statement-breakpoint
CREATE INDEX "orders_customer" ON "orders" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "reservation_guests_reservation" ON "reservation_guests" USING btree ("reservation_id");--> statement-breakpoint
CREATE INDEX "reservation_notes_reservation" ON "reservation_notes" USING btree ("reservation_id");--> statement-breakpoint
CREATE INDEX "reservations_group_checkin" ON "reservations" USING btree ("group_id","checkin");--> statement-breakpoint
CREATE INDEX "reservations_group_checkout" ON "reservations" USING btree ("group_id","checkout");--> statement-breakpoint
CREATE INDEX "reservations_group_created" ON "reservations" USING btree ("group_id","created_at");--> statement-breakpoint
CREATE INDEX "reservations_group_status" ON "reservations" USING btree ("group_id","status");--> statement-breakpoint
CREATE INDEX "reservations_customer" ON "reservations" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "reservations_partner" ON "reservations" USING btree ("partner_id");--> statement-breakpoint
CREATE INDEX "app_sessions_expires" ON "app_sessions" USING btree ("expires_at");--> statement-breakpoint
CREATE UNIQUE INDEX "oidc_payloads_kind_id" ON "oidc_payloads" USING btree ("kind","id");--> statement-breakpoint
CREATE INDEX "oidc_payloads_grant" ON "oidc_payloads" USING btree ("grant_id");--> statement-breakpoint
CREATE INDEX "oidc_payloads_uid" ON "oidc_payloads" USING btree ("uid");