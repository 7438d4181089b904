-- A hotel's availability stamp (availability_stamps) moves with every committed change to what a
-- quote reads: rates and restrictions, plans and their demand rules, room types, rooms and their
-- closures, stays, holds (the imported calendar blocks are confirmed holds), child bands, overbooking
-- allowances, the hotel and its business day. A statement that writes one of these tables records
-- here the hotels it changed, once per transaction and hotel (availability_touches); the touch's
-- deferred trigger (auberge_availability_bump) moves the stamp at commit. No write path can forget
-- it, and the stamp's row is locked for the commit only. The rows written come as the transition
-- table named changed (the new rows, or the old ones of a delete); a TRUNCATE touches every hotel.
CREATE OR REPLACE FUNCTION auberge_availability_touched() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    INSERT INTO availability_touches (tx, group_id)
      SELECT pg_current_xact_id()::text::bigint, h.group_id FROM hotels h
      ON CONFLICT DO NOTHING;
  ELSE
    INSERT INTO availability_touches (tx, group_id)
      SELECT DISTINCT pg_current_xact_id()::text::bigint, c.group_id FROM changed c WHERE c.group_id IS NOT NULL
      ON CONFLICT DO NOTHING;
  END IF;
  RETURN NULL;
END $$;

CREATE OR REPLACE TRIGGER business_days_availability_inserted AFTER INSERT ON business_days REFERENCING NEW TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION auberge_availability_touched();
CREATE OR REPLACE TRIGGER business_days_availability_updated AFTER UPDATE ON business_days REFERENCING NEW TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION auberge_availability_touched();
CREATE OR REPLACE TRIGGER business_days_availability_deleted AFTER DELETE ON business_days REFERENCING OLD TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION auberge_availability_touched();
CREATE OR REPLACE TRIGGER business_days_availability_truncated AFTER TRUNCATE ON business_days
  FOR EACH STATEMENT EXECUTE FUNCTION auberge_availability_touched();

CREATE OR REPLACE TRIGGER child_rate_bands_availability_inserted AFTER INSERT ON child_rate_bands REFERENCING NEW TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION auberge_availability_touched();
CREATE OR REPLACE TRIGGER child_rate_bands_availability_updated AFTER UPDATE ON child_rate_bands REFERENCING NEW TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION auberge_availability_touched();
CREATE OR REPLACE TRIGGER child_rate_bands_availability_deleted AFTER DELETE ON child_rate_bands REFERENCING OLD TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION auberge_availability_touched();
CREATE OR REPLACE TRIGGER child_rate_bands_availability_truncated AFTER TRUNCATE ON child_rate_bands
  FOR EACH STATEMENT EXECUTE FUNCTION auberge_availability_touched();

CREATE OR REPLACE TRIGGER demand_decisions_availability_inserted AFTER INSERT ON demand_decisions REFERENCING NEW TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION auberge_availability_touched();
CREATE OR REPLACE TRIGGER demand_decisions_availability_updated AFTER UPDATE ON demand_decisions REFERENCING NEW TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION auberge_availability_touched();
CREATE OR REPLACE TRIGGER demand_decisions_availability_deleted AFTER DELETE ON demand_decisions REFERENCING OLD TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION auberge_availability_touched();
CREATE OR REPLACE TRIGGER demand_decisions_availability_truncated AFTER TRUNCATE ON demand_decisions
  FOR EACH STATEMENT EXECUTE FUNCTION auberge_availability_touched();

CREATE OR REPLACE TRIGGER demand_rules_availability_inserted AFTER INSERT ON demand_rules REFERENCING NEW TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION auberge_availability_touched();
CREATE OR REPLACE TRIGGER demand_rules_availability_updated AFTER UPDATE ON demand_rules REFERENCING NEW TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION auberge_availability_touched();
CREATE OR REPLACE TRIGGER demand_rules_availability_deleted AFTER DELETE ON demand_rules REFERENCING OLD TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION auberge_availability_touched();
CREATE OR REPLACE TRIGGER demand_rules_availability_truncated AFTER TRUNCATE ON demand_rules
  FOR EACH STATEMENT EXECUTE FUNCTION auberge_availability_touched();

