-- Every request starts the same way: its signed-in user (hotel, point of sale, roles, preferred
-- hotels and points of sale), their side menu (the catalogue, their own and their roles'
-- activations) and their hotel's business date. The server keeps these per user until the
-- 'session' stamp moves. Any write to a table they come from moves it, in the writing
-- transaction, and the session lookup reads it in the same statement. So a removed role, a
-- deactivated user, an edited menu or a closed day takes effect with the next request in every
-- server process.
CREATE TABLE IF NOT EXISTS "cache_stamps" (
  "name" text PRIMARY KEY,
  "stamp" bigint NOT NULL DEFAULT 0
);
--> statement-breakpoint
INSERT INTO "cache_stamps" ("name", "stamp") VALUES ('session', 0) ON CONFLICT DO NOTHING;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION auberge_bump_cache_stamp() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "cache_stamps" SET "stamp" = "stamp" + 1 WHERE "name" = TG_ARGV[0];
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "users_session_stamp" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "users" FOR EACH STATEMENT EXECUTE FUNCTION auberge_bump_cache_stamp('session');
--> statement-breakpoint
CREATE TRIGGER "hotels_session_stamp" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "hotels" FOR EACH STATEMENT EXECUTE FUNCTION auberge_bump_cache_stamp('session');
--> statement-breakpoint
CREATE TRIGGER "user_roles_session_stamp" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "user_roles" FOR EACH STATEMENT EXECUTE FUNCTION auberge_bump_cache_stamp('session');
--> statement-breakpoint
CREATE TRIGGER "roles_session_stamp" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "roles" FOR EACH STATEMENT EXECUTE FUNCTION auberge_bump_cache_stamp('session');
--> statement-breakpoint
CREATE TRIGGER "user_preferred_hotels_session_stamp" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "user_preferred_hotels" FOR EACH STATEMENT EXECUTE FUNCTION auberge_bump_cache_stamp('session');
--> statement-breakpoint
CREATE TRIGGER "user_preferred_pos_session_stamp" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "user_preferred_pos" FOR EACH STATEMENT EXECUTE FUNCTION auberge_bump_cache_stamp('session');
--> statement-breakpoint
CREATE TRIGGER "service_points_session_stamp" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "service_points" FOR EACH STATEMENT EXECUTE FUNCTION auberge_bump_cache_stamp('session');
--> statement-breakpoint
CREATE TRIGGER "menus_session_stamp" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "menus" FOR EACH STATEMENT EXECUTE FUNCTION auberge_bump_cache_stamp('session');
--> statement-breakpoint
CREATE TRIGGER "user_menu_stats_session_stamp" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "user_menu_stats" FOR EACH STATEMENT EXECUTE FUNCTION auberge_bump_cache_stamp('session');
--> statement-breakpoint
CREATE TRIGGER "business_days_session_stamp" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "business_days" FOR EACH STATEMENT EXECUTE FUNCTION auberge_bump_cache_stamp('session');
