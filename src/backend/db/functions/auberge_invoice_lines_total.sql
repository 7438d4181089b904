-- An issued invoice is its lines: the statement that writes an invoice's lines writes all of them,
-- and they add up to its total. A line added later breaks the sum and is refused (lines never change
-- or go: auberge_refuse_change).
CREATE OR REPLACE FUNCTION auberge_invoice_lines_total() RETURNS trigger LANGUAGE plpgsql AS $$
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

CREATE OR REPLACE TRIGGER invoice_lines_total AFTER INSERT ON invoice_lines
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION auberge_invoice_lines_total();
