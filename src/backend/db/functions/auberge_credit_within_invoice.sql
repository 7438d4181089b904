-- A credit note cites an invoice of its own hotel and, with the credit notes before it, never exceeds
-- it. The cited invoice's row is locked, so two credit notes of one invoice take turns.
CREATE OR REPLACE FUNCTION auberge_credit_within_invoice() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE inv record; credited bigint;
BEGIN
  IF NEW.kind <> 'credit_note' THEN RETURN NEW; END IF;
  SELECT invoice_id, group_id, kind, total_minor INTO inv FROM invoices WHERE invoice_id = NEW.credited_invoice_id FOR UPDATE;
  IF inv.invoice_id IS NULL OR inv.kind <> 'invoice' OR inv.group_id <> NEW.group_id THEN
    RAISE EXCEPTION 'credit note cites invoice %, which is not an invoice of hotel %', NEW.credited_invoice_id, NEW.group_id USING ERRCODE = '23514';
  END IF;
  SELECT coalesce(sum(total_minor), 0) INTO credited FROM invoices WHERE credited_invoice_id = NEW.credited_invoice_id;
  IF NEW.total_minor <= 0 OR credited + NEW.total_minor > inv.total_minor THEN
    RAISE EXCEPTION 'credit note of % exceeds what is left of invoice % (% of %)', NEW.total_minor, NEW.credited_invoice_id, inv.total_minor - credited, inv.total_minor USING ERRCODE = '23514';
  END IF;
  RETURN NEW;
END;
$$;

CREATE OR REPLACE TRIGGER invoices_credit_within BEFORE INSERT ON invoices
  FOR EACH ROW EXECUTE FUNCTION auberge_credit_within_invoice();
