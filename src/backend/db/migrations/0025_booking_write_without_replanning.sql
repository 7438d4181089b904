-- The count of the units taken under the room type's lock (auberge_lock_booking) was planned again
-- at every booking: PL/pgSQL keeps a generic plan only when it is estimated no costlier than one
-- planned for the values, which a series of nights of unknown length never is. Its generic plan is
-- the one it needs whatever the stay (the (group_id, stay) GiST index, the type's rooms by index):
-- 0.03 ms to plan, where planning for the values took ~1 ms for a 0.2 ms count. A migration that
-- replaces the function must set it again (tests/prepared-statements.test.ts checks it).
ALTER FUNCTION auberge_lock_booking(int, int, int, boolean, date, date, timestamptz, int, int) SET plan_cache_mode = force_generic_plan;
