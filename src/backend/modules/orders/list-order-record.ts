import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { orderEvents, orderMessages, orders, payments, users, type OrderMessageStatus } from '../../db/schema/index.ts';
import type { TOrderArchiveDto, TOrderMessageDto, TOrderPaymentDto } from './order-record.schemas.ts';

/** The payments taken on an order (all its folios), in the order they were taken. */
export async function listOrderPayments(db: Db, orderId: number): Promise<TOrderPaymentDto[]> {
  const rows = await db
    .select({
      paymentId: payments.paymentId,
      day: sql<string>`${payments.day}::text`,
      method: payments.method,
      currency: payments.currency,
      amountMinor: payments.amountMinor,
      rate: sql<string>`${payments.rate}::text`,
      hotelAmountMinor: payments.hotelAmountMinor,
      reference: payments.reference,
      user: users.name,
      createdAt: payments.createdAt,
    })
    .from(payments)
    .leftJoin(users, eq(users.userId, payments.createdBy))
    .where(eq(payments.orderId, orderId))
    .orderBy(asc(payments.createdAt), asc(payments.paymentId));
  return rows.map((r) => ({
    ...r,
    currency: r.currency.trim(),
    amountMinor: Number(r.amountMinor),
    hotelAmountMinor: Number(r.hotelAmountMinor),
    createdAt: r.createdAt.toISOString(),
  }));
}

/** Archive notes of an order (order events of type 'archive'), oldest first. */
export async function listOrderArchives(db: Db, orderId: number): Promise<TOrderArchiveDto[]> {
  const rows = await db
    .select({ id: orderEvents.orderEventId, text: orderEvents.message, user: users.name, createdAt: orderEvents.createdAt })
    .from(orderEvents)
    .leftJoin(users, eq(users.userId, orderEvents.userId))
    .where(and(eq(orderEvents.orderId, orderId), eq(orderEvents.type, 'archive')))
    .orderBy(asc(orderEvents.createdAt), asc(orderEvents.orderEventId));
  return rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() }));
}

const messageColumns = {
  id: orderMessages.orderMessageId,
  orderId: orderMessages.orderId,
  orderNumber: orders.number,
  template: orderMessages.template,
  to: orderMessages.toAddress,
  subject: orderMessages.subject,
  body: orderMessages.body,
  status: orderMessages.status,
  error: orderMessages.error,
  user: users.name,
  createdAt: orderMessages.createdAt,
};

/** Mails about orders: of one order, or of the hotel by status (the outbox), newest first; at most 200. */
export async function listOrderMessages(
  db: Db,
  where: { orderId: number } | { groupId: number; status: OrderMessageStatus } | { id: number },
): Promise<TOrderMessageDto[]> {
  const rows = await db
    .select(messageColumns)
    .from(orderMessages)
    .innerJoin(orders, eq(orders.orderId, orderMessages.orderId))
    .leftJoin(users, eq(users.userId, orderMessages.userId))
    .where(
      'id' in where
        ? eq(orderMessages.orderMessageId, where.id)
        : 'orderId' in where
          ? eq(orderMessages.orderId, where.orderId)
          : and(eq(orderMessages.groupId, where.groupId), eq(orderMessages.status, where.status)),
    )
    .orderBy(desc(orderMessages.createdAt), desc(orderMessages.orderMessageId))
    .limit(200);
  return rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() }));
}
