-- 0033_account_throttle (issue 33): sign-in throttling that slows, never locks the hotel out.
-- The keys are now 'user:<id>' (a known account), 'name:<name>' (a name no active user has) and
-- 'address:<address>' (the client's address, from X-Forwarded-For only through TRUSTED_PROXIES);
-- a key holds its failures, the last one's time and how long the next attempt must wait. The
-- old keys and their 15-minute locks mean nothing under the new rule: they go.
DELETE FROM "sign_in_throttle";
--> statement-breakpoint
ALTER TABLE "sign_in_throttle" RENAME COLUMN "window_start" TO "last_failure_at";
--> statement-breakpoint
ALTER TABLE "sign_in_throttle" RENAME COLUMN "locked_until" TO "wait_until";
--> statement-breakpoint
UPDATE "users" SET "failed_logins" = 0, "locked_until" = NULL WHERE "failed_logins" <> 0 OR "locked_until" IS NOT NULL;
--> statement-breakpoint
-- Sessions follow the account: a password reset, a role change or a lock moves this time, and an
-- access token issued before it is refused (the app's sessions and the provider's grants of the
-- user are deleted at the same moment).
ALTER TABLE "users" ADD COLUMN "sessions_valid_from" timestamp with time zone;
--> statement-breakpoint
-- Locked by an administrator: no sign-in, no API call, until unlocked.
ALTER TABLE "users" ADD COLUMN "locked" boolean DEFAULT false NOT NULL;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "app_sessions_user" ON "app_sessions" ("user_id");
