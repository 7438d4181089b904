import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { customers, orderEvents, orders, users } from '../../db/schema/index.ts';
import { assertOrderInScope, customerName, isoOrNull, type OrderScope } from './order-data.ts';
import { findCharges, findItems } from './order-lines.ts';
import { orderStatusName } from '../../core/order-status.ts';
import { chargesByDay, totalsOf } from './order-totals.ts';
import type { TOrderDto, TOrderEventDto } from './orders.schemas.ts';
import { textOf } from '../../../lib/i18n/stored-texts.ts';

/** One order as its folio shows it: customer, items with their stays, charges by day, events and totals. */
export async function findOrder(db: Db, opts: { orderId: number; scope: OrderScope }): Promise<TOrderDto> {
  await assertOrderInScope(db, opts.orderId, opts.scope);
  return readOrder(db, opts.orderId);
}

/** The same folio without the scope check, for a use case that has made it already. */
export async function readOrder(db: Db, orderId: number): Promise<TOrderDto> {
  const [head, items, charges, events] = await Promise.all([
    findOrderHead(db, orderId),
    findItems(db, { orderId }),
    findCharges(db, { orderId }),
    findEvents(db, orderId),
  ]);
  return { ...head, items, chargesByDay: chargesByDay(charges), events, totals: totalsOf(head.totalMinor, charges) };
}

async function findOrderHead(db: Db, orderId: number) {
  const [o] = await db
    .select({
      orderId: orders.orderId,
      groupId: orders.groupId,
      number: orders.number,
      type: orders.orderType,
      status: orders.status,
      currency: orders.currency,
      totalMinor: orders.totalMinor,
      createdAt: orders.createdAt,
      confirmedAt: orders.confirmedAt,
      customerId: customers.customerId,
      kind: customers.kind,
      name: customerName,
      email: customers.email,
      phone: customers.phone,
    })
    .from(orders)
    .leftJoin(customers, eq(customers.customerId, orders.customerId))
    .where(eq(orders.orderId, orderId));
  const r = o!;
  return {
    orderId: r.orderId,
    groupId: r.groupId,
    number: r.number,
    type: r.type,
    status: r.status,
    statusName: orderStatusName(r.status),
    currency: r.currency,
    customer: r.customerId === null ? null : { id: r.customerId, kind: r.kind!, name: r.name, email: r.email ?? '', phone: r.phone ?? '' },
    createdAt: r.createdAt.toISOString(),
    confirmedAt: isoOrNull(r.confirmedAt),
    totalMinor: Number(r.totalMinor),
  };
}

async function findEvents(db: Db, orderId: number): Promise<TOrderEventDto[]> {
  const rows = await db
    .select({
      id: orderEvents.orderEventId,
      type: orderEvents.type,
      message: orderEvents.message,
      textKey: orderEvents.textKey,
      textParams: orderEvents.textParams,
      userId: orderEvents.userId,
      userName: users.name,
      createdAt: orderEvents.createdAt,
    })
    .from(orderEvents)
    .leftJoin(users, eq(users.userId, orderEvents.userId))
    .where(eq(orderEvents.orderId, orderId))
    .orderBy(asc(orderEvents.createdAt), asc(orderEvents.orderEventId));
  return rows.map((e) => ({
    id: e.id,
    type: e.type,
    message: e.message,
    text: textOf({ description: e.message, textKey: e.textKey, textParams: e.textParams }),
    createdAt: e.createdAt.toISOString(),
    user: e.userId === null ? null : { userId: e.userId, name: e.userName ?? '' },
  }));
}
