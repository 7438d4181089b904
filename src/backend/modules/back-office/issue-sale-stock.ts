import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { rowsOf } from '../../core/rows.ts';
import { qty } from './bo-sql.ts';
import { postMovement, type PostedMovement } from './post-movement.ts';

/**
 * Sales take stock: an extra sold at a service point takes its product from that point's store,
 * in the caller's transaction (the folio's add-extra use case calls this). Nothing happens for a
 * product that is not stocked or a point without a store; a store that forbids negative stock
 * refuses the sale (the ledger's AB001, a 409 through withLedgerErrors).
 */
export async function issueSaleStock(
  tx: Db,
  opts: { groupId: number; posId: number; productId: number; quantity: number; day: string; sourceId: number | null; userId: number; note?: string },
): Promise<PostedMovement | null> {
  const [target] = await rowsOf<{ store_id: number }>(
    tx,
    sql`
    select s.store_id from bo_stores s join bo_products p on p.product_id = ${opts.productId} and p.group_id = s.group_id and p.stocked
    where s.pos_id = ${opts.posId} and s.group_id = ${opts.groupId} and s.active`,
  );
  if (!target) return null;
  return postMovement(tx, {
    groupId: opts.groupId,
    productId: opts.productId,
    storeId: target.store_id,
    day: opts.day,
    kind: 'sale',
    quantity: -qty(opts.quantity),
    sourceType: 'folio',
    sourceId: opts.sourceId,
    note: opts.note ?? '',
    userId: opts.userId,
  });
}
