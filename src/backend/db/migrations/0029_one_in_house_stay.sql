-- 0029_one_in_house_stay (issue 32, defect 7): one in-house stay per room. The no-double-booking
-- constraint compares nights, so a guest due out today and an arrival of today never overlap; the
-- physical rule (a room holds one checked-in party at a time) is this index.
-- A database written before it may hold rooms with two in-house stays (the defect let an arrival
-- check in beside the guest still due out): the stay checked in first keeps the room, the later
-- ones are expected again, as an undone check-in (audit 38) the desk sees in the audit log.
WITH ranked AS (
  SELECT s.reservation_id,
         row_number() OVER (PARTITION BY s.room_id ORDER BY s.checked_in_at NULLS LAST, s.checkin, s.reservation_id) AS n
  FROM reservations s
  WHERE s.status = 2 AND s.room_id IS NOT NULL
), undone AS (
  UPDATE reservations r SET status = 0, checked_in_at = NULL
  FROM ranked k
  WHERE r.reservation_id = k.reservation_id AND k.n > 1
  RETURNING r.group_id, r.item_id, r.number, r.room_id
)
INSERT INTO audit_events (group_id, user_name, type_id, message, message_key, message_params, item_id, item_number, detail)
SELECT u.group_id, 'migration 0029', 38, 'Check-in of reservation ' || u.number || ' undone',
       'audit.msg.stay.checkInUndone', jsonb_build_object('number', u.number), u.item_id, u.number,
       'room ' || m.name || ' still held another in-house stay (one in-house stay per room)'
FROM undone u JOIN rooms m ON m.room_id = u.room_id;
--> statement-breakpoint
CREATE UNIQUE INDEX "reservations_one_in_house_per_room" ON "reservations" ("room_id") WHERE "status" = 2 AND "room_id" IS NOT NULL;
