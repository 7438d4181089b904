-- Every request loads its signed-in user (hotel, service point, roles, preferred hotels and points
-- of sale) in one join. The server keeps each loaded user until the 'users' stamp moves; any write
-- to those tables moves it in the writing transaction, and the session lookup reads the stamp in
-- the same statement, so a removed role or a deactivated user takes effect with the next request
-- in every server process.
INSERT INTO "cache_stamps" ("name", "stamp") VALUES ('users', 0) ON CONFLICT DO NOTHING;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION auberge_bump_cache_stamp() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "cache_stamps" SET "stamp" = "stamp" + 1 WHERE "name" = TG_ARGV[0];
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "users_users_stamp" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "users" FOR EACH STATEMENT EXECUTE FUNCTION auberge_bump_cache_stamp('users');
--> statement-breakpoint
CREATE TRIGGER "hotels_users_stamp" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "hotels" FOR EACH STATEMENT EXECUTE FUNCTION auberge_bump_cache_stamp('users');
--> statement-breakpoint
CREATE TRIGGER "user_roles_users_stamp" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "user_roles" FOR EACH STATEMENT EXECUTE FUNCTION auberge_bump_cache_stamp('users');
--> statement-breakpoint
CREATE TRIGGER "roles_users_stamp" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "roles" FOR EACH STATEMENT EXECUTE FUNCTION auberge_bump_cache_stamp('users');
--> statement-breakpoint
CREATE TRIGGER "user_preferred_hotels_users_stamp" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "user_preferred_hotels" FOR EACH STATEMENT EXECUTE FUNCTION auberge_bump_cache_stamp('users');
--> statement-breakpoint
CREATE TRIGGER "user_preferred_pos_users_stamp" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "user_preferred_pos" FOR EACH STATEMENT EXECUTE FUNCTION auberge_bump_cache_stamp('users');
--> statement-breakpoint
CREATE TRIGGER "service_points_users_stamp" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "service_points" FOR EACH STATEMENT EXECUTE FUNCTION auberge_bump_cache_stamp('users');
