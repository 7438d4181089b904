-- An audit event's message is kept in English (exports, search and the API read it as before), and,
-- for the events the server writes from a translation key, that key and its values too: the activity
-- report shows the message in the reader's language. Older events and support notes have neither.
ALTER TABLE "audit_events" ADD COLUMN IF NOT EXISTS "message_key" text;
--> statement-breakpoint
ALTER TABLE "audit_events" ADD COLUMN IF NOT EXISTS "message_params" jsonb;
