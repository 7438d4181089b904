CREATE TABLE "exchange_operations" (
	"operation_id" serial PRIMARY KEY NOT NULL,
	"group_id" integer NOT NULL,
	"day" date NOT NULL,
	"currency" char(3) NOT NULL,
	"amount_minor" bigint NOT NULL,
	"rate" numeric(18, 8) NOT NULL,
	"rate_day" date NOT NULL,
	"paid_currency" char(3) NOT NULL,
	"paid_minor" bigint NOT NULL,
	"guest_name" text NOT NULL,
	"doc_number" text NOT NULL,
	"reservation_id" integer,
	"user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "exchange_operations_amount" CHECK ("exchange_operations"."amount_minor" > 0 and "exchange_operations"."paid_minor" >= 0)
);
--> statement-breakpoint
CREATE TABLE "rfid_wallets" (
	"wallet_id" serial PRIMARY KEY NOT NULL,
	"group_id" integer NOT NULL,
	"rfid_key" text NOT NULL,
	"reservation_id" integer NOT NULL,
	"item_id" integer NOT NULL,
	"limit_minor" bigint DEFAULT 0 NOT NULL,
	"spent_minor" bigint DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"disabled_at" timestamp with time zone,
	CONSTRAINT "rfid_wallets_amounts" CHECK ("rfid_wallets"."limit_minor" >= 0 and "rfid_wallets"."spent_minor" >= 0 and "rfid_wallets"."spent_minor" <= "rfid_wallets"."limit_minor")
);
--> statement-breakpoint
CREATE TABLE "wallet_charges" (
	"wallet_charge_id" serial PRIMARY KEY NOT NULL,
	"group_id" integer NOT NULL,
	"wallet_id" integer NOT NULL,
	"pos_id" integer,
	"amount_minor" bigint NOT NULL,
	"description" text NOT NULL,
	"folio_charge_id" integer,
	"user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "wallet_charges_amount" CHECK ("wallet_charges"."amount_minor" > 0)
);
--> statement-breakpoint
CREATE TABLE "order_messages" (
	"order_message_id" serial PRIMARY KEY NOT NULL,
	"group_id" integer NOT NULL,
	"order_id" integer NOT NULL,
	"template" integer NOT NULL,
	"to_address" text NOT NULL,
	"subject" text NOT NULL,
	"body" text NOT NULL,
	"status" text NOT NULL,
	"error" text,
	"user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_messages_status" CHECK ("order_messages"."status" in ('sent', 'outbox', 'failed'))
);
--> statement-breakpoint
ALTER TABLE "exchange_operations" ADD CONSTRAINT "exchange_operations_group_id_hotels_group_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."hotels"("group_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exchange_operations" ADD CONSTRAINT "exchange_operations_user_id_users_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rfid_wallets" ADD CONSTRAINT "rfid_wallets_group_id_hotels_group_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."hotels"("group_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rfid_wallets" ADD CONSTRAINT "rfid_wallets_reservation_id_reservations_reservation_id_fk" FOREIGN KEY ("reservation_id") REFERENCES "public"."reservations"("reservation_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rfid_wallets" ADD CONSTRAINT "rfid_wallets_item_id_order_items_item_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."order_items"("item_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_charges" ADD CONSTRAINT "wallet_charges_group_id_hotels_group_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."hotels"("group_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_charges" ADD CONSTRAINT "wallet_charges_wallet_id_rfid_wallets_wallet_id_fk" FOREIGN KEY ("wallet_id") REFERENCES "public"."rfid_wallets"("wallet_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_charges" ADD CONSTRAINT "wallet_charges_pos_id_service_points_pos_id_fk" FOREIGN KEY ("pos_id") REFERENCES "public"."service_points"("pos_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_charges" ADD CONSTRAINT "wallet_charges_user_id_users_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_messages" ADD CONSTRAINT "order_messages_group_id_hotels_group_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."hotels"("group_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_messages" ADD CONSTRAINT "order_messages_order_id_orders_order_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("order_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_messages" ADD CONSTRAINT "order_messages_user_id_users_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "exchange_operations_group_day" ON "exchange_operations" USING btree ("group_id","day");--> statement-breakpoint
CREATE UNIQUE INDEX "rfid_wallets_active_key" ON "rfid_wallets" USING btree ("group_id","rfid_key") WHERE "rfid_wallets"."active";--> statement-breakpoint
CREATE INDEX "rfid_wallets_reservation" ON "rfid_wallets" USING btree ("reservation_id");--> statement-breakpoint
CREATE INDEX "wallet_charges_wallet" ON "wallet_charges" USING btree ("wallet_id");--> statement-breakpoint
CREATE INDEX "order_messages_order" ON "order_messages" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "order_messages_group_status" ON "order_messages" USING btree ("group_id","status");--> statement-breakpoint
CREATE INDEX "customer_segments_segment" ON "customer_segments" USING btree ("segment_id");--> statement-breakpoint
CREATE UNIQUE INDEX "market_segments_group_name" ON "market_segments" USING btree ("group_id",lower("name"));