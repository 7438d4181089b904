-- An issued invoice or credit note never changes (but its grouping under a debtor invoice) and is
-- never deleted: a correction is a credit note.
CREATE OR REPLACE FUNCTION auberge_invoice_frozen() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' OR (to_jsonb(NEW) - 'grouped_in') IS DISTINCT FROM (to_jsonb(OLD) - 'grouped_in') THEN
    RAISE EXCEPTION 'invoice % is issued and cannot change; issue a credit note', OLD.number USING ERRCODE = '55000';
  END IF;
  RETURN NEW;
END;
$$;

CREATE OR REPLACE TRIGGER invoices_frozen BEFORE DELETE OR UPDATE ON invoices
  FOR EACH ROW EXECUTE FUNCTION auberge_invoice_frozen();
