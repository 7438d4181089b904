import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { orderCharges, orderItems, orders } from '../../db/schema/index.ts';

/**
 * Posts what a wallet paid as a 'wallet' charge on the stay's folio (its order item), dated the hotel's
 * day, and keeps the item and order totals in step. Runs inside the wallet charge's transaction.
 */
export async function postWalletChargeToFolio(tx: Db, o: { groupId: number; orderId: number; itemId: number; day: string; description: string; amountMinor: number; posId: number | null; userId: number }): Promise<number> {
  const [row] = await tx.insert(orderCharges).values({
    groupId: o.groupId, orderId: o.orderId, itemId: o.itemId, day: o.day, kind: 'wallet', description: o.description, amountMinor: o.amountMinor,
    quantity: 1, unitPriceMinor: o.amountMinor, family: 'service', posId: o.posId, createdBy: o.userId,
  }).returning({ id: orderCharges.chargeId });
  await tx.update(orderItems).set({ totalMinor: sql`${orderItems.totalMinor} + ${o.amountMinor}` }).where(eq(orderItems.itemId, o.itemId));
  await tx.update(orders).set({ totalMinor: sql`${orders.totalMinor} + ${o.amountMinor}` }).where(eq(orders.orderId, o.orderId));
  return row!.id;
}
