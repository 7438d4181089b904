import { sql, type SQL } from 'drizzle-orm';

/**
 * SQL of the discounts on the charge aliased `charge` (a negative sum, 0 without any): a discount is
 * a charge of kind 'discount' on the same order that names it in discount_of (see
 * folio/discount-charge.ts; one written before that column, by its description's '#<charge id>'),
 * read through the order's charges index.
 */
export function discountsOf(charge: SQL): SQL {
  return sql`coalesce((
    select sum(dc.amount_minor) from order_charges dc
    where dc.order_id = ${charge}.order_id and dc.kind = 'discount'
      and (dc.discount_of = ${charge}.charge_id or (dc.discount_of is null and dc.description like '%#' || ${charge}.charge_id))
  ), 0)`;
}
