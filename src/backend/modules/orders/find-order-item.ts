import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { orders } from '../../db/schema/index.ts';
import { assertOrderInScope, type OrderScope } from './order-data.ts';
import { findCharges, findItems } from './order-lines.ts';
import type { TOrderItemDetailDto } from './orders.schemas.ts';

/** One item of an order with its stay and its dated charges (the screen polls it while a stay is open). */
export async function findOrderItem(db: Db, opts: { itemId: number; orderId: number; scope: OrderScope }): Promise<TOrderItemDetailDto> {
  await assertOrderInScope(db, opts.orderId, opts.scope, `order item ${opts.itemId}`);
  const [[item], charges, [order]] = await Promise.all([
    findItems(db, { itemId: opts.itemId }),
    findCharges(db, { itemId: opts.itemId }),
    db.select({ number: orders.number, currency: orders.currency }).from(orders).where(eq(orders.orderId, opts.orderId)),
  ]);
  return { ...item!, orderNumber: order!.number, currency: order!.currency, charges };
}
