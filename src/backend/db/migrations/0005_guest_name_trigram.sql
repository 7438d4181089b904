-- The reservations list filters by guest name "contains" (front-office.md §5): a trigram index
-- answers '%text%' for three letters and more without reading every stay of the hotel.
-- pg_trgm is a trusted extension (PostgreSQL 13+) and ships with PGlite.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "reservations_guest_name_trgm" ON "reservations" USING gin (lower("guest_name") gin_trgm_ops);