CREATE OR REPLACE TRIGGER hotels_availability_inserted AFTER INSERT ON hotels REFERENCING NEW TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION auberge_availability_touched();
CREATE OR REPLACE TRIGGER hotels_availability_updated AFTER UPDATE ON hotels REFERENCING NEW TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION auberge_availability_touched();
CREATE OR REPLACE TRIGGER hotels_availability_deleted AFTER DELETE ON hotels REFERENCING OLD TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION auberge_availability_touched();
CREATE OR REPLACE TRIGGER hotels_availability_truncated AFTER TRUNCATE ON hotels
  FOR EACH STATEMENT EXECUTE FUNCTION auberge_availability_touched();

CREATE OR REPLACE TRIGGER inventory_holds_availability_inserted AFTER INSERT ON inventory_holds REFERENCING NEW TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION auberge_availability_touched();
CREATE OR REPLACE TRIGGER inventory_holds_availability_updated AFTER UPDATE ON inventory_holds REFERENCING NEW TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION auberge_availability_touched();
CREATE OR REPLACE TRIGGER inventory_holds_availability_deleted AFTER DELETE ON inventory_holds REFERENCING OLD TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION auberge_availability_touched();
CREATE OR REPLACE TRIGGER inventory_holds_availability_truncated AFTER TRUNCATE ON inventory_holds
  FOR EACH STATEMENT EXECUTE FUNCTION auberge_availability_touched();

CREATE OR REPLACE TRIGGER overbooking_allowances_availability_inserted AFTER INSERT ON overbooking_allowances REFERENCING NEW TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION auberge_availability_touched();
CREATE OR REPLACE TRIGGER overbooking_allowances_availability_updated AFTER UPDATE ON overbooking_allowances REFERENCING NEW TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION auberge_availability_touched();
CREATE OR REPLACE TRIGGER overbooking_allowances_availability_deleted AFTER DELETE ON overbooking_allowances REFERENCING OLD TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION auberge_availability_touched();
CREATE OR REPLACE TRIGGER overbooking_allowances_availability_truncated AFTER TRUNCATE ON overbooking_allowances
  FOR EACH STATEMENT EXECUTE FUNCTION auberge_availability_touched();

CREATE OR REPLACE TRIGGER plan_rates_availability_inserted AFTER INSERT ON plan_rates REFERENCING NEW TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION auberge_availability_touched();
CREATE OR REPLACE TRIGGER plan_rates_availability_updated AFTER UPDATE ON plan_rates REFERENCING NEW TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION auberge_availability_touched();
CREATE OR REPLACE TRIGGER plan_rates_availability_deleted AFTER DELETE ON plan_rates REFERENCING OLD TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION auberge_availability_touched();
CREATE OR REPLACE TRIGGER plan_rates_availability_truncated AFTER TRUNCATE ON plan_rates
  FOR EACH STATEMENT EXECUTE FUNCTION auberge_availability_touched();

CREATE OR REPLACE TRIGGER rate_plans_availability_inserted AFTER INSERT ON rate_plans REFERENCING NEW TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION auberge_availability_touched();
CREATE OR REPLACE TRIGGER rate_plans_availability_updated AFTER UPDATE ON rate_plans REFERENCING NEW TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION auberge_availability_touched();
CREATE OR REPLACE TRIGGER rate_plans_availability_deleted AFTER DELETE ON rate_plans REFERENCING OLD TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION auberge_availability_touched();
CREATE OR REPLACE TRIGGER rate_plans_availability_truncated AFTER TRUNCATE ON rate_plans
  FOR EACH STATEMENT EXECUTE FUNCTION auberge_availability_touched();

