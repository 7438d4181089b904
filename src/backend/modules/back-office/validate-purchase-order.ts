import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { rowsOf } from '../../core/rows.ts';
import { addOrderEvent, lockPurchaseOrder, PO_STATUS, requireStatus } from './purchase-order-data.ts';
import type { BoActor } from './bo-access.ts';

/**
 * Validate purchase (ServiceAchat, the achat save): the lines go to Pending (0) and, as the old
 * app did, the order takes its first line's status; it now waits for a second person's approval.
 */
export async function validatePurchaseOrder(db: Db, opts: { actor: BoActor; purchaseOrderId: number }): Promise<{ status: number }> {
  return db.transaction(async (tx) => {
    const order = await lockPurchaseOrder(tx, opts.actor.groupId, opts.purchaseOrderId);
    requireStatus(order, [PO_STATUS.PREORDER], 'validating');
    await tx.execute(sql`update bo_purchase_order_lines set status = ${PO_STATUS.PENDING} where purchase_order_id = ${order.purchase_order_id}`);
    const [first] = await rowsOf<{ status: number }>(
      tx,
      sql`
      update bo_purchase_orders o set status = (select l.status from bo_purchase_order_lines l where l.purchase_order_id = o.purchase_order_id order by l.line_id limit 1)
      where o.purchase_order_id = ${order.purchase_order_id} returning o.status`,
    );
    await addOrderEvent(tx, opts.actor, order, 'validated', { key: 'po.event.validated', params: {} });
    return { status: first!.status };
  });
}
