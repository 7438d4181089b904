import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { addOrderEvent, lockPurchaseOrder } from './purchase-order-data.ts';
import type { BoActor } from './bo-access.ts';

/** Records an event text on an order (§7 event/{text}). */
export async function addPurchaseOrderEvent(db: Db, opts: { actor: BoActor; purchaseOrderId: number; text: string }): Promise<void> {
  await db.transaction(async (tx) => {
    const order = await lockPurchaseOrder(tx, opts.actor.groupId, opts.purchaseOrderId);
    await addOrderEvent(tx, opts.actor, order, 'event', opts.text);
  });
}

/** Archives or restores an order with an archive text (§7 PUT order/{id}?archive&archivetxt). */
export async function archivePurchaseOrder(db: Db, opts: { actor: BoActor; purchaseOrderId: number; archive: boolean; text: string }): Promise<void> {
  await db.transaction(async (tx) => {
    const order = await lockPurchaseOrder(tx, opts.actor.groupId, opts.purchaseOrderId);
    await tx.execute(sql`update bo_purchase_orders set archived = ${opts.archive} where purchase_order_id = ${order.purchase_order_id}`);
    // The archive text as typed; none: the kind says what happened.
    const what = opts.text || { key: opts.archive ? ('po.event.archived' as const) : ('po.event.restored' as const), params: {} };
    await addOrderEvent(tx, opts.actor, order, opts.archive ? 'archived' : 'restored', what);
  });
}
