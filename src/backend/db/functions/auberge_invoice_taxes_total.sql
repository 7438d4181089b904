-- An issued invoice's tax rows add up to its net and tax amounts: the statement that writes them
-- writes all of them, and a row added later breaks the sum and is refused. An invoice (not a credit
-- note) never bills a tax rate below zero: that is the correction of an earlier invoice, a credit note's.
CREATE OR REPLACE FUNCTION auberge_invoice_taxes_total() RETURNS trigger LANGUAGE plpgsql AS $$
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
  SELECT i.number, t.tax_rate_bp INTO bad
    FROM new_rows t JOIN invoices i ON i.invoice_id = t.invoice_id
    WHERE i.kind = 'invoice' AND t.net_minor + t.tax_minor < 0 LIMIT 1;
  IF bad.number IS NOT NULL THEN
    RAISE EXCEPTION 'invoice % bills its % bp tax rate below zero: an invoice never does, correct the earlier invoice with a credit note', bad.number, bad.tax_rate_bp
      USING ERRCODE = '23514';
  END IF;
  RETURN NULL;
END;
$$;

CREATE OR REPLACE TRIGGER invoice_taxes_total AFTER INSERT ON invoice_taxes
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION auberge_invoice_taxes_total();
