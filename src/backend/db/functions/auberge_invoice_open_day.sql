-- An invoice or credit note is dated on an open business day: a credit note moves the revenue of its
-- day, so one dated on a closed day would change figures its closing already stored. Compared with
-- the hotel's last closed day (max(day) on the (group_id, day) key: one row, whatever the group holds).
CREATE OR REPLACE FUNCTION auberge_invoice_open_day() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.day <= (SELECT max(b.day) FROM business_days b WHERE b.group_id = NEW.group_id) THEN
    RAISE EXCEPTION '% % is dated %, a closed business day of hotel %; issue it on the open business day',
      replace(NEW.kind, '_', ' '), NEW.number, NEW.day, NEW.group_id USING ERRCODE = '55000';
  END IF;
  RETURN NEW;
END;
$$;

CREATE OR REPLACE TRIGGER invoices_open_day BEFORE INSERT ON invoices
  FOR EACH ROW EXECUTE FUNCTION auberge_invoice_open_day();
