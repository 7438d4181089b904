import { and, count, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { customers, reservationGuests, reservations, roomTypes, rooms } from '../../db/schema/index.ts';
import { conflict, forbidden, notFound } from '../../http/errors.ts';
import type { TGuestCardDto } from './checkin-records.schemas.ts';
import type { TGuest } from './front-desk.schemas.ts';
import { assertDocTypes } from './guest-data.ts';
import type { StayRow } from './stay-data.ts';

/** The stay booked on an order item, and its hotel (404 when the item holds no stay). */
export async function findStayOfItem(db: Db, itemId: number): Promise<{ reservationId: number; groupId: number }> {
  const [row] = await db
    .select({ reservationId: reservations.reservationId, groupId: reservations.groupId })
    .from(reservations)
    .where(eq(reservations.itemId, itemId));
  if (!row) throw notFound(`No stay is booked on the order item ${itemId}.`, { key: 'errors.notFound.reservation' });
  return row;
}

/**
 * Adds one guest's registration card to a locked stay: a known document type (400), a customer of
 * the stay's hotel when one is named (404/403), not the same identity document twice on the stay
 * and no more guests than the room type sleeps (409). The first card, or one marked primary,
 * becomes the stay's primary guest. Returns the card's id (the check-in record id).
 */
export async function addGuestCard(tx: Db, o: { stay: StayRow; guest: TGuest; customerId: number | undefined }): Promise<number> {
  const { stay, guest } = o;
  await assertDocTypes(tx, [guest], () => 'guest.docTypeId');
  if (o.customerId !== undefined) {
    const [c] = await tx.select({ groupId: customers.groupId }).from(customers).where(eq(customers.customerId, o.customerId));
    if (!c) throw notFound(`No customer ${o.customerId}.`, { key: 'errors.notFound.customer' });
    if (c.groupId !== stay.groupId)
      throw forbidden(`Customer ${o.customerId} is a client of another hotel, not of hotel ${stay.groupId}.`, { key: 'errors.stay.customerOfOtherHotel' });
  }
  const [same] = await tx
    .select({ name: sql<string>`${reservationGuests.firstName} || ' ' || ${reservationGuests.lastName}` })
    .from(reservationGuests)
    .where(
      and(
        eq(reservationGuests.reservationId, stay.reservationId),
        eq(reservationGuests.docTypeId, guest.docTypeId),
        sql`upper(${reservationGuests.docNumber}) = upper(${guest.docNumber})`,
      ),
    );
  if (same)
    throw conflict(`The document ${guest.docNumber} is already registered on reservation ${stay.number} (${same.name}); each guest has one card.`, {
      key: 'errors.stay.docTwice',
      params: { doc: guest.docNumber, guest: same.name },
    });
  const [type] = await tx.select({ name: roomTypes.name, capacity: roomTypes.capacity }).from(roomTypes).where(eq(roomTypes.roomTypeId, stay.roomTypeId));
  const [had] = await tx.select({ n: count() }).from(reservationGuests).where(eq(reservationGuests.reservationId, stay.reservationId));
  const registered = Number(had?.n ?? 0);
  if (type && registered + 1 > type.capacity) {
    throw conflict(
      `Reservation ${stay.number} already has ${registered} registered guest(s) and a ${type.name} sleeps ${type.capacity}; move the stay to a larger room first.`,
      { key: 'errors.stay.roomFull', params: { registered, roomType: type.name, capacity: type.capacity } },
    );
  }
  const primary = guest.isPrimary || registered === 0;
  if (primary) await tx.update(reservationGuests).set({ isPrimary: false }).where(eq(reservationGuests.reservationId, stay.reservationId));
  const [row] = await tx
    .insert(reservationGuests)
    .values({
      groupId: stay.groupId,
      reservationId: stay.reservationId,
      customerId: o.customerId ?? null,
      firstName: guest.firstName,
      lastName: guest.lastName,
      nationality: guest.nationality,
      birthDate: guest.birthDate,
      docTypeId: guest.docTypeId,
      docNumber: guest.docNumber,
      isPrimary: primary,
    })
    .returning({ id: reservationGuests.guestId });
  return row!.id;
}

/** One registration card with its stay. */
export async function findGuestCard(db: Db, guestId: number): Promise<TGuestCardDto> {
  const [r] = await db
    .select({
      checkInId: reservationGuests.guestId,
      reservationId: reservations.reservationId,
      itemId: reservations.itemId,
      number: reservations.number,
      status: reservations.status,
      roomName: rooms.name,
      checkin: sql<string>`${reservations.checkin}::text`,
      checkout: sql<string>`${reservations.checkout}::text`,
      customerId: reservationGuests.customerId,
      firstName: reservationGuests.firstName,
      lastName: reservationGuests.lastName,
      nationality: reservationGuests.nationality,
      birthDate: sql<string | null>`${reservationGuests.birthDate}::text`,
      docTypeId: reservationGuests.docTypeId,
      docNumber: reservationGuests.docNumber,
      isPrimary: reservationGuests.isPrimary,
      registeredGuests: sql<number>`(select count(*) from ${reservationGuests} g where g.reservation_id = ${reservations.reservationId})::int`,
    })
    .from(reservationGuests)
    .innerJoin(reservations, eq(reservations.reservationId, reservationGuests.reservationId))
    .leftJoin(rooms, eq(rooms.roomId, reservations.roomId))
    .where(eq(reservationGuests.guestId, guestId));
  if (!r) throw notFound(`No registration card ${guestId}.`, { key: 'errors.notFound.guestCard' });
  const { customerId, firstName, lastName, nationality, birthDate, docTypeId, docNumber, isPrimary, registeredGuests, ...stay } = r;
  return {
    ...stay,
    guest: { customerId, firstName, lastName, nationality, birthDate, docTypeId, docNumber, isPrimary },
    registeredGuests: Number(registeredGuests),
  };
}
