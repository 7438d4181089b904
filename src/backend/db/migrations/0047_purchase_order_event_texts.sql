-- Issue 36, the words people read: a purchase order's events, like the stays' order events
-- (migrations 0042, 0043), store their kind and values (text_key, text_params), said in the reader's
-- language; `message` keeps the English for logs and API users, or a clerk's own words (a note, an
-- archive text) when the event has no kind. Events written before take their kind from the English
-- their writers used; a message of no known shape keeps none and is shown as written.
ALTER TABLE "bo_purchase_order_events" ADD COLUMN IF NOT EXISTS "text_key" text;
--> statement-breakpoint
ALTER TABLE "bo_purchase_order_events" ADD COLUMN IF NOT EXISTS "text_params" jsonb;
--> statement-breakpoint
CREATE FUNCTION auberge_po_event_text_of(t text, m text) RETURNS jsonb LANGUAGE plpgsql IMMUTABLE AS $$
DECLARE
  r text[];
BEGIN
  IF t = 'created' THEN
    r := regexp_match(m, '^created with ([0-9]{1,6}) line\(s\)$');
    IF r IS NOT NULL THEN RETURN jsonb_build_object('key', 'po.event.created', 'params', jsonb_build_object('lines', r[1]::int)); END IF;
  ELSIF t = 'validated' AND m = 'validated; waiting for approval' THEN
    RETURN jsonb_build_object('key', 'po.event.validated', 'params', '{}'::jsonb);
  ELSIF t = 'confirmed' THEN
    r := regexp_match(m, '^approved by (.+)$');
    IF r IS NOT NULL THEN RETURN jsonb_build_object('key', 'po.event.approved', 'params', jsonb_build_object('name', r[1])); END IF;
  ELSIF t = 'delivery' THEN
    r := regexp_match(m, '^delivery (\S+) received \(([0-9]{1,6}) line\(s\)\)$');
    IF r IS NOT NULL THEN
      RETURN jsonb_build_object('key', 'po.event.delivery', 'params', jsonb_build_object('number', r[1], 'lines', r[2]::int));
    END IF;
  ELSIF t = 'cancelled' AND m = 'cancelled' THEN
    RETURN jsonb_build_object('key', 'po.event.cancelled', 'params', '{}'::jsonb);
  ELSIF t = 'mail' THEN
    r := regexp_match(m, '^mail sent to (.+)$');
    IF r IS NOT NULL THEN RETURN jsonb_build_object('key', 'po.event.mailSent', 'params', jsonb_build_object('to', r[1])); END IF;
    r := regexp_match(m, '^mail to (.+) kept in the outbox \(no SMTP server\)$');
    IF r IS NOT NULL THEN RETURN jsonb_build_object('key', 'po.event.mailOutbox', 'params', jsonb_build_object('to', r[1])); END IF;
    r := regexp_match(m, '^mail to (.+?) refused: (.*)$');
    IF r IS NOT NULL THEN
      RETURN jsonb_build_object('key', 'po.event.mailFailed', 'params', jsonb_build_object('to', r[1], 'error', r[2]));
    END IF;
  ELSIF t = 'archived' AND m = 'archived' THEN
    RETURN jsonb_build_object('key', 'po.event.archived', 'params', '{}'::jsonb);
  ELSIF t = 'restored' AND m = 'restored' THEN
    RETURN jsonb_build_object('key', 'po.event.restored', 'params', '{}'::jsonb);
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
UPDATE "bo_purchase_order_events" e SET "text_key" = l.t->>'key', "text_params" = l.t->'params'
  FROM (
    SELECT ev."event_id", auberge_po_event_text_of(ev."type", ev."message") AS t
    FROM "bo_purchase_order_events" ev WHERE ev."text_key" IS NULL
  ) l
  WHERE l."event_id" = e."event_id" AND l.t IS NOT NULL;
--> statement-breakpoint
DROP FUNCTION auberge_po_event_text_of(text, text);
