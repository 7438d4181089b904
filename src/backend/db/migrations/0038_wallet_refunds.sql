-- 0038_wallet_refunds (issue 35 §2): a service point's wallet charge can be given back, wholly or in
-- part: a negative wallet movement naming the charge it refunds (refund_of). The amount check lets
-- such a row be negative; auberge_wallet_movement_allowed (its function file) keeps the refunds of a
-- charge within it and a disabled wallet from being charged.
ALTER TABLE "wallet_charges" ADD COLUMN "refund_of" integer;--> statement-breakpoint
ALTER TABLE "wallet_charges" ADD CONSTRAINT "wallet_charges_refund_of_fkey" FOREIGN KEY ("refund_of") REFERENCES "public"."wallet_charges"("wallet_charge_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "wallet_charges_refund_of" ON "wallet_charges" USING btree ("refund_of") WHERE "wallet_charges"."refund_of" is not null;--> statement-breakpoint
ALTER TABLE "wallet_charges" DROP CONSTRAINT "wallet_charges_amount";--> statement-breakpoint
ALTER TABLE "wallet_charges" ADD CONSTRAINT "wallet_charges_amount" CHECK ("wallet_charges"."amount_minor" > 0 or ("wallet_charges"."payment_id" is not null and "wallet_charges"."amount_minor" <> 0) or ("wallet_charges"."refund_of" is not null and "wallet_charges"."amount_minor" < 0));--> statement-breakpoint
ALTER TABLE "wallet_charges" ADD CONSTRAINT "wallet_charges_refund_negative" CHECK ("wallet_charges"."refund_of" is null or ("wallet_charges"."amount_minor" < 0 and "wallet_charges"."payment_id" is null));
