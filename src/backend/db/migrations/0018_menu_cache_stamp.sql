-- Every page draws the user's side menu from the catalogue, the user's own activations and their
-- roles' activations: two queries per page for data that changes when an administrator edits it.
-- The server keeps each user's menu until this stamp moves; any write to those tables moves it, in
-- the writing transaction (so every server process sees the change with its next page).
CREATE TABLE IF NOT EXISTS "cache_stamps" (
  "name" text PRIMARY KEY,
  "stamp" bigint NOT NULL DEFAULT 0
);
--> statement-breakpoint
INSERT INTO "cache_stamps" ("name", "stamp") VALUES ('menus', 0) ON CONFLICT DO NOTHING;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION auberge_bump_menus_stamp() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "cache_stamps" SET "stamp" = "stamp" + 1 WHERE "name" = 'menus';
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "menus_cache_stamp" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "menus" FOR EACH STATEMENT EXECUTE FUNCTION auberge_bump_menus_stamp();
--> statement-breakpoint
CREATE TRIGGER "user_menu_stats_cache_stamp" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "user_menu_stats" FOR EACH STATEMENT EXECUTE FUNCTION auberge_bump_menus_stamp();
--> statement-breakpoint
CREATE TRIGGER "user_roles_cache_stamp" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "user_roles" FOR EACH STATEMENT EXECUTE FUNCTION auberge_bump_menus_stamp();
--> statement-breakpoint
CREATE TRIGGER "roles_cache_stamp" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "roles" FOR EACH STATEMENT EXECUTE FUNCTION auberge_bump_menus_stamp();
