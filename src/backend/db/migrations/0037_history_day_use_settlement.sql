-- 0037_history_day_use_settlement (issue 37): an imported history's day-use stay (0 nights, arrival =
-- departure) is a stay of its own once over (departed, cancelled, no-show), never one expected or in
-- house; a departed imported stay's settlement is a payment of its own method, 'imported_settlement'
-- (written by the history import only: the desk's methods stay the six of PAYMENT_METHOD_CODES).
ALTER TABLE "reservations" DROP CONSTRAINT "reservations_dates";--> statement-breakpoint
ALTER TABLE "payments" DROP CONSTRAINT "payments_method";--> statement-breakpoint
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_dates" CHECK ("reservations"."checkout" > "reservations"."checkin" or ("reservations"."checkout" = "reservations"."checkin" and "reservations"."status" in (3, 5, 6)));--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_method" CHECK ("payments"."method" in ('cash', 'card', 'transfer', 'cheque', 'rfid_wallet', 'company_account', 'imported_settlement'));
