CREATE TABLE "booking_settings" (
	"group_id" integer PRIMARY KEY NOT NULL,
	"url" text NOT NULL,
	"access_token" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer
);
--> statement-breakpoint
CREATE TABLE "equipment" (
	"equipment_id" serial PRIMARY KEY NOT NULL,
	"group_id" integer NOT NULL,
	"room_id" integer NOT NULL,
	"type" text NOT NULL,
	"serial" text DEFAULT '' NOT NULL,
	"mark" text DEFAULT '' NOT NULL,
	"photos" jsonb DEFAULT '[]'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "house_maids" (
	"house_maid_id" serial PRIMARY KEY NOT NULL,
	"group_id" integer NOT NULL,
	"name" text NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	CONSTRAINT "house_maids_group_name" UNIQUE("group_id","name")
);
--> statement-breakpoint
CREATE TABLE "intervention_instances" (
	"intervention_instance_id" serial PRIMARY KEY NOT NULL,
	"group_id" integer NOT NULL,
	"room_id" integer NOT NULL,
	"intervention_id" integer,
	"equipment_id" integer,
	"day" date NOT NULL,
	"status" text DEFAULT 'OPEN' NOT NULL,
	"source" text NOT NULL,
	"reported_at" timestamp with time zone DEFAULT now() NOT NULL,
	"reported_by" integer,
	"closed_at" timestamp with time zone,
	"closed_by" integer,
	"note" text DEFAULT '' NOT NULL,
	CONSTRAINT "intervention_instances_status" CHECK ("intervention_instances"."status" in ('OPEN', 'DONE'))
);
--> statement-breakpoint
CREATE TABLE "interventions" (
	"intervention_id" serial PRIMARY KEY NOT NULL,
	"group_id" integer NOT NULL,
	"room_type_id" integer,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"every_days" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "interventions_every_days" CHECK ("interventions"."every_days" >= 0)
);
--> statement-breakpoint
CREATE TABLE "maid_assignments" (
	"group_id" integer NOT NULL,
	"day" date NOT NULL,
	"room_id" integer NOT NULL,
	"house_maid_id" integer NOT NULL,
	"kind" text NOT NULL,
	CONSTRAINT "maid_assignments_room_day" UNIQUE("room_id","day")
);
--> statement-breakpoint
CREATE TABLE "room_cleanings" (
	"cleaning_id" serial PRIMARY KEY NOT NULL,
	"group_id" integer NOT NULL,
	"room_id" integer NOT NULL,
	"day" date NOT NULL,
	"house_maid_id" integer,
	"source" text NOT NULL,
	"seen" text,
	"cleaned_at" timestamp with time zone DEFAULT now() NOT NULL,
	"cleaned_by" integer,
	"inspected_at" timestamp with time zone,
	"inspected_by" integer,
	"client_ref" text,
	CONSTRAINT "room_cleanings_client_ref" UNIQUE("room_id","client_ref"),
	CONSTRAINT "room_cleanings_seen" CHECK ("room_cleanings"."seen" is null or "room_cleanings"."seen" in ('OCCUPIED', 'VACANT'))
);
--> statement-breakpoint
CREATE TABLE "room_closures" (
	"closure_id" serial PRIMARY KEY NOT NULL,
	"group_id" integer NOT NULL,
	"room_id" integer NOT NULL,
	"from_day" date NOT NULL,
	"to_day" date NOT NULL,
	"nights" daterange GENERATED ALWAYS AS (daterange(from_day, to_day, '[)')) STORED NOT NULL,
	"reason" text NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "room_closures_dates" CHECK ("room_closures"."to_day" > "room_closures"."from_day")
);
--> statement-breakpoint
ALTER TABLE "room_types" ADD COLUMN "photos" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "rooms" ADD COLUMN "tags" jsonb DEFAULT '{"RoomView":[],"RoomBedLayout":[],"RoomOther":[]}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "rooms" ADD COLUMN "qr_key" text DEFAULT replace(gen_random_uuid()::text, '-', '') || replace(gen_random_uuid()::text, '-', '') NOT NULL;--> statement-breakpoint
ALTER TABLE "rooms" ADD COLUMN "status_changed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "booking_settings" ADD CONSTRAINT "booking_settings_group_id_hotels_group_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."hotels"("group_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "equipment" ADD CONSTRAINT "equipment_group_id_hotels_group_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."hotels"("group_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "equipment" ADD CONSTRAINT "equipment_room_id_rooms_room_id_fk" FOREIGN KEY ("room_id") REFERENCES "public"."rooms"("room_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "house_maids" ADD CONSTRAINT "house_maids_group_id_hotels_group_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."hotels"("group_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "intervention_instances" ADD CONSTRAINT "intervention_instances_group_id_hotels_group_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."hotels"("group_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "intervention_instances" ADD CONSTRAINT "intervention_instances_room_id_rooms_room_id_fk" FOREIGN KEY ("room_id") REFERENCES "public"."rooms"("room_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "intervention_instances" ADD CONSTRAINT "intervention_instances_intervention_id_interventions_intervention_id_fk" FOREIGN KEY ("intervention_id") REFERENCES "public"."interventions"("intervention_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "intervention_instances" ADD CONSTRAINT "intervention_instances_equipment_id_equipment_equipment_id_fk" FOREIGN KEY ("equipment_id") REFERENCES "public"."equipment"("equipment_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interventions" ADD CONSTRAINT "interventions_group_id_hotels_group_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."hotels"("group_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interventions" ADD CONSTRAINT "interventions_room_type_id_room_types_room_type_id_fk" FOREIGN KEY ("room_type_id") REFERENCES "public"."room_types"("room_type_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "maid_assignments" ADD CONSTRAINT "maid_assignments_group_id_hotels_group_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."hotels"("group_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "maid_assignments" ADD CONSTRAINT "maid_assignments_room_id_rooms_room_id_fk" FOREIGN KEY ("room_id") REFERENCES "public"."rooms"("room_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "maid_assignments" ADD CONSTRAINT "maid_assignments_house_maid_id_house_maids_house_maid_id_fk" FOREIGN KEY ("house_maid_id") REFERENCES "public"."house_maids"("house_maid_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "room_cleanings" ADD CONSTRAINT "room_cleanings_group_id_hotels_group_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."hotels"("group_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "room_cleanings" ADD CONSTRAINT "room_cleanings_room_id_rooms_room_id_fk" FOREIGN KEY ("room_id") REFERENCES "public"."rooms"("room_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "room_cleanings" ADD CONSTRAINT "room_cleanings_house_maid_id_house_maids_house_maid_id_fk" FOREIGN KEY ("house_maid_id") REFERENCES "public"."house_maids"("house_maid_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "room_closures" ADD CONSTRAINT "room_closures_group_id_hotels_group_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."hotels"("group_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "room_closures" ADD CONSTRAINT "room_closures_room_id_rooms_room_id_fk" FOREIGN KEY ("room_id") REFERENCES "public"."rooms"("room_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "equipment_room" ON "equipment" USING btree ("room_id");--> statement-breakpoint
CREATE INDEX "intervention_instances_group_day" ON "intervention_instances" USING btree ("group_id","day");--> statement-breakpoint
CREATE INDEX "maid_assignments_group_day" ON "maid_assignments" USING btree ("group_id","day");--> statement-breakpoint
CREATE INDEX "room_cleanings_group_day" ON "room_cleanings" USING btree ("group_id","day");--> statement-breakpoint
CREATE INDEX "room_closures_room" ON "room_closures" USING btree ("room_id");--> statement-breakpoint
ALTER TABLE "buildings" ADD CONSTRAINT "buildings_group_name" UNIQUE("group_id","name");--> statement-breakpoint
ALTER TABLE "floors" ADD CONSTRAINT "floors_building_name" UNIQUE("building_id","name");--> statement-breakpoint
ALTER TABLE "zones" ADD CONSTRAINT "zones_group_name" UNIQUE("group_id","name");--> statement-breakpoint
-- A room is never closed twice over the same night.
ALTER TABLE "room_closures" ADD CONSTRAINT "room_closures_no_overlap" EXCLUDE USING gist ("room_id" WITH =, "nights" WITH &&);
--> statement-breakpoint
-- One open intervention per equipment: pressing 'Nécessite intervention' twice (or a report resent) records it once.
CREATE UNIQUE INDEX "intervention_instances_one_open" ON "intervention_instances" ("equipment_id") WHERE "status" = 'OPEN' AND "equipment_id" IS NOT NULL;
--> statement-breakpoint
-- A closed room is never sold or assigned over its closed nights, and a room is never closed over an
-- active stay. Both sides lock the room's row first, so a closure and a booking cannot cross.
CREATE FUNCTION auberge_closure_refuses_stays() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  taken text;
BEGIN
  PERFORM 1 FROM rooms WHERE room_id = NEW.room_id FOR UPDATE;
  SELECT string_agg(r.number, ', ' ORDER BY r.checkin) INTO taken FROM reservations r
    WHERE r.room_id = NEW.room_id AND r.status IN (0, 2, 3) AND r.stay && daterange(NEW.from_day, NEW.to_day, '[)');
  IF taken IS NOT NULL THEN
    RAISE EXCEPTION 'room % holds stays over the closed nights: %', NEW.room_id, taken USING ERRCODE = '23P01';
  END IF;
  RETURN NEW;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "room_closures_refuse_stays" BEFORE INSERT OR UPDATE ON "room_closures"
  FOR EACH ROW EXECUTE FUNCTION auberge_closure_refuses_stays();
--> statement-breakpoint
CREATE FUNCTION auberge_stay_refuses_closure() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.room_id IS NULL OR NEW.status NOT IN (0, 2, 3) THEN
    RETURN NEW;
  END IF;
  IF TG_OP = 'UPDATE' AND OLD.room_id IS NOT DISTINCT FROM NEW.room_id AND OLD.checkin = NEW.checkin AND OLD.checkout = NEW.checkout AND OLD.status IN (0, 2, 3) THEN
    RETURN NEW;
  END IF;
  PERFORM 1 FROM rooms WHERE room_id = NEW.room_id FOR SHARE;
  IF EXISTS (SELECT 1 FROM room_closures c WHERE c.room_id = NEW.room_id AND c.nights && daterange(NEW.checkin, NEW.checkout, '[)')) THEN
    RAISE EXCEPTION 'room % is out of order over some nights from % to %', NEW.room_id, NEW.checkin, NEW.checkout USING ERRCODE = '23P01';
  END IF;
  RETURN NEW;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "reservations_refuse_closed_room" BEFORE INSERT OR UPDATE ON "reservations"
  FOR EACH ROW EXECUTE FUNCTION auberge_stay_refuses_closure();
