CREATE TABLE "child_rate_bands" (
	"band_id" serial PRIMARY KEY NOT NULL,
	"group_id" integer NOT NULL,
	"room_type_id" integer NOT NULL,
	"min_age" integer NOT NULL,
	"max_age" integer NOT NULL,
	"percent" integer,
	"fixed_minor" bigint,
	CONSTRAINT "child_rate_bands_ages" CHECK ("child_rate_bands"."min_age" >= 0 and "child_rate_bands"."max_age" >= "child_rate_bands"."min_age"),
	CONSTRAINT "child_rate_bands_price" CHECK (("child_rate_bands"."percent" is null) <> ("child_rate_bands"."fixed_minor" is null) and coalesce("child_rate_bands"."percent", 0) >= 0 and coalesce("child_rate_bands"."fixed_minor", 0) >= 0)
);
--> statement-breakpoint
CREATE TABLE "inventory_holds" (
	"hold_id" serial PRIMARY KEY NOT NULL,
	"group_id" integer NOT NULL,
	"room_type_id" integer NOT NULL,
	"checkin" date NOT NULL,
	"checkout" date NOT NULL,
	"units" integer DEFAULT 1 NOT NULL,
	"status" text DEFAULT 'held' NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"reservation_id" integer,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "inventory_holds_dates" CHECK ("inventory_holds"."checkout" > "inventory_holds"."checkin"),
	CONSTRAINT "inventory_holds_units" CHECK ("inventory_holds"."units" > 0),
	CONSTRAINT "inventory_holds_status" CHECK ("inventory_holds"."status" in ('held', 'confirmed', 'cancelled', 'consumed'))
);
--> statement-breakpoint
CREATE TABLE "order_counters" (
	"group_id" integer PRIMARY KEY NOT NULL,
	"last_number" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "room_rates" (
	"group_id" integer NOT NULL,
	"room_type_id" integer NOT NULL,
	"day" date NOT NULL,
	"channel" integer NOT NULL,
	"price_minor" bigint NOT NULL,
	CONSTRAINT "room_rates_room_type_id_day_channel_pk" PRIMARY KEY("room_type_id","day","channel"),
	CONSTRAINT "room_rates_price" CHECK ("room_rates"."price_minor" >= 0)
);
--> statement-breakpoint
ALTER TABLE "child_rate_bands" ADD CONSTRAINT "child_rate_bands_group_id_hotels_group_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."hotels"("group_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "child_rate_bands" ADD CONSTRAINT "child_rate_bands_room_type_id_room_types_room_type_id_fk" FOREIGN KEY ("room_type_id") REFERENCES "public"."room_types"("room_type_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inventory_holds" ADD CONSTRAINT "inventory_holds_group_id_hotels_group_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."hotels"("group_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inventory_holds" ADD CONSTRAINT "inventory_holds_room_type_id_room_types_room_type_id_fk" FOREIGN KEY ("room_type_id") REFERENCES "public"."room_types"("room_type_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inventory_holds" ADD CONSTRAINT "inventory_holds_created_by_users_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_counters" ADD CONSTRAINT "order_counters_group_id_hotels_group_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."hotels"("group_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "room_rates" ADD CONSTRAINT "room_rates_group_id_hotels_group_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."hotels"("group_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "room_rates" ADD CONSTRAINT "room_rates_room_type_id_room_types_room_type_id_fk" FOREIGN KEY ("room_type_id") REFERENCES "public"."room_types"("room_type_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "child_rate_bands_room_type" ON "child_rate_bands" USING btree ("room_type_id");--> statement-breakpoint
CREATE INDEX "inventory_holds_group_checkin" ON "inventory_holds" USING btree ("group_id","checkin");