CREATE TABLE "room_inspections" (
	"inspection_id" serial PRIMARY KEY NOT NULL,
	"group_id" integer NOT NULL,
	"room_id" integer NOT NULL,
	"cleaning_id" integer NOT NULL,
	"day" date NOT NULL,
	"result" text NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"inspected_at" timestamp with time zone DEFAULT now() NOT NULL,
	"inspected_by" integer,
	CONSTRAINT "room_inspections_cleaning" UNIQUE("cleaning_id"),
	CONSTRAINT "room_inspections_result" CHECK ("room_inspections"."result" in ('INSPECTED', 'REJECTED'))
);
--> statement-breakpoint
CREATE TABLE "room_occupancy_checks" (
	"check_id" serial PRIMARY KEY NOT NULL,
	"group_id" integer NOT NULL,
	"room_id" integer NOT NULL,
	"day" date NOT NULL,
	"seen" text NOT NULL,
	"checked_at" timestamp with time zone DEFAULT now() NOT NULL,
	"checked_by" integer,
	CONSTRAINT "room_occupancy_checks_room_day" UNIQUE("room_id","day"),
	CONSTRAINT "room_occupancy_checks_seen" CHECK ("room_occupancy_checks"."seen" in ('OCCUPIED', 'VACANT'))
);
--> statement-breakpoint
ALTER TABLE "room_inspections" ADD CONSTRAINT "room_inspections_group_id_hotels_group_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."hotels"("group_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "room_inspections" ADD CONSTRAINT "room_inspections_room_id_rooms_room_id_fk" FOREIGN KEY ("room_id") REFERENCES "public"."rooms"("room_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "room_inspections" ADD CONSTRAINT "room_inspections_cleaning_id_room_cleanings_cleaning_id_fk" FOREIGN KEY ("cleaning_id") REFERENCES "public"."room_cleanings"("cleaning_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "room_occupancy_checks" ADD CONSTRAINT "room_occupancy_checks_group_id_hotels_group_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."hotels"("group_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "room_occupancy_checks" ADD CONSTRAINT "room_occupancy_checks_room_id_rooms_room_id_fk" FOREIGN KEY ("room_id") REFERENCES "public"."rooms"("room_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "room_inspections_group_day" ON "room_inspections" USING btree ("group_id","day");--> statement-breakpoint
CREATE INDEX "room_occupancy_checks_group_day" ON "room_occupancy_checks" USING btree ("group_id","day");
