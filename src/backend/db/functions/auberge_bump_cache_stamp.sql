-- Every request starts from its signed-in user (hotel, point of sale, roles, preferred hotels and
-- points of sale), their side menu, the filter choices and their hotel's business date. Each server
-- process keeps these per user until the stamp named by TG_ARGV[0] ('session') moves: any write to a
-- table they come from moves it in the writing transaction, so a removed role, a deactivated user, an
-- edited menu or a closed day takes effect with the next request in every process.
CREATE OR REPLACE FUNCTION auberge_bump_cache_stamp() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "cache_stamps" SET "stamp" = "stamp" + 1 WHERE "name" = TG_ARGV[0];
  RETURN NULL;
END $$;

-- The tables the session's user, menu and filter choices are read from.
CREATE OR REPLACE TRIGGER business_days_session_stamp AFTER INSERT OR DELETE OR UPDATE OR TRUNCATE ON business_days
  FOR EACH STATEMENT EXECUTE FUNCTION auberge_bump_cache_stamp('session');
CREATE OR REPLACE TRIGGER hotels_session_stamp AFTER INSERT OR DELETE OR UPDATE OR TRUNCATE ON hotels
  FOR EACH STATEMENT EXECUTE FUNCTION auberge_bump_cache_stamp('session');
CREATE OR REPLACE TRIGGER market_segments_session_stamp AFTER INSERT OR DELETE OR UPDATE OR TRUNCATE ON market_segments
  FOR EACH STATEMENT EXECUTE FUNCTION auberge_bump_cache_stamp('session');
CREATE OR REPLACE TRIGGER menus_session_stamp AFTER INSERT OR DELETE OR UPDATE OR TRUNCATE ON menus
  FOR EACH STATEMENT EXECUTE FUNCTION auberge_bump_cache_stamp('session');
CREATE OR REPLACE TRIGGER roles_session_stamp AFTER INSERT OR DELETE OR UPDATE OR TRUNCATE ON roles
  FOR EACH STATEMENT EXECUTE FUNCTION auberge_bump_cache_stamp('session');
CREATE OR REPLACE TRIGGER room_types_session_stamp AFTER INSERT OR DELETE OR UPDATE OR TRUNCATE ON room_types
  FOR EACH STATEMENT EXECUTE FUNCTION auberge_bump_cache_stamp('session');
CREATE OR REPLACE TRIGGER service_points_session_stamp AFTER INSERT OR DELETE OR UPDATE OR TRUNCATE ON service_points
  FOR EACH STATEMENT EXECUTE FUNCTION auberge_bump_cache_stamp('session');
CREATE OR REPLACE TRIGGER user_menu_stats_session_stamp AFTER INSERT OR DELETE OR UPDATE OR TRUNCATE ON user_menu_stats
  FOR EACH STATEMENT EXECUTE FUNCTION auberge_bump_cache_stamp('session');
CREATE OR REPLACE TRIGGER user_preferred_hotels_session_stamp AFTER INSERT OR DELETE OR UPDATE OR TRUNCATE ON user_preferred_hotels
  FOR EACH STATEMENT EXECUTE FUNCTION auberge_bump_cache_stamp('session');
CREATE OR REPLACE TRIGGER user_preferred_pos_session_stamp AFTER INSERT OR DELETE OR UPDATE OR TRUNCATE ON user_preferred_pos
  FOR EACH STATEMENT EXECUTE FUNCTION auberge_bump_cache_stamp('session');
CREATE OR REPLACE TRIGGER user_roles_session_stamp AFTER INSERT OR DELETE OR UPDATE OR TRUNCATE ON user_roles
  FOR EACH STATEMENT EXECUTE FUNCTION auberge_bump_cache_stamp('session');
CREATE OR REPLACE TRIGGER users_session_stamp AFTER INSERT OR DELETE OR UPDATE OR TRUNCATE ON users
  FOR EACH STATEMENT EXECUTE FUNCTION auberge_bump_cache_stamp('session');
