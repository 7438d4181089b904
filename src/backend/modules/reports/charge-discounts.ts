import { sql, type SQL } from 'drizzle-orm';

/**
 * SQL of the discounts on the charge aliased `charge` (a negative sum, 0 without any): a discount is
 * a charge of kind 'discount' on the same order whose description ends with '#<charge id>' (see
 * folio/discount-charge.ts), read through the order's charges index.
 */
export function discountsOf(charge: SQL): SQL {
  return sql`coalesce((
    select sum(dc.amount_minor) from order_charges dc
    where dc.order_id = ${charge}.order_id and dc.kind = 'discount' and dc.description like '%#' || ${charge}.charge_id
  ), 0)`;
}
