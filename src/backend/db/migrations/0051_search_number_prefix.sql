-- The header search (search-reservations.ts): a booking or BO number that starts with the text, in
-- one hotel, any case. Without an index for it the OR of name, number and BO number read the
-- hotel's every stay (a sequential scan of the table, 84 ms at 100,000 stays); with these two and the
-- guest name's trigram index (0050) it is a BitmapOr of three index scans (6 ms).
CREATE INDEX IF NOT EXISTS "reservations_group_number_prefix" ON "reservations" USING btree ("group_id",lower("number") text_pattern_ops);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "reservations_group_bo_number_prefix" ON "reservations" USING btree ("group_id",lower("bo_number") text_pattern_ops);
