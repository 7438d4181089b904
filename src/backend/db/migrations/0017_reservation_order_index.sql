-- The stays of an order (a payment's guest, a folio's stays, an invoice's lines) were found by
-- scanning every reservation of the database: one index lookup instead.
CREATE INDEX IF NOT EXISTS "reservations_order" ON "reservations" USING btree ("order_id");
