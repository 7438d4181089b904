import { asc, desc, eq, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { docTypes, orders, reservationGuests, reservationTags } from '../../db/schema/index.ts';
import { findCharges, findItems } from '../orders/order-lines.ts';
import type { TRegisteredGuestDto, TReservationOrderDto, TStayChargeDto } from './reservation-detail.schemas.ts';

const day = (c: AnyPgColumn) => sql<string | null>`${c}::text`;

/** An order's header and its items, in the order they were added. */
export async function findOrder(db: Db, orderId: number): Promise<TReservationOrderDto> {
  const [head, items] = await Promise.all([
    db.select({ id: orders.orderId, number: orders.number, status: orders.status, currency: orders.currency, totalMinor: orders.totalMinor, createdAt: orders.createdAt })
      .from(orders).where(eq(orders.orderId, orderId)),
    findItems(db, { orderId }),
  ]);
  const { createdAt, ...order } = head[0]!;
  return {
    ...order, totalMinor: Number(order.totalMinor), created: createdAt.toISOString(),
    // The folio's item shape without its stay: the details screen shows that stay already.
    items: items.map(({ orderId: _orderId, reservation: _stay, ...item }) => item),
  };
}

/** The dated charges of one item (a stay), by day. */
export async function findItemCharges(db: Db, itemId: number): Promise<TStayChargeDto[]> {
  return (await findCharges(db, { itemId })).map(({ itemId: _itemId, ...charge }) => charge);
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
