-- Posting charges writes one sales entry per charge: the guest ledger against revenue (by family)
-- and VAT (by rate), on the accounts of the hotel's chart (its own settings joined once, the defaults
-- inlined). Set-based, so the night audit posting a hotel's whole day stays one statement.
CREATE OR REPLACE FUNCTION auberge_write_charge_entries(p_ids integer[]) RETURNS void LANGUAGE sql AS $$
  INSERT INTO accounting_entries (group_id, entry_no, day, journal, source, source_id, document_number, customer_id, order_id, account, label, debit_minor, credit_minor)
  SELECT c.group_id, c.n, c.posted_day, 'sales', 'charge', c.charge_id, c.doc, c.customer_id, c.order_id,
    coalesce(a.account, auberge_default_account(l.kind, l.key)), c.lbl, greatest(l.amount, 0), greatest(-l.amount, 0)
  FROM (
    SELECT p.charge_id, p.group_id, p.order_id, p.posted_day, p.amount_minor, p.tax_rate_bp, nextval('accounting_entry_no_seq') AS n,
      coalesce(o.number, o.order_id::text) AS doc, o.customer_id,
      p.description || ' ' || p.day::text || ' (order ' || coalesce(o.number, o.order_id::text) || ')' AS lbl,
      CASE WHEN p.tax_rate_bp = 0 THEN 0
        ELSE sign(p.amount_minor) * round(abs(p.amount_minor) * p.tax_rate_bp::numeric / (10000 + p.tax_rate_bp))::bigint END AS tax,
      CASE WHEN p.kind = 'city_tax' THEN 'city_tax' WHEN p.kind = 'discount' THEN 'discount' ELSE p.family END AS fam
    FROM order_charges p JOIN orders o ON o.order_id = p.order_id
    WHERE p.charge_id = ANY (p_ids) AND p.amount_minor <> 0
  ) c
  CROSS JOIN LATERAL (VALUES
    (1, 'ledger', 'guests', c.amount_minor),
    (2, 'family', c.fam, -(c.amount_minor - c.tax)),
    (3, 'tax', c.tax_rate_bp::text, -c.tax)
  ) AS l(line, kind, key, amount)
  LEFT JOIN accounting_accounts a ON a.group_id = c.group_id AND a.kind = l.kind AND a.key = l.key
  WHERE l.amount <> 0
  ORDER BY c.n, l.line;
$$;
