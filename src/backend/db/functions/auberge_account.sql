-- The account a hotel posts a kind of money to (family, tax rate, payment method, ledger): its own
-- setting in accounting_accounts, else the chart's default (auberge_default_account).
CREATE OR REPLACE FUNCTION auberge_account(p_group integer, p_kind text, p_key text)
RETURNS text LANGUAGE sql STABLE AS $$
  SELECT coalesce((SELECT account FROM accounting_accounts WHERE group_id = p_group AND kind = p_kind AND key = p_key), auberge_default_account(p_kind, p_key))
$$;
