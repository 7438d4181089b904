-- Issue 36, the words people read, continued. An audit event's detail is, like its message
-- (migration 0021), a catalogue key and its values when the server writes it, said in the reader's
-- language; `detail` keeps its English. Events are append-only: those recorded before keep their
-- English detail (pages mark it lang="en").
ALTER TABLE "audit_events" ADD COLUMN IF NOT EXISTS "detail_key" text;
--> statement-breakpoint
ALTER TABLE "audit_events" ADD COLUMN IF NOT EXISTS "detail_params" jsonb;
--> statement-breakpoint
-- An amount as the invoices wrote it in English ('MAD 1,620.00', '-€56.00', '1,620.00 MAD') as minor
-- units of the order's currency (the text's decimals are the currency's: the writer printed them all).
CREATE FUNCTION auberge_amount_of(a text, currency text) RETURNS jsonb LANGUAGE plpgsql IMMUTABLE AS $$
DECLARE
  m text[];
BEGIN
  m := regexp_match(translate(a, E'\u00a0\u202f', '  '), '^(-?)(?:[A-Z]{3} ?|[^0-9\s,.-]{1,3})?(-?)([0-9]{1,3}(?:,[0-9]{3})*|[0-9]+)(?:\.([0-9]{1,4}))?(?: ?[A-Z]{3})?$');
  IF m IS NULL OR length(replace(m[3], ',', '') || coalesce(m[4], '')) > 15 THEN RETURN NULL; END IF;
  RETURN jsonb_build_object('minor', (CASE WHEN m[1] = '-' OR m[2] = '-' THEN -1 ELSE 1 END) * (replace(m[3], ',', '') || coalesce(m[4], ''))::bigint,
    'currency', currency);
END;
$$;
--> statement-breakpoint
-- The invoices' order events of the shapes their writers used; a credit note's reason (the clerk's
-- words) and the bill-to's name stay as typed. A message of no known shape keeps no kind.
CREATE FUNCTION auberge_invoice_event_text_of(d text, currency text) RETURNS jsonb LANGUAGE plpgsql IMMUTABLE AS $$
DECLARE
  m text[];
  amount jsonb;
BEGIN
  m := regexp_match(d, '^Invoice (\S+) issued to (.+): ([^:]+)$');
  IF m IS NOT NULL THEN
    amount := auberge_amount_of(m[3], currency);
    IF amount IS NULL THEN RETURN NULL; END IF;
    RETURN jsonb_build_object('key', 'folio.event.invoiced', 'params', jsonb_build_object('number', m[1], 'name', m[2], 'amount', amount));
  END IF;
  -- The amount holds no plain space but around its currency's code ('MAD 120.50', '120.50 MAD'; Intl parts them by a no-break one).
  m := regexp_match(d, '^Credit note (\S+) on invoice (\S+): (-?(?:[A-Z]{3} )?[^ ]+(?: [A-Z]{3})?) \((.*)\)$');
  IF m IS NOT NULL THEN
    amount := auberge_amount_of(m[3], currency);
    IF amount IS NULL THEN RETURN NULL; END IF;
    RETURN jsonb_build_object('key', 'folio.event.credited',
      'params', jsonb_build_object('number', m[1], 'invoice', m[2], 'amount', amount, 'reason', m[4]));
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
UPDATE "order_events" e SET "text_key" = l.t->>'key', "text_params" = l.t->'params'
  FROM (
    SELECT ev."order_event_id", auberge_invoice_event_text_of(ev."message", trim(o."currency")) AS t
    FROM "order_events" ev JOIN "orders" o ON o."order_id" = ev."order_id"
    WHERE ev."type" IN ('invoiced', 'credit_note') AND ev."text_key" IS NULL
  ) l
  WHERE l."order_event_id" = e."order_event_id" AND l.t IS NOT NULL;
--> statement-breakpoint
DROP FUNCTION auberge_invoice_event_text_of(text, text);
--> statement-breakpoint
DROP FUNCTION auberge_amount_of(text, text);