CREATE OR REPLACE TRIGGER rate_restrictions_availability_inserted AFTER INSERT ON rate_restrictions REFERENCING NEW TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION auberge_availability_touched();
CREATE OR REPLACE TRIGGER rate_restrictions_availability_updated AFTER UPDATE ON rate_restrictions REFERENCING NEW TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION auberge_availability_touched();
CREATE OR REPLACE TRIGGER rate_restrictions_availability_deleted AFTER DELETE ON rate_restrictions REFERENCING OLD TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION auberge_availability_touched();
CREATE OR REPLACE TRIGGER rate_restrictions_availability_truncated AFTER TRUNCATE ON rate_restrictions
  FOR EACH STATEMENT EXECUTE FUNCTION auberge_availability_touched();

CREATE OR REPLACE TRIGGER reservations_availability_inserted AFTER INSERT ON reservations REFERENCING NEW TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION auberge_availability_touched();
CREATE OR REPLACE TRIGGER reservations_availability_updated AFTER UPDATE ON reservations REFERENCING NEW TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION auberge_availability_touched();
CREATE OR REPLACE TRIGGER reservations_availability_deleted AFTER DELETE ON reservations REFERENCING OLD TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION auberge_availability_touched();
CREATE OR REPLACE TRIGGER reservations_availability_truncated AFTER TRUNCATE ON reservations
  FOR EACH STATEMENT EXECUTE FUNCTION auberge_availability_touched();

CREATE OR REPLACE TRIGGER room_closures_availability_inserted AFTER INSERT ON room_closures REFERENCING NEW TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION auberge_availability_touched();
CREATE OR REPLACE TRIGGER room_closures_availability_updated AFTER UPDATE ON room_closures REFERENCING NEW TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION auberge_availability_touched();
CREATE OR REPLACE TRIGGER room_closures_availability_deleted AFTER DELETE ON room_closures REFERENCING OLD TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION auberge_availability_touched();
CREATE OR REPLACE TRIGGER room_closures_availability_truncated AFTER TRUNCATE ON room_closures
  FOR EACH STATEMENT EXECUTE FUNCTION auberge_availability_touched();

CREATE OR REPLACE TRIGGER room_rates_availability_inserted AFTER INSERT ON room_rates REFERENCING NEW TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION auberge_availability_touched();
CREATE OR REPLACE TRIGGER room_rates_availability_updated AFTER UPDATE ON room_rates REFERENCING NEW TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION auberge_availability_touched();
CREATE OR REPLACE TRIGGER room_rates_availability_deleted AFTER DELETE ON room_rates REFERENCING OLD TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION auberge_availability_touched();
CREATE OR REPLACE TRIGGER room_rates_availability_truncated AFTER TRUNCATE ON room_rates
  FOR EACH STATEMENT EXECUTE FUNCTION auberge_availability_touched();

CREATE OR REPLACE TRIGGER room_types_availability_inserted AFTER INSERT ON room_types REFERENCING NEW TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION auberge_availability_touched();
CREATE OR REPLACE TRIGGER room_types_availability_updated AFTER UPDATE ON room_types REFERENCING NEW TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION auberge_availability_touched();
CREATE OR REPLACE TRIGGER room_types_availability_deleted AFTER DELETE ON room_types REFERENCING OLD TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION auberge_availability_touched();
CREATE OR REPLACE TRIGGER room_types_availability_truncated AFTER TRUNCATE ON room_types
  FOR EACH STATEMENT EXECUTE FUNCTION auberge_availability_touched();

CREATE OR REPLACE TRIGGER rooms_availability_inserted AFTER INSERT ON rooms REFERENCING NEW TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION auberge_availability_touched();
CREATE OR REPLACE TRIGGER rooms_availability_updated AFTER UPDATE ON rooms REFERENCING NEW TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION auberge_availability_touched();
CREATE OR REPLACE TRIGGER rooms_availability_deleted AFTER DELETE ON rooms REFERENCING OLD TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION auberge_availability_touched();
CREATE OR REPLACE TRIGGER rooms_availability_truncated AFTER TRUNCATE ON rooms
  FOR EACH STATEMENT EXECUTE FUNCTION auberge_availability_touched();
