import { and, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { customers, orderItems, orders, reservations } from '../../db/schema/index.ts';
import { notFound } from '../../http/errors.ts';
import { customerNameSql } from '../customers/index.ts';

/** Whose orders a call sees: one hotel, and for a partner user their own company's only. */
export interface OrderScope {
  groupId: number;
  partnerId: number | null;
}

/** A customer's display name: the company name, or first and last name. */
export const customerName = customerNameSql(customers);

/** An order a partner may see: booked for their company, or holding a stay their company booked. */
export function partnerCondition(partnerId: number | null): SQL | undefined {
  if (partnerId === null) return undefined;
  return or(
    eq(orders.customerId, partnerId),
    inArray(orders.orderId, sql`(select ${reservations.orderId} from ${reservations} where ${reservations.partnerId} = ${partnerId})`),
  );
}

/** The hotel an order belongs to (404 when there is none), so the route can check the user may work there. */
export async function findOrderGroup(db: Db, orderId: number): Promise<number> {
  const [row] = await db.select({ groupId: orders.groupId }).from(orders).where(eq(orders.orderId, orderId));
  if (!row) throw notFound(`No order has the id ${orderId}.`, { key: 'errors.notFound.order' });
  return row.groupId;
}

/** The order and hotel of an item (404 when there is none). */
export async function findItemOrder(db: Db, itemId: number): Promise<{ orderId: number; groupId: number }> {
  const [row] = await db.select({ orderId: orderItems.orderId, groupId: orderItems.groupId }).from(orderItems).where(eq(orderItems.itemId, itemId));
  if (!row) throw notFound(`No order item has the id ${itemId}.`, { key: 'errors.notFound.orderItem' });
  return row;
}

/** Whether the scope sees the order; outside it the order reads exactly like a missing one. */
export async function assertOrderInScope(db: Db, orderId: number, scope: OrderScope, what = `order ${orderId}`): Promise<void> {
  const [row] = await db
    .select({ id: orders.orderId })
    .from(orders)
    .where(and(eq(orders.orderId, orderId), eq(orders.groupId, scope.groupId), partnerCondition(scope.partnerId)));
  if (!row) throw notFound(`No ${what} in hotel ${scope.groupId}${scope.partnerId !== null ? ' for your company' : ''}.`, { key: 'errors.notFound.order' });
}

export const isoOrNull = (d: Date | null): string | null => d?.toISOString() ?? null;
