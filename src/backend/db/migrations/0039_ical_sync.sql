CREATE TABLE "ical_feeds" (
	"feed_id" serial PRIMARY KEY NOT NULL,
	"group_id" integer NOT NULL,
	"room_type_id" integer NOT NULL,
	"room_id" integer,
	"channel_name" text NOT NULL,
	"token_key" text NOT NULL,
	"revoked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ical_import_blocks" (
	"block_id" serial PRIMARY KEY NOT NULL,
	"import_id" integer NOT NULL,
	"uid" text NOT NULL,
	"checkin" date NOT NULL,
	"checkout" date NOT NULL,
	"summary" text DEFAULT '' NOT NULL,
	"hold_id" integer,
	"conflict" boolean DEFAULT false NOT NULL,
	"seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ical_import_blocks_uid" UNIQUE("import_id","uid"),
	CONSTRAINT "ical_import_blocks_dates" CHECK ("ical_import_blocks"."checkout" > "ical_import_blocks"."checkin")
);
--> statement-breakpoint
CREATE TABLE "ical_imports" (
	"import_id" serial PRIMARY KEY NOT NULL,
	"group_id" integer NOT NULL,
	"room_type_id" integer NOT NULL,
	"channel_name" text NOT NULL,
	"url" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"last_fetched_at" timestamp with time zone,
	"last_status" text,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ical_imports_url" CHECK ("ical_imports"."url" ~ '^https?://')
);
--> statement-breakpoint
ALTER TABLE "ical_feeds" ADD CONSTRAINT "ical_feeds_group_id_hotels_group_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."hotels"("group_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ical_feeds" ADD CONSTRAINT "ical_feeds_room_type_id_room_types_room_type_id_fk" FOREIGN KEY ("room_type_id") REFERENCES "public"."room_types"("room_type_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ical_feeds" ADD CONSTRAINT "ical_feeds_room_id_rooms_room_id_fk" FOREIGN KEY ("room_id") REFERENCES "public"."rooms"("room_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ical_import_blocks" ADD CONSTRAINT "ical_import_blocks_import_id_ical_imports_import_id_fk" FOREIGN KEY ("import_id") REFERENCES "public"."ical_imports"("import_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ical_import_blocks" ADD CONSTRAINT "ical_import_blocks_hold_id_inventory_holds_hold_id_fk" FOREIGN KEY ("hold_id") REFERENCES "public"."inventory_holds"("hold_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ical_imports" ADD CONSTRAINT "ical_imports_group_id_hotels_group_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."hotels"("group_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ical_imports" ADD CONSTRAINT "ical_imports_room_type_id_room_types_room_type_id_fk" FOREIGN KEY ("room_type_id") REFERENCES "public"."room_types"("room_type_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ical_feeds_group" ON "ical_feeds" USING btree ("group_id");--> statement-breakpoint
CREATE INDEX "ical_imports_group" ON "ical_imports" USING btree ("group_id");--> statement-breakpoint