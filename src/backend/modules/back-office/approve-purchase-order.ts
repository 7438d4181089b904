import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../http/errors.ts';
import { addOrderEvent, lockPurchaseOrder, PO_STATUS, requireStatus } from './purchase-order-data.ts';
import type { BoActor } from './bo-access.ts';

/**
 * Validation of purchase orders (achat, POST order-commande-confirmed): a second person confirms
 * a pending order (4). Its creator never may; the table's check says so too. An optional event
 * text is appended on confirming (§4).
 */
export async function approvePurchaseOrder(db: Db, opts: { actor: BoActor; purchaseOrderId: number; event: string }): Promise<{ status: number }> {
  return db.transaction(async (tx) => {
    const order = await lockPurchaseOrder(tx, opts.actor.groupId, opts.purchaseOrderId, 'purchaseOrderId');
    if (order.created_by === opts.actor.user.userId) {
      throw new AppError('forbidden', `purchaseOrderId: you created purchase order ${order.number}; another person must approve it`, 'purchaseOrderId', {
        key: 'errors.bo.approveOwn',
        params: { number: order.number },
      });
    }
    requireStatus(order, [PO_STATUS.PENDING], 'approving');
    await tx.execute(
      sql`update bo_purchase_orders set status = ${PO_STATUS.CONFIRMED}, approved_by = ${opts.actor.user.userId}, approved_at = now() where purchase_order_id = ${order.purchase_order_id}`,
    );
    await tx.execute(sql`update bo_purchase_order_lines set status = ${PO_STATUS.CONFIRMED} where purchase_order_id = ${order.purchase_order_id}`);
    await addOrderEvent(tx, opts.actor, order, 'confirmed', { key: 'po.event.approved', params: { name: opts.actor.user.name } });
    if (opts.event) await addOrderEvent(tx, opts.actor, order, 'event', opts.event);
    return { status: PO_STATUS.CONFIRMED };
  });
}
