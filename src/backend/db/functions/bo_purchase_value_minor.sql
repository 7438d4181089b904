-- quantity × unit price (ten-thousandths of the currency) in minor units of a currency of p_digits
-- decimals. The product is exact (numeric multiplication), rounded once: round(numeric) takes a half
-- away from zero, as purchaseValueMinor (src/lib/domain/purchase-price.ts) does.
CREATE OR REPLACE FUNCTION bo_purchase_value_minor(p_quantity numeric, p_price_e4 bigint, p_digits integer) RETURNS bigint LANGUAGE sql IMMUTABLE AS $$
  SELECT round(p_quantity * p_price_e4 * power(10::numeric, p_digits - 4))::bigint
$$;
