-- The chart of accounts' defaults (French/Moroccan plan), apart from a hotel's own settings so that
-- set-based postings can join those settings and inline these (IMMUTABLE, one CASE).
CREATE OR REPLACE FUNCTION auberge_default_account(p_kind text, p_key text)
RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE p_kind
    WHEN 'family' THEN CASE p_key
      WHEN 'room' THEN '706100' WHEN 'food' THEN '706200' WHEN 'beverage' THEN '706300' WHEN 'minibar' THEN '706400'
      WHEN 'laundry' THEN '706500' WHEN 'service' THEN '706800' WHEN 'fee' THEN '708800' WHEN 'city_tax' THEN '447100'
      WHEN 'discount' THEN '709000' ELSE '708000' END
    WHEN 'tax' THEN '4457' || lpad(p_key, 4, '0')
    WHEN 'method' THEN CASE p_key
      WHEN 'cash' THEN '516100' WHEN 'card' THEN '511500' WHEN 'transfer' THEN '514100' WHEN 'cheque' THEN '511200'
      WHEN 'rfid_wallet' THEN '419100' WHEN 'company_account' THEN '411200' ELSE '471000' END
    WHEN 'ledger' THEN CASE p_key
      WHEN 'guests' THEN '411100' WHEN 'companies' THEN '411200' WHEN 'customers' THEN '411000' ELSE '471000' END
    ELSE '471000'
  END
$$;
