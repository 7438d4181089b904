import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { purchaseOrderLines, purchaseOrders } from '../../db/schema/index.ts';
import { nextBoNumber, rowsOf } from './bo-sql.ts';
import { assertOwned } from './owned.ts';
import { assertStockedProducts } from './post-movement.ts';
import { addOrderEvent, PO_STATUS } from './purchase-order-data.ts';
import type { BoActor } from './bo-access.ts';
import type { TPurchaseOrderRequest } from './back-office.schemas.ts';

/** New purchase (OrderSuplier, POST order-commande): a Preorder (1) in the hotel's currency. */
export async function createPurchaseOrder(db: Db, opts: { actor: BoActor; input: TPurchaseOrderRequest }): Promise<{ purchaseOrderId: number; number: string }> {
  const { actor, input } = opts;
  return db.transaction(async (tx) => {
    await assertOwned(tx, 'supplier', input.supplierId, actor.groupId, 'supplierId');
    await assertOwned(tx, 'store', input.storeId, actor.groupId, 'storeId');
    await assertStockedProducts(tx, actor.groupId, input.lines.map((l) => l.productId));
    const [hotel] = await rowsOf<{ currency: string }>(tx, sql`select currency from hotels where group_id = ${actor.groupId}`);
    const number = await nextBoNumber(tx, actor.groupId, 'PO');
    const totalMinor = input.lines.reduce((s, l) => s + Math.round(l.quantity * l.unitPriceMinor), 0);
    const [order] = await tx.insert(purchaseOrders).values({
      groupId: actor.groupId, number, supplierId: input.supplierId, storeId: input.storeId, status: PO_STATUS.PREORDER,
      currency: hotel?.currency ?? 'MAD', day: input.day, note: input.note, allowOverDelivery: input.allowOverDelivery, totalMinor, createdBy: actor.user.userId,
    }).returning({ id: purchaseOrders.purchaseOrderId });
    await tx.insert(purchaseOrderLines).values(input.lines.map((l) => ({
      purchaseOrderId: order!.id, productId: l.productId, quantity: String(l.quantity), unitPriceMinor: l.unitPriceMinor, status: PO_STATUS.PREORDER,
    })));
    await addOrderEvent(tx, actor, { purchase_order_id: order!.id, number }, 'created', `created with ${input.lines.length} line(s)`);
    return { purchaseOrderId: order!.id, number };
  });
}
