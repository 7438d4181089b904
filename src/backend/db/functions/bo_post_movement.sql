-- The stock ledger's posting: every movement of a product in a store passes here, under the lock of
-- its balance row. A movement inside a closed back-office period is refused; an issue that would take
-- a store below zero is refused unless the store allows it. Entries carry their cost (quantity × unit
-- cost in ten-thousandths, rounded half up into minor units, or a given value); issues leave at the
-- weighted average cost, kept to four decimals; values and balances stay in minor units.
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

CREATE OR REPLACE TRIGGER "bo_stock_movements_post" BEFORE INSERT ON "bo_stock_movements"
  FOR EACH ROW EXECUTE FUNCTION bo_post_movement();
