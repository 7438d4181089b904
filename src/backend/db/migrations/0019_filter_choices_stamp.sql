-- The reservations list's filter form offers the hotel's room types and market segments on every
-- page: they are kept with the session's user like its menu (migration 0018), so a change to
-- either table moves the 'session' stamp too.
CREATE TRIGGER "room_types_session_stamp" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "room_types" FOR EACH STATEMENT EXECUTE FUNCTION auberge_bump_cache_stamp('session');
--> statement-breakpoint
CREATE TRIGGER "market_segments_session_stamp" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "market_segments" FOR EACH STATEMENT EXECUTE FUNCTION auberge_bump_cache_stamp('session');
