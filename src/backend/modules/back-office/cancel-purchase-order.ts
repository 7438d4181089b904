import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../http/errors.ts';
import { rowsOf } from '../../core/rows.ts';
import { addOrderEvent, lockPurchaseOrder, PO_STATUS, requireStatus } from './purchase-order-data.ts';
import type { BoActor } from './bo-access.ts';

/** POST order-commande-cancelled: a purchase order with nothing delivered yet is cancelled (9). */
export async function cancelPurchaseOrder(db: Db, opts: { actor: BoActor; purchaseOrderId: number }): Promise<{ status: number }> {
  return db.transaction(async (tx) => {
    const order = await lockPurchaseOrder(tx, opts.actor.groupId, opts.purchaseOrderId, 'purchaseOrderId');
    requireStatus(order, [PO_STATUS.PREORDER, PO_STATUS.PENDING, PO_STATUS.CONFIRMED], 'cancelling');
    const [delivered] = await rowsOf<{ n: number }>(tx, sql`select count(*)::int as n from bo_deliveries where purchase_order_id = ${order.purchase_order_id}`);
    if ((delivered?.n ?? 0) > 0)
      throw new AppError('conflict', `Purchase order ${order.number} already has deliveries; it cannot be cancelled.`, undefined, {
        key: 'errors.bo.poDelivered',
        params: { number: order.number },
      });
    await tx.execute(sql`update bo_purchase_orders set status = ${PO_STATUS.CANCELLED} where purchase_order_id = ${order.purchase_order_id}`);
    await tx.execute(sql`update bo_purchase_order_lines set status = ${PO_STATUS.CANCELLED} where purchase_order_id = ${order.purchase_order_id}`);
    await addOrderEvent(tx, opts.actor, order, 'cancelled', { key: 'po.event.cancelled', params: {} });
    return { status: PO_STATUS.CANCELLED };
  });
}
