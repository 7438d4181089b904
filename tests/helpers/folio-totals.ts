import type { TestApi } from './test-api.ts';

/**
 * The folios whose kept totals (folio_totals, kept by the database's triggers) differ from what
 * their charges, payments and credit notes add up to, or whose first_day and last_day do not hold
 * all their rows' days. Empty when every write kept them.
 */
export async function folioTotalsAdrift(api: TestApi): Promise<unknown[]> {
  return api.database.query(`
    with rows as (
      select order_id, folio_no, sum(charges)::text as charges, sum(paid)::text as paid, sum(credited)::text as credited,
        min(day)::text as first_day, max(day)::text as last_day from (
        select order_id, folio_no, day, amount_minor as charges, 0::bigint as paid, 0::bigint as credited from order_charges
        union all select order_id, folio_no, day, 0, hotel_amount_minor, 0 from payments
        union all select order_id, coalesce(folio_no, 1), day, 0, 0, total_minor from invoices where kind = 'credit_note' and order_id is not null
      ) m group by 1, 2
    )
    select order_id, folio_no, r.charges, r.paid, r.credited, r.first_day, r.last_day, t.charges_minor::text as kept_charges, t.paid_minor::text as kept_paid,
      t.credited_minor::text as kept_credited, t.first_day::text as kept_first_day, t.last_day::text as kept_last_day
    from rows r full join folio_totals t using (order_id, folio_no)
    where coalesce(r.charges, '0') <> coalesce(t.charges_minor::text, '0') or coalesce(r.paid, '0') <> coalesce(t.paid_minor::text, '0')
      or coalesce(r.credited, '0') <> coalesce(t.credited_minor::text, '0')
      or r.first_day < t.first_day::text or r.last_day > t.last_day::text or (r.order_id is not null and t.order_id is null)
    order by 1, 2`);
}
