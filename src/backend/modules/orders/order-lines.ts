import { asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { orderCharges, orderItems, reservations, rooms } from '../../db/schema/index.ts';
import type { TOrderChargeDto, TOrderItemDto } from './orders.schemas.ts';
import { textOf } from '../../../lib/i18n/stored-texts.ts';

const itemColumns = {
  itemId: orderItems.itemId,
  orderId: orderItems.orderId,
  kind: orderItems.kind,
  status: orderItems.status,
  description: orderItems.description,
  textKey: orderItems.textKey,
  textParams: orderItems.textParams,
  quantity: orderItems.quantity,
  unitPriceMinor: orderItems.unitPriceMinor,
  totalMinor: orderItems.totalMinor,
  serviceStart: sql<string | null>`${orderItems.serviceStart}::text`,
  serviceEnd: sql<string | null>`${orderItems.serviceEnd}::text`,
  stayId: reservations.reservationId,
  stayNumber: reservations.number,
  guestName: reservations.guestName,
  stayStatus: reservations.status,
  roomName: rooms.name,
  checkin: sql<string | null>`${reservations.checkin}::text`,
  checkout: sql<string | null>`${reservations.checkout}::text`,
};

const chargeColumns = {
  chargeId: orderCharges.chargeId,
  itemId: orderCharges.itemId,
  day: sql<string>`${orderCharges.day}::text`,
  kind: orderCharges.kind,
  description: orderCharges.description,
  textKey: orderCharges.textKey,
  textParams: orderCharges.textParams,
  amountMinor: orderCharges.amountMinor,
};

/** Items of an order (or one item), each with its stay when it is a room; in the order they were added. */
export async function findItems(db: Db, where: { orderId: number } | { itemId: number }): Promise<TOrderItemDto[]> {
  const rows = await db
    .select(itemColumns)
    .from(orderItems)
    .leftJoin(reservations, eq(reservations.itemId, orderItems.itemId))
    .leftJoin(rooms, eq(rooms.roomId, reservations.roomId))
    .where('orderId' in where ? eq(orderItems.orderId, where.orderId) : eq(orderItems.itemId, where.itemId))
    .orderBy(asc(orderItems.itemId));
  return rows.map((r) => ({
    itemId: r.itemId,
    orderId: r.orderId,
    kind: r.kind,
    status: r.status,
    description: r.description,
    text: textOf(r),
    quantity: r.quantity,
    unitPriceMinor: Number(r.unitPriceMinor),
    totalMinor: Number(r.totalMinor),
    serviceStart: r.serviceStart,
    serviceEnd: r.serviceEnd,
    reservation:
      r.stayId === null
        ? null
        : {
            id: r.stayId,
            number: r.stayNumber ?? '',
            guestName: r.guestName ?? '',
            status: r.stayStatus ?? 0,
            roomName: r.roomName,
            checkin: r.checkin ?? '',
            checkout: r.checkout ?? '',
          },
  }));
}

/** Dated charges of an order (or one item), by day then as posted. */
export async function findCharges(db: Db, where: { orderId: number } | { itemId: number }): Promise<TOrderChargeDto[]> {
  const rows = await db
    .select(chargeColumns)
    .from(orderCharges)
    .where('orderId' in where ? eq(orderCharges.orderId, where.orderId) : eq(orderCharges.itemId, where.itemId))
    .orderBy(asc(orderCharges.day), asc(orderCharges.chargeId));
  return rows.map(({ textKey, textParams, ...r }) => ({
    ...r,
    text: textOf({ description: r.description, textKey, textParams }),
    amountMinor: Number(r.amountMinor),
  }));
}
