CREATE TABLE "booking_site_bookings" (
	"reservation_id" integer PRIMARY KEY NOT NULL,
	"group_id" integer NOT NULL,
	"token_key" text NOT NULL,
	"email" text NOT NULL,
	"language" text DEFAULT 'en' NOT NULL,
	"mail_status" text DEFAULT 'outbox' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "booking_site_hold_attempts" (
	"attempt_id" serial PRIMARY KEY NOT NULL,
	"address" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "booking_site_holds" (
	"hold_id" integer PRIMARY KEY NOT NULL,
	"group_id" integer NOT NULL,
	"plan_id" integer NOT NULL,
	"adults" integer NOT NULL,
	"kid_ages" text DEFAULT '' NOT NULL,
	"token_key" text NOT NULL,
	"address" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "booking_site_holds_adults" CHECK ("booking_site_holds"."adults" between 1 and 20)
);
--> statement-breakpoint
ALTER TABLE "booking_site_bookings" ADD CONSTRAINT "booking_site_bookings_reservation_id_reservations_reservation_id_fk" FOREIGN KEY ("reservation_id") REFERENCES "public"."reservations"("reservation_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_site_bookings" ADD CONSTRAINT "booking_site_bookings_group_id_hotels_group_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."hotels"("group_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_site_holds" ADD CONSTRAINT "booking_site_holds_hold_id_inventory_holds_hold_id_fk" FOREIGN KEY ("hold_id") REFERENCES "public"."inventory_holds"("hold_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_site_holds" ADD CONSTRAINT "booking_site_holds_group_id_hotels_group_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."hotels"("group_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_site_holds" ADD CONSTRAINT "booking_site_holds_plan_id_rate_plans_plan_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."rate_plans"("plan_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "booking_site_hold_attempts_address" ON "booking_site_hold_attempts" USING btree ("address","at");--> statement-breakpoint
CREATE INDEX "booking_site_holds_address" ON "booking_site_holds" USING btree ("address","created_at");