-- 0036_maintenance_and_receiving (issue 35, items 5, 8 and 9): an intervention is assigned to a
-- person; a purchase order whose every line came in is Received (5); a stock count whose variance
-- is worth more than its store's approval threshold waits (0) for an approver other than its
-- author before it posts (4): the four-eyes rule is the database's.
ALTER TABLE "intervention_instances" ADD COLUMN "assigned_to" integer;
--> statement-breakpoint
ALTER TABLE "bo_purchase_orders" DROP CONSTRAINT "bo_po_status";
--> statement-breakpoint
ALTER TABLE "bo_purchase_orders" ADD CONSTRAINT "bo_po_status" CHECK ("bo_purchase_orders"."status" in (0, 1, 4, 5, 9));
--> statement-breakpoint
ALTER TABLE "bo_stores" ADD COLUMN "count_approval_minor" bigint;
--> statement-breakpoint
ALTER TABLE "bo_stores" ADD CONSTRAINT "bo_stores_count_approval" CHECK ("bo_stores"."count_approval_minor" is null or "bo_stores"."count_approval_minor" >= 0);
--> statement-breakpoint
ALTER TABLE "bo_inventories" ADD COLUMN "status" integer DEFAULT 4 NOT NULL;
--> statement-breakpoint
ALTER TABLE "bo_inventories" ADD COLUMN "approved_by" integer;
--> statement-breakpoint
ALTER TABLE "bo_inventories" ADD COLUMN "approved_at" timestamp with time zone;
--> statement-breakpoint
ALTER TABLE "bo_inventories" ADD CONSTRAINT "bo_inventories_approved_by_users_user_id_fk" FOREIGN KEY ("approved_by") REFERENCES "public"."users"("user_id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "bo_inventories" ADD CONSTRAINT "bo_inventories_status" CHECK ("bo_inventories"."status" in (0, 4));
--> statement-breakpoint
ALTER TABLE "bo_inventories" ADD CONSTRAINT "bo_inventories_four_eyes" CHECK ("bo_inventories"."approved_by" is null or "bo_inventories"."approved_by" <> "bo_inventories"."created_by");
--> statement-breakpoint
ALTER TABLE "bo_inventories" ADD CONSTRAINT "bo_inventories_approved" CHECK ("bo_inventories"."status" = 4 or ("bo_inventories"."approved_by" is null and "bo_inventories"."approved_at" is null));
