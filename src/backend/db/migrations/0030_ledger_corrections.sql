-- 0030_ledger_corrections (issue 32): corrections of billed money go through the credit note.
--
-- 1. A charge on an issued invoice never changes or disappears. Until now only a posted charge was
--    frozen (0007's auberge_charge_frozen); a stay's price edit deleted its invoiced, not yet posted
--    nights and wrote them again unlinked, and the next invoice billed them twice. Its money, day,
--    kind, text, tax, place (order, item, folio) and its invoice stay as issued; only its posting
--    (the closing) may still come. A credit note corrects the money, a new charge bills anew.
CREATE FUNCTION auberge_charge_invoiced() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE num text;
BEGIN
  IF TG_OP = 'UPDATE' AND (NEW.amount_minor, NEW.kind, NEW.day, NEW.description, NEW.quantity, NEW.unit_price_minor, NEW.tax_rate_bp, NEW.family,
      NEW.order_id, NEW.item_id, NEW.group_id, NEW.folio_no, NEW.invoice_id)
    IS NOT DISTINCT FROM (OLD.amount_minor, OLD.kind, OLD.day, OLD.description, OLD.quantity, OLD.unit_price_minor, OLD.tax_rate_bp, OLD.family,
      OLD.order_id, OLD.item_id, OLD.group_id, OLD.folio_no, OLD.invoice_id) THEN
    RETURN NEW;
  END IF;
  SELECT number INTO num FROM invoices WHERE invoice_id = OLD.invoice_id;
  RAISE EXCEPTION 'charge % (%, %) is on issued invoice % and cannot be %; issue a credit note on % and add a correcting charge instead',
    OLD.charge_id, OLD.description, OLD.day, coalesce(num, OLD.invoice_id::text), CASE TG_OP WHEN 'DELETE' THEN 'deleted' ELSE 'changed' END, coalesce(num, OLD.invoice_id::text)
    USING ERRCODE = '55000';
END;
$$;
--> statement-breakpoint
-- WHEN: the rows not invoiced (a booking's nights, every write before the invoice) never call it.
CREATE TRIGGER "order_charges_invoiced" BEFORE UPDATE OR DELETE ON "order_charges"
  FOR EACH ROW WHEN (OLD.invoice_id IS NOT NULL) EXECUTE FUNCTION auberge_charge_invoiced();
--> statement-breakpoint
-- 2. A discount names the charge it lowers (until now only its description's '#<charge id>' did).
ALTER TABLE "order_charges" ADD COLUMN "discount_of" integer;
--> statement-breakpoint
UPDATE "order_charges" SET "discount_of" = (regexp_match("description", '#([0-9]{1,9})$'))[1]::integer
  WHERE "kind" = 'discount' AND "description" ~ '#[0-9]{1,9}$';
--> statement-breakpoint
ALTER TABLE "order_charges" ADD CONSTRAINT "order_charges_discount_of" CHECK ("discount_of" IS NULL OR "kind" = 'discount');
--> statement-breakpoint
CREATE INDEX "order_charges_discount_of" ON "order_charges" ("discount_of") WHERE "discount_of" IS NOT NULL;
--> statement-breakpoint
-- A new discount lowers a charge of its own order that no issued invoice holds: an invoiced charge
-- is corrected by a credit note (a discount there took the folio below zero and made the next
-- invoice negative). No foreign key: a night a stay's edit drops may take its discount's target
-- away, and a key would make every charge's delete look for discounts.
CREATE FUNCTION auberge_discount_target() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE t record; num text;
BEGIN
  IF NEW.kind <> 'discount' THEN RETURN NEW; END IF;
  IF NEW.discount_of IS NULL THEN
    RAISE EXCEPTION 'a discount names the charge it lowers (discount_of)' USING ERRCODE = '23514';
  END IF;
  SELECT charge_id, order_id, invoice_id, kind INTO t FROM order_charges WHERE charge_id = NEW.discount_of;
  IF t.charge_id IS NULL OR t.order_id <> NEW.order_id OR t.kind = 'discount' THEN
    RAISE EXCEPTION 'discount of charge %, which is not a charge of order %', NEW.discount_of, NEW.order_id USING ERRCODE = '23514';
  END IF;
  IF t.invoice_id IS NOT NULL THEN
    SELECT number INTO num FROM invoices WHERE invoice_id = t.invoice_id;
    RAISE EXCEPTION 'charge % is on issued invoice %; a discount cannot lower it, issue a credit note on % instead', NEW.discount_of, coalesce(num, t.invoice_id::text), coalesce(num, t.invoice_id::text)
      USING ERRCODE = '55000';
  END IF;
  RETURN NEW;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "order_charges_discount_target" BEFORE INSERT OR UPDATE OF "discount_of", "kind" ON "order_charges"
  FOR EACH ROW WHEN (NEW.kind = 'discount') EXECUTE FUNCTION auberge_discount_target();
--> statement-breakpoint
-- 3. A credit note is a folio movement: folio balance = charges - payments - credit notes. The kept
--    totals of 0023 get the credit notes of each folio (the folio of the invoice they correct), and
--    their balance and the folio_balances view follow.
DROP VIEW "folio_balances";
--> statement-breakpoint
ALTER TABLE "folio_totals" DROP COLUMN "balance_minor";
--> statement-breakpoint
ALTER TABLE "folio_totals" ADD COLUMN "credited_minor" bigint NOT NULL DEFAULT 0;
--> statement-breakpoint
ALTER TABLE "folio_totals" ADD COLUMN "balance_minor" bigint GENERATED ALWAYS AS ("charges_minor" - "paid_minor" - "credited_minor") STORED;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "folio_totals_group_open" ON "folio_totals" ("group_id", "last_day") WHERE "balance_minor" <> 0;
--> statement-breakpoint
CREATE FUNCTION auberge_folio_totals_credited() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO folio_totals AS t (order_id, folio_no, group_id, credited_minor, first_day, last_day)
    VALUES (NEW.order_id, coalesce(NEW.folio_no, 1), NEW.group_id, NEW.total_minor, NEW.day, NEW.day)
    ON CONFLICT (order_id, folio_no) DO UPDATE SET credited_minor = t.credited_minor + excluded.credited_minor,
      first_day = least(t.first_day, excluded.first_day), last_day = greatest(t.last_day, excluded.last_day);
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "invoices_folio_totals_credited" AFTER INSERT ON "invoices"
  FOR EACH ROW WHEN (NEW.kind = 'credit_note' AND NEW.order_id IS NOT NULL) EXECUTE FUNCTION auberge_folio_totals_credited();
--> statement-breakpoint
INSERT INTO folio_totals AS t (order_id, folio_no, group_id, credited_minor, first_day, last_day)
  SELECT order_id, coalesce(folio_no, 1), min(group_id), sum(total_minor), min(day), max(day) FROM invoices
  WHERE kind = 'credit_note' AND order_id IS NOT NULL GROUP BY 1, 2
  ON CONFLICT (order_id, folio_no) DO UPDATE SET credited_minor = excluded.credited_minor,
    first_day = least(t.first_day, excluded.first_day), last_day = greatest(t.last_day, excluded.last_day);
--> statement-breakpoint
CREATE VIEW "folio_balances" AS
  SELECT f.group_id, f.order_id, f.folio_no,
    coalesce(t.charges_minor, 0)::bigint AS charges_minor,
    coalesce(t.paid_minor, 0)::bigint AS paid_minor,
    coalesce(t.balance_minor, 0)::bigint AS balance_minor,
    coalesce(t.credited_minor, 0)::bigint AS credited_minor
  FROM (
    SELECT o.group_id, o.order_id, 1::smallint AS folio_no FROM orders o
    UNION SELECT x.group_id, x.order_id, x.folio_no FROM folios x
  ) f
  LEFT JOIN folio_totals t ON t.order_id = f.order_id AND t.folio_no = f.folio_no;
--> statement-breakpoint
-- A credit note lowers revenue on its business day: the day's figures read the credit notes of a day.
CREATE INDEX IF NOT EXISTS "invoices_credit_notes_day" ON "invoices" ("group_id", "day") WHERE "kind" = 'credit_note';
--> statement-breakpoint
-- 4. An invoice or credit note is dated on an open business day: a credit note moves the revenue of
--    its day, so one dated on a closed day would change figures its closing already stored.
CREATE FUNCTION auberge_invoice_open_day() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF EXISTS (SELECT 1 FROM business_days b WHERE b.group_id = NEW.group_id AND b.day >= NEW.day) THEN
    RAISE EXCEPTION '% % is dated %, a closed business day of hotel %; issue it on the open business day',
      replace(NEW.kind, '_', ' '), NEW.number, NEW.day, NEW.group_id USING ERRCODE = '55000';
  END IF;
  RETURN NEW;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "invoices_open_day" BEFORE INSERT ON "invoices"
  FOR EACH ROW EXECUTE FUNCTION auberge_invoice_open_day();
--> statement-breakpoint
-- 5. An issued invoice is its lines: 0007 froze lines and tax rows against UPDATE and DELETE, but a
--    line or a tax row could still be added to an issued invoice. The statement that writes an
--    invoice's lines (or its tax rows) writes all of them, and they add up to the invoice: total =
--    Σ lines, net and tax = Σ its rates. Whatever is added later breaks the sum and is refused.
CREATE FUNCTION auberge_invoice_lines_total() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE bad record;
BEGIN
  SELECT i.number, i.total_minor, sum(l.amount_minor) AS lines INTO bad
    FROM invoices i JOIN invoice_lines l ON l.invoice_id = i.invoice_id
    WHERE i.invoice_id IN (SELECT DISTINCT n.invoice_id FROM new_rows n)
    GROUP BY i.invoice_id, i.number, i.total_minor HAVING sum(l.amount_minor) <> i.total_minor LIMIT 1;
  IF bad.number IS NOT NULL THEN
    RAISE EXCEPTION 'the lines of invoice % add up to %, not its total %: an issued invoice never changes, issue a credit note', bad.number, bad.lines, bad.total_minor
      USING ERRCODE = '55000';
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "invoice_lines_total" AFTER INSERT ON "invoice_lines"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION auberge_invoice_lines_total();
--> statement-breakpoint
CREATE FUNCTION auberge_invoice_taxes_total() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE bad record;
BEGIN
  SELECT i.number INTO bad
    FROM invoices i JOIN invoice_taxes t ON t.invoice_id = i.invoice_id
    WHERE i.invoice_id IN (SELECT DISTINCT n.invoice_id FROM new_rows n)
    GROUP BY i.invoice_id, i.number, i.net_minor, i.tax_minor HAVING sum(t.net_minor) <> i.net_minor OR sum(t.tax_minor) <> i.tax_minor LIMIT 1;
  IF bad.number IS NOT NULL THEN
    RAISE EXCEPTION 'the tax rates of invoice % do not add up to its net and tax: an issued invoice never changes, issue a credit note', bad.number
      USING ERRCODE = '55000';
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "invoice_taxes_total" AFTER INSERT ON "invoice_taxes"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION auberge_invoice_taxes_total();
