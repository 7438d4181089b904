-- Invariants drizzle's schema language cannot express; the database is the last word on them.
CREATE EXTENSION IF NOT EXISTS btree_gist;
--> statement-breakpoint
-- No double booking, ever: one room never holds two active stays (expected, in-house, departed) over overlapping nights.
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_no_double_booking"
  EXCLUDE USING gist ("room_id" WITH =, "stay" WITH &&)
  WHERE ("room_id" IS NOT NULL AND "status" IN (0, 2, 3));
--> statement-breakpoint
CREATE INDEX "reservations_room_stay" ON "reservations" USING gist ("group_id", "stay");
--> statement-breakpoint
-- Audit events are append-only.
CREATE FUNCTION auberge_refuse_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION '% rows of % are append-only', TG_OP, TG_TABLE_NAME USING ERRCODE = 'P0001';
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "audit_events_append_only" BEFORE UPDATE OR DELETE ON "audit_events"
  FOR EACH ROW EXECUTE FUNCTION auberge_refuse_change();
--> statement-breakpoint
-- A closed business day is closed once: never changed or reopened.
CREATE TRIGGER "business_days_closed_once" BEFORE UPDATE OR DELETE ON "business_days"
  FOR EACH ROW EXECUTE FUNCTION auberge_refuse_change();
--> statement-breakpoint
CREATE INDEX "reservations_guest_name_lower" ON "reservations" ("group_id", lower("guest_name") text_pattern_ops);
