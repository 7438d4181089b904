-- Folio and order lines and order events carry their kind and values (issue 36): a catalogue key
-- and its parameters, said in the reader's language when shown. The description (an event's
-- message) keeps the English sentence (logs, API users), or the clerk's own words for one of no kind.
ALTER TABLE "order_charges" ADD COLUMN "text_key" text;
--> statement-breakpoint
ALTER TABLE "order_charges" ADD COLUMN "text_params" jsonb;
--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "text_key" text;
--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "text_params" jsonb;
--> statement-breakpoint
ALTER TABLE "order_events" ADD COLUMN "text_key" text;
--> statement-breakpoint
ALTER TABLE "order_events" ADD COLUMN "text_params" jsonb;
--> statement-breakpoint
-- The lines written before as English sentences get their kind from the sentence's known shape
-- (the shapes every writer used); a description of no known shape stays as typed. A discount names
-- the line it lowers as a line of its own, without the charge's internal id ('#20955').
CREATE FUNCTION auberge_line_text_of(d text) RETURNS jsonb LANGUAGE plpgsql IMMUTABLE AS $$
DECLARE
  m text[];
  inner_line jsonb;
BEGIN
  IF d = 'Room night' THEN RETURN jsonb_build_object('key', 'folio.line.roomNight', 'params', '{}'::jsonb); END IF;
  IF d = 'Cancellation fee' THEN RETURN jsonb_build_object('key', 'folio.line.cancellationFee', 'params', '{}'::jsonb); END IF;
  IF d = 'No-show fee' THEN RETURN jsonb_build_object('key', 'folio.line.noShowFee', 'params', '{}'::jsonb); END IF;
  m := regexp_match(d, '^City tax, (\d{1,6}) adult\(s\)$');
  IF m IS NULL THEN m := regexp_match(d, '^City tax \((\d{1,6}) × \d+\)$'); END IF;
  IF m IS NOT NULL THEN RETURN jsonb_build_object('key', 'folio.line.cityTax', 'params', jsonb_build_object('adults', m[1]::int)); END IF;
  m := regexp_match(d, '^Discount on (.+)$');
  IF m IS NOT NULL THEN
    m[1] := regexp_replace(m[1], ' #\d+$', '');
    inner_line := auberge_line_text_of(m[1]);
    RETURN jsonb_build_object('key', 'folio.line.discountOn', 'params', jsonb_build_object('what', coalesce(inner_line, to_jsonb(m[1]))));
  END IF;
  m := regexp_match(d, '^Early departure: (\d{1,6}) night\(s\) not used$');
  IF m IS NOT NULL THEN RETURN jsonb_build_object('key', 'folio.line.earlyDeparture', 'params', jsonb_build_object('nights', m[1]::int)); END IF;
  m := regexp_match(d, '^Room type (.+), day use$');
  IF m IS NOT NULL THEN RETURN jsonb_build_object('key', 'folio.line.roomTypeDayUse', 'params', jsonb_build_object('type', m[1])); END IF;
  m := regexp_match(d, '^Room type (.+), (\d{1,6}) night\(s\)$');
  IF m IS NOT NULL THEN RETURN jsonb_build_object('key', 'folio.line.roomTypeNights', 'params', jsonb_build_object('type', m[1], 'nights', m[2]::int)); END IF;
  m := regexp_match(d, '^(.+), (\d{1,6}) night\(s\)$');
  IF m IS NOT NULL THEN RETURN jsonb_build_object('key', 'folio.line.roomNights', 'params', jsonb_build_object('type', m[1], 'nights', m[2]::int)); END IF;
  m := regexp_match(d, '^RFID [^:]+: refund of (.+)$');
  IF m IS NOT NULL THEN RETURN jsonb_build_object('key', 'folio.line.walletRefund', 'params', jsonb_build_object('what', m[1])); END IF;
  m := regexp_match(d, '^RFID [^:]+: (.+)$');
  IF m IS NOT NULL THEN RETURN jsonb_build_object('key', 'folio.line.wallet', 'params', jsonb_build_object('what', m[1])); END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
