CREATE TABLE "history_imports" (
	"import_id" serial PRIMARY KEY NOT NULL,
	"sha256" char(64) NOT NULL,
	"file_name" text NOT NULL,
	"rows" integer NOT NULL,
	"skipped" integer NOT NULL,
	"group_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"imported_by" integer,
	"imported_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "history_imports_sha256_unique" UNIQUE("sha256")
);
--> statement-breakpoint
ALTER TABLE "business_days" ADD COLUMN "rooms_available" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "business_days" ADD COLUMN "rooms_sold" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "business_days" ADD COLUMN "room_revenue_minor" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "business_days" ADD COLUMN "revenue_minor" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "business_days" ADD COLUMN "payments_minor" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "business_days" ADD COLUMN "arrivals" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "business_days" ADD COLUMN "departures" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "business_days" ADD COLUMN "guests" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "business_days" ADD COLUMN "no_shows" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "business_days" ADD COLUMN "revenue_by_department" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "business_days" ADD COLUMN "payments_by_method" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "hotels" ADD COLUMN "city_tax_minor" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "hotels" ADD COLUMN "no_show_charge" text DEFAULT 'first_night' NOT NULL;--> statement-breakpoint
ALTER TABLE "hotels" ADD COLUMN "fiscal_year_start_month" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "hotels" ADD CONSTRAINT "hotels_no_show_charge" CHECK ("hotels"."no_show_charge" in ('none', 'first_night', 'full_stay'));--> statement-breakpoint
ALTER TABLE "hotels" ADD CONSTRAINT "hotels_fiscal_year_start" CHECK ("hotels"."fiscal_year_start_month" between 1 and 12);--> statement-breakpoint
ALTER TABLE "hotels" ADD CONSTRAINT "hotels_city_tax" CHECK ("hotels"."city_tax_minor" >= 0);--> statement-breakpoint
-- The night audit posts what is still open up to its day.
CREATE INDEX "order_charges_unposted" ON "order_charges" ("group_id", "day") WHERE "posted_day" IS NULL;
