import { asc, desc, eq, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { docTypes, orderCharges, orderItems, orders, reservationGuests, reservationTags } from '../../db/schema/index.ts';
import type { TRegisteredGuestDto, TReservationOrderDto, TStayChargeDto } from './reservation-detail.schemas.ts';

const day = (c: AnyPgColumn) => sql<string | null>`${c}::text`;

/** An order's header and its items, in the order they were added. */
export async function findOrder(db: Db, orderId: number): Promise<TReservationOrderDto> {
  const [head, items] = await Promise.all([
    db.select({ id: orders.orderId, number: orders.number, status: orders.status, currency: orders.currency, totalMinor: orders.totalMinor, createdAt: orders.createdAt })
      .from(orders).where(eq(orders.orderId, orderId)),
    findOrderItems(db, orderId),
  ]);
  const { createdAt, ...order } = head[0]!;
  return { ...order, totalMinor: Number(order.totalMinor), created: createdAt.toISOString(), items };
}

async function findOrderItems(db: Db, orderId: number): Promise<TReservationOrderDto['items']> {
  const rows = await db
    .select({
      itemId: orderItems.itemId, kind: orderItems.kind, description: orderItems.description, status: orderItems.status, quantity: orderItems.quantity,
      unitPriceMinor: orderItems.unitPriceMinor, totalMinor: orderItems.totalMinor, serviceStart: day(orderItems.serviceStart), serviceEnd: day(orderItems.serviceEnd),
    })
    .from(orderItems)
    .where(eq(orderItems.orderId, orderId))
    .orderBy(asc(orderItems.itemId));
  return rows.map((r) => ({ ...r, unitPriceMinor: Number(r.unitPriceMinor), totalMinor: Number(r.totalMinor) }));
}

/** The dated charges of one item (a stay), by day. */
export async function findItemCharges(db: Db, itemId: number): Promise<TStayChargeDto[]> {
  const rows = await db
    .select({ chargeId: orderCharges.chargeId, day: sql<string>`${orderCharges.day}::text`, kind: orderCharges.kind, description: orderCharges.description, amountMinor: orderCharges.amountMinor })
    .from(orderCharges)
    .where(eq(orderCharges.itemId, itemId))
    .orderBy(asc(orderCharges.day), asc(orderCharges.chargeId));
  return rows.map((r) => ({ ...r, amountMinor: Number(r.amountMinor) }));
}

/** The guests registered on a stay with their identity document, primary guest first. */
export async function findRegisteredGuests(db: Db, reservationId: number): Promise<TRegisteredGuestDto[]> {
  const rows = await db
    .select({
      guestId: reservationGuests.guestId, firstName: reservationGuests.firstName, lastName: reservationGuests.lastName, nationality: reservationGuests.nationality,
      birthDate: day(reservationGuests.birthDate), docNumber: reservationGuests.docNumber, isPrimary: reservationGuests.isPrimary,
      docTypeId: docTypes.docTypeId, docCode: docTypes.code, docName: docTypes.name, docNameFr: docTypes.nameFr,
    })
    .from(reservationGuests)
    .leftJoin(docTypes, eq(docTypes.docTypeId, reservationGuests.docTypeId))
    .where(eq(reservationGuests.reservationId, reservationId))
    .orderBy(desc(reservationGuests.isPrimary), asc(reservationGuests.guestId));
  return rows.map(({ docTypeId, docCode, docName, docNameFr, ...g }) => ({
    ...g,
    docType: docTypeId === null ? null : { id: docTypeId, code: docCode ?? '', name: docName ?? '', nameFr: docNameFr ?? '' },
  }));
}

/** The hotel-card tags attached to a stay, oldest first. */
export async function findStayTags(db: Db, reservationId: number): Promise<string[]> {
  const rows = await db.select({ tag: reservationTags.tag }).from(reservationTags).where(eq(reservationTags.reservationId, reservationId)).orderBy(asc(reservationTags.tagId));
  return rows.map((r) => r.tag);
}
