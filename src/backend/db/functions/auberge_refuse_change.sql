-- Rows that are written once and never changed or deleted: audit events, closed business days,
-- accounting entries, issued invoices' lines and tax rows, wallet movements, the back office's stock
-- ledger.
CREATE OR REPLACE FUNCTION auberge_refuse_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION '% rows of % are append-only', TG_OP, TG_TABLE_NAME USING ERRCODE = 'P0001';
END;
$$;

CREATE OR REPLACE TRIGGER accounting_entries_append_only BEFORE DELETE OR UPDATE ON accounting_entries
  FOR EACH ROW EXECUTE FUNCTION auberge_refuse_change();
CREATE OR REPLACE TRIGGER audit_events_append_only BEFORE DELETE OR UPDATE ON audit_events
  FOR EACH ROW EXECUTE FUNCTION auberge_refuse_change();
CREATE OR REPLACE TRIGGER bo_stock_movements_append_only BEFORE DELETE OR UPDATE ON bo_stock_movements
  FOR EACH ROW EXECUTE FUNCTION auberge_refuse_change();
CREATE OR REPLACE TRIGGER business_days_closed_once BEFORE DELETE OR UPDATE ON business_days
  FOR EACH ROW EXECUTE FUNCTION auberge_refuse_change();
CREATE OR REPLACE TRIGGER invoice_lines_frozen BEFORE DELETE OR UPDATE ON invoice_lines
  FOR EACH ROW EXECUTE FUNCTION auberge_refuse_change();
CREATE OR REPLACE TRIGGER invoice_taxes_frozen BEFORE DELETE OR UPDATE ON invoice_taxes
  FOR EACH ROW EXECUTE FUNCTION auberge_refuse_change();
CREATE OR REPLACE TRIGGER wallet_charges_append_only BEFORE DELETE OR UPDATE ON wallet_charges
  FOR EACH ROW EXECUTE FUNCTION auberge_refuse_change();