-- A clerk's extra keeps the words typed ('Extra bed, 2 night(s)' is not a room night).
-- The kind is added to posted and invoiced charges too: their amounts, days and descriptions do not
-- change, so the freezing and posting triggers stay out of it.
ALTER TABLE "order_charges" DISABLE TRIGGER USER;
--> statement-breakpoint
UPDATE "order_charges" c SET "text_key" = l.t->>'key', "text_params" = l.t->'params'
  FROM (SELECT "charge_id", auberge_line_text_of("description") AS t FROM "order_charges" WHERE "kind" <> 'extra') l
  WHERE l."charge_id" = c."charge_id" AND l.t IS NOT NULL;
--> statement-breakpoint
-- The refunds' writer wrote 'RFID <tag>: <what> (<reason>)', a purchase's shape: a wallet line that gives money back is a refund.
UPDATE "order_charges" SET "text_key" = 'folio.line.walletRefund'
  WHERE "kind" = 'wallet' AND "amount_minor" < 0 AND "text_key" = 'folio.line.wallet';
--> statement-breakpoint
ALTER TABLE "order_charges" ENABLE TRIGGER USER;
--> statement-breakpoint
UPDATE "order_items" i SET "text_key" = l.t->>'key', "text_params" = l.t->'params'
  FROM (SELECT "item_id", auberge_line_text_of("description") AS t FROM "order_items" WHERE "kind" = 'room') l
  WHERE l."item_id" = i."item_id" AND l.t IS NOT NULL;
--> statement-breakpoint
-- Order events of the shapes the booking, the confirmation and the confirmation mail wrote; an
-- archive note (a clerk's words) and the invoices' events (their amounts written in English) stay.
CREATE FUNCTION auberge_event_text_of(d text) RETURNS jsonb LANGUAGE plpgsql IMMUTABLE AS $$
DECLARE
  m text[];
BEGIN
  m := regexp_match(d, '^Order (\S+) confirmed: (.+) \(room (.+)\), (\d{4}-\d{2}-\d{2}) to (\d{4}-\d{2}-\d{2})$');
  IF m IS NOT NULL THEN
    RETURN jsonb_build_object('key', 'folio.event.booked', 'params', jsonb_build_object('number', m[1], 'type', m[2], 'room', m[3],
      'from', jsonb_build_object('day', m[4]), 'to', jsonb_build_object('day', m[5])));
  END IF;
  m := regexp_match(d, '^Order (\S+) confirmed: (.+) \(no room yet\), (\d{4}-\d{2}-\d{2}) to (\d{4}-\d{2}-\d{2})$');
  IF m IS NOT NULL THEN
    RETURN jsonb_build_object('key', 'folio.event.bookedNoRoom', 'params', jsonb_build_object('number', m[1], 'type', m[2],
      'from', jsonb_build_object('day', m[3]), 'to', jsonb_build_object('day', m[4])));
  END IF;
  m := regexp_match(d, '^Order (\S+) confirmed \(number (generated|kept)\)$');
  IF m IS NOT NULL THEN RETURN jsonb_build_object('key', 'folio.event.confirmed', 'params', jsonb_build_object('number', m[1])); END IF;
  m := regexp_match(d, '^Order confirmation sent to (.+)$');
  IF m IS NOT NULL THEN RETURN jsonb_build_object('key', 'folio.event.mailSent', 'params', jsonb_build_object('to', m[1])); END IF;
  m := regexp_match(d, '^Order confirmation kept in the outbox for (.+) \(no SMTP server configured\)$');
  IF m IS NOT NULL THEN RETURN jsonb_build_object('key', 'folio.event.mailOutbox', 'params', jsonb_build_object('to', m[1])); END IF;
  m := regexp_match(d, '^Order confirmation to (\S+) failed: (.*)$');
  IF m IS NOT NULL THEN RETURN jsonb_build_object('key', 'folio.event.mailFailed', 'params', jsonb_build_object('to', m[1], 'error', m[2])); END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
UPDATE "order_events" e SET "text_key" = l.t->>'key', "text_params" = l.t->'params'
  FROM (SELECT "order_event_id", auberge_event_text_of("message") AS t FROM "order_events" WHERE "type" <> 'archive') l
  WHERE l."order_event_id" = e."order_event_id" AND l.t IS NOT NULL;
--> statement-breakpoint
DROP FUNCTION auberge_event_text_of(text);
--> statement-breakpoint
DROP FUNCTION auberge_line_text_of(text);
