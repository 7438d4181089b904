-- 0034_purchase_price_precision (issue 32, the money rule's last item): purchase prices declare
-- four decimals and keep them. A supplier's price of 1.2345 MAD per kilogram is no longer refused:
-- purchase order lines, delivery lines, products' purchase prices, internal orders' unit costs and
-- the stock ledger's unit costs are integers in units of 10^-4 of the currency (the columns say
-- so: *_e4). What they add up to (line values, order totals, delivery values, the ledger's values
-- and balances) stays in the currency's minor units, rounded half up once (src/lib/domain/purchase-price.ts).

-- The decimals of a currency, as src/lib/domain/currencies.ts answers them (its table, then
-- Intl's ISO 4217 data); tests/money-back-office.test.ts holds the two together.
CREATE FUNCTION auberge_currency_digits(p_code text) RETURNS integer LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE
    WHEN upper(p_code) IN ('AFN', 'ALL', 'BIF', 'CLP', 'COP', 'DJF', 'GNF', 'HUF', 'IDR', 'IQD', 'IRR', 'ISK', 'JPY', 'KMF', 'KPW', 'KRW',
      'LAK', 'LBP', 'MGA', 'MMK', 'PKR', 'PYG', 'RWF', 'SLL', 'SOS', 'SYP', 'UGX', 'VND', 'VUV', 'XAF', 'XOF', 'XPF', 'YER') THEN 0
    WHEN upper(p_code) IN ('BHD', 'JOD', 'KWD', 'LYD', 'OMR', 'TND') THEN 3
    ELSE 2
  END
$$;
--> statement-breakpoint
-- quantity × unit price (ten-thousandths) in minor units of a currency of p_digits decimals. The
-- product is exact (numeric multiplication), rounded once: round(numeric) takes a half away from
-- zero, as purchaseValueMinor does.
CREATE FUNCTION bo_purchase_value_minor(p_quantity numeric, p_price_e4 bigint, p_digits integer) RETURNS bigint LANGUAGE sql IMMUTABLE AS $$
  SELECT round(p_quantity * p_price_e4 * power(10::numeric, p_digits - 4))::bigint
$$;
--> statement-breakpoint
ALTER TABLE "bo_products" RENAME COLUMN "purchase_price_minor" TO "purchase_price_e4";
--> statement-breakpoint
ALTER TABLE "bo_purchase_order_lines" RENAME COLUMN "unit_price_minor" TO "unit_price_e4";
--> statement-breakpoint
ALTER TABLE "bo_delivery_lines" RENAME COLUMN "unit_cost_minor" TO "unit_cost_e4";
--> statement-breakpoint
ALTER TABLE "bo_internal_order_lines" RENAME COLUMN "unit_cost_minor" TO "unit_cost_e4";
--> statement-breakpoint
ALTER TABLE "bo_stock_movements" RENAME COLUMN "unit_cost_minor" TO "unit_cost_e4";
--> statement-breakpoint
-- The checks naming these columns follow the rename (bo_products_prices, bo_po_lines_quantity,
-- bo_delivery_lines_priced, bo_internal_lines_quantity). Existing prices were minor units: each
-- is multiplied by 10^(4 - the currency's decimals), ×100 for MAD and EUR. Zeros stay zeros and are
-- left alone, so a delivery line received at zero before costs were required (bo_delivery_lines_priced
-- is NOT VALID for those) is not checked again.
UPDATE "bo_products" p SET "purchase_price_e4" = p."purchase_price_e4" * power(10::numeric, 4 - auberge_currency_digits(h."currency"))::bigint
  FROM "hotels" h WHERE h."group_id" = p."group_id" AND p."purchase_price_e4" <> 0;
--> statement-breakpoint
UPDATE "bo_purchase_order_lines" l SET "unit_price_e4" = l."unit_price_e4" * power(10::numeric, 4 - auberge_currency_digits(o."currency"))::bigint
  FROM "bo_purchase_orders" o WHERE o."purchase_order_id" = l."purchase_order_id" AND l."unit_price_e4" <> 0;
--> statement-breakpoint
UPDATE "bo_delivery_lines" l SET "unit_cost_e4" = l."unit_cost_e4" * power(10::numeric, 4 - auberge_currency_digits(h."currency"))::bigint
  FROM "bo_deliveries" d JOIN "hotels" h ON h."group_id" = d."group_id" WHERE d."delivery_id" = l."delivery_id" AND l."unit_cost_e4" <> 0;
--> statement-breakpoint
UPDATE "bo_internal_order_lines" l SET "unit_cost_e4" = l."unit_cost_e4" * power(10::numeric, 4 - auberge_currency_digits(h."currency"))::bigint
  FROM "bo_internal_orders" o JOIN "hotels" h ON h."group_id" = o."group_id" WHERE o."internal_order_id" = l."internal_order_id" AND l."unit_cost_e4" <> 0;
--> statement-breakpoint
-- The ledger is append-only; this one restatement of its unit (not of any amount) passes its guard.
ALTER TABLE "bo_stock_movements" DISABLE TRIGGER "bo_stock_movements_append_only";
--> statement-breakpoint
UPDATE "bo_stock_movements" m SET "unit_cost_e4" = m."unit_cost_e4" * power(10::numeric, 4 - auberge_currency_digits(h."currency"))::bigint
  FROM "hotels" h WHERE h."group_id" = m."group_id" AND m."unit_cost_e4" <> 0;
--> statement-breakpoint
ALTER TABLE "bo_stock_movements" ENABLE TRIGGER "bo_stock_movements_append_only";
--> statement-breakpoint
-- The ledger's posting, as in 0010, with unit costs in ten-thousandths: an entry's value is
-- quantity × unit cost rounded half up in minor units; an issue leaves at the average cost, kept
-- to four decimals; values and balances stay in minor units.
CREATE OR REPLACE FUNCTION bo_post_movement() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  b_qty numeric;
  b_val bigint;
  may_go_negative boolean;
  new_qty numeric;
  digits integer;
BEGIN
  IF EXISTS (SELECT 1 FROM bo_closed_periods p WHERE p.group_id = NEW.group_id AND p.reopened_at IS NULL
             AND NEW.day BETWEEN p.from_day AND p.to_day) THEN
    RAISE EXCEPTION 'day: % lies inside a closed back-office period; reopen it first', NEW.day USING ERRCODE = 'AB002';
  END IF;
  SELECT auberge_currency_digits(currency) INTO digits FROM hotels WHERE group_id = NEW.group_id;
  digits := coalesce(digits, 2);
  INSERT INTO bo_stock_balances (product_id, store_id, group_id) VALUES (NEW.product_id, NEW.store_id, NEW.group_id)
    ON CONFLICT DO NOTHING;
  -- The balance row's lock serialises every movement of one product in one store.
  SELECT quantity, value_minor INTO b_qty, b_val FROM bo_stock_balances
    WHERE product_id = NEW.product_id AND store_id = NEW.store_id FOR UPDATE;
  SELECT allow_negative INTO may_go_negative FROM bo_stores WHERE store_id = NEW.store_id;
  new_qty := b_qty + NEW.quantity;
  IF new_qty < 0 AND NOT may_go_negative THEN
    RAISE EXCEPTION 'quantity: only % in stock of product % in store %; % cannot be issued', b_qty, NEW.product_id, NEW.store_id, -NEW.quantity
      USING ERRCODE = 'AB001';
  END IF;
  IF NEW.quantity > 0 THEN
    -- Entries carry their cost: a given value (a transfer's arrival keeps the departure's value) or quantity x unit cost.
    IF NEW.value_minor = 0 THEN
      NEW.value_minor := bo_purchase_value_minor(NEW.quantity, NEW.unit_cost_e4, digits);
    ELSE
      NEW.unit_cost_e4 := round(NEW.value_minor * power(10::numeric, 4 - digits) / NEW.quantity);
    END IF;
  ELSIF b_qty > 0 THEN
    -- Issues leave at the weighted average cost; the last units take whatever value is left.
    NEW.unit_cost_e4 := round(b_val * power(10::numeric, 4 - digits) / b_qty);
    IF new_qty <= 0 THEN
      NEW.value_minor := -b_val;
    ELSE
      NEW.value_minor := -round(b_val * (-NEW.quantity) / b_qty);
    END IF;
  ELSE
    NEW.value_minor := -bo_purchase_value_minor(-NEW.quantity, NEW.unit_cost_e4, digits);
  END IF;
  NEW.balance_after := new_qty;
  NEW.value_after_minor := b_val + NEW.value_minor;
  UPDATE bo_stock_balances SET quantity = new_qty, value_minor = NEW.value_after_minor, last_movement_id = NEW.movement_id
    WHERE product_id = NEW.product_id AND store_id = NEW.store_id;
  RETURN NEW;
END $$;
