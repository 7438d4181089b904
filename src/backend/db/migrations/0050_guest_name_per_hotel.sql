-- Issue 38, a hotel group: the list's "guest name contains" asked the trigram index for every
-- hotel's matching stays, then kept one hotel's (a bitmap of 100,000 stays for "haddad" in a group
-- of 50 hotels, to keep 2,671). With the hotel as the index's first column (btree_gin, a trusted
-- extension shipped with PostgreSQL and PGlite) the index gives one hotel's matches alone: 44
-- pages read instead of 211, 1.0 ms instead of 19.8 in the group. A search over every hotel (the
-- all_hotels permission) still reads it on the name alone.
CREATE EXTENSION IF NOT EXISTS btree_gin;
--> statement-breakpoint
DROP INDEX IF EXISTS "reservations_guest_name_trgm";
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "reservations_guest_name_trgm" ON "reservations" USING gin ("group_id", lower("guest_name") gin_trgm_ops);
