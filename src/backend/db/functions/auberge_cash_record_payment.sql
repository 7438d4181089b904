-- A cash payment or refund becomes a drawer movement in its own transaction: the payment path calls
-- this (cash-drawer/record-drawer-cash.ts) once it has said whether the user may take cash. Once per
-- payment (ON CONFLICT).
CREATE OR REPLACE FUNCTION auberge_cash_record_payment(p_payment integer) RETURNS void LANGUAGE sql AS $$
  INSERT INTO cash_movements (shift_id, group_id, kind, currency, amount_minor, hotel_amount_minor, day, payment_id, user_id, created_at)
  SELECT auberge_cash_shift_for(p.group_id, p.created_by, p.day), p.group_id, CASE WHEN p.amount_minor < 0 THEN 'refund' ELSE 'payment' END,
    p.currency, p.amount_minor, p.hotel_amount_minor, p.day, p.payment_id, p.created_by, p.created_at
  FROM payments p WHERE p.payment_id = p_payment AND p.method = 'cash'
  ON CONFLICT (payment_id) DO NOTHING
$$;
