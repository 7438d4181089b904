-- The decimals of a currency, as src/lib/domain/currencies.ts answers them (its table, then Intl's
-- ISO 4217 data); tests/money-back-office.test.ts holds the two together.
CREATE OR REPLACE FUNCTION auberge_currency_digits(p_code text) RETURNS integer LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE
    WHEN upper(p_code) IN ('AFN', 'ALL', 'BIF', 'CLP', 'COP', 'DJF', 'GNF', 'HUF', 'IDR', 'IQD', 'IRR', 'ISK', 'JPY', 'KMF', 'KPW', 'KRW',
      'LAK', 'LBP', 'MGA', 'MMK', 'PKR', 'PYG', 'RWF', 'SLL', 'SOS', 'SYP', 'UGX', 'VND', 'VUV', 'XAF', 'XOF', 'XPF', 'YER') THEN 0
    WHEN upper(p_code) IN ('BHD', 'JOD', 'KWD', 'LYD', 'OMR', 'TND') THEN 3
    ELSE 2
  END
$$;
