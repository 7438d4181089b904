import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { AppError, word } from '../../http/errors.ts';
import { rowsOf } from '../../core/rows.ts';

const TABLES = {
  supplier: ['bo_suppliers', 'supplier_id'],
  store: ['bo_stores', 'store_id'],
  family: ['bo_product_families', 'family_id'],
  product: ['bo_products', 'product_id'],
  pos: ['service_points', 'pos_id'],
  purchaseOrder: ['bo_purchase_orders', 'purchase_order_id'],
  delivery: ['bo_deliveries', 'delivery_id'],
  internalOrder: ['bo_internal_orders', 'internal_order_id'],
  closedPeriod: ['bo_closed_periods', 'closed_period_id'],
} as const;

export type OwnedKind = keyof typeof TABLES;

/**
 * Checks that a referenced row exists in the caller's hotel. A body's reference that is not
 * there is the caller's bad input (400 naming the field); a path id is a 404.
 */
export async function assertOwned(db: Db, kind: OwnedKind, id: number, groupId: number, field?: string): Promise<void> {
  const [table, key] = TABLES[kind];
  const rows = await rowsOf<{ ok: number }>(
    db,
    sql`select 1 as ok from ${sql.identifier(table)} where ${sql.identifier(key)} = ${id} and group_id = ${groupId}`,
  );
  if (rows.length > 0) return;
  const text = { key: 'errors.bo.noSuch', params: { thing: word(`errors.boThing.${kind}`) } } as const;
  if (field) throw new AppError('invalid_input', `${field}: no ${kind} ${id} in this hotel`, field, text);
  throw new AppError('not_found', `No ${kind} ${id} in this hotel.`, undefined, text);
}
