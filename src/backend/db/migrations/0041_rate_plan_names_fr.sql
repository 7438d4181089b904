ALTER TABLE "rate_plans" ADD COLUMN "name_fr" text;
--> statement-breakpoint
ALTER TABLE "rate_plans" ADD COLUMN "description_fr" text DEFAULT '' NOT NULL;
--> statement-breakpoint
UPDATE "rate_plans" SET "name_fr" = "name", "description_fr" = "description";
--> statement-breakpoint
ALTER TABLE "rate_plans" ALTER COLUMN "name_fr" SET NOT NULL;
