ALTER TABLE "hotels" ADD COLUMN "early_departure_rule" text DEFAULT 'drop' NOT NULL;--> statement-breakpoint
ALTER TABLE "hotels" ADD COLUMN "guest_identification" text DEFAULT 'all_adults' NOT NULL;--> statement-breakpoint
ALTER TABLE "hotels" ADD CONSTRAINT "hotels_early_departure_rule" CHECK ("hotels"."early_departure_rule" in ('drop', 'charge'));--> statement-breakpoint
ALTER TABLE "hotels" ADD CONSTRAINT "hotels_guest_identification" CHECK ("hotels"."guest_identification" in ('all_adults', 'main_guest'));