import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { customers, marketSegments, reservationGuests, reservations, roomTypes, rooms } from '../../db/schema/index.ts';
import type { ReservationScope } from './list-reservations.ts';
import { partners, reservationRowColumns } from './reservation-list-query.ts';
import type { TReservationDetailDto } from './reservation-detail.schemas.ts';

/** One stay with its order, customer, room and registered guests count; undefined outside the scope. */
export async function findReservation(db: Db, opts: { id: number; scope: ReservationScope }): Promise<TReservationDetailDto | undefined> {
  const [row] = await db
    .select({
      ...reservationRowColumns,
      groupId: reservations.groupId,
      roomTypeName: roomTypes.name,
      channel: reservations.channel,
      adults: reservations.adults,
      kidAges: reservations.kidAges,
      forced: reservations.forced,
      cancelReason: reservations.cancelReason,
      cancelPriceMinor: reservations.cancelPriceMinor,
      customerEmail: customers.email,
      customerPhone: customers.phone,
      housekeepingStatus: rooms.housekeepingStatus,
      guestsCount: sql<number>`(select count(*) from ${reservationGuests} where ${reservationGuests.reservationId} = ${reservations.reservationId})`.mapWith(Number),
    })
    .from(reservations)
    .innerJoin(customers, eq(customers.customerId, reservations.customerId))
    .innerJoin(roomTypes, eq(roomTypes.roomTypeId, reservations.roomTypeId))
    .leftJoin(partners, eq(partners.customerId, reservations.partnerId))
    .leftJoin(marketSegments, eq(marketSegments.segmentId, reservations.segmentId))
    .leftJoin(rooms, eq(rooms.roomId, reservations.roomId))
    .where(and(
      eq(reservations.reservationId, opts.id),
      opts.scope.groupId === -1 ? undefined : eq(reservations.groupId, opts.scope.groupId),
      opts.scope.partnerId !== null ? eq(reservations.partnerId, opts.scope.partnerId) : undefined,
    ))
    .limit(1);
  if (!row) return undefined;
  const kids = row.kidAges ? row.kidAges.split(/[,;\s]+/).filter((s) => /^\d+$/.test(s)).map(Number) : [];
  return {
    id: row.id, groupId: row.groupId, itemId: row.itemId, orderId: row.orderId, number: row.number, boNumber: row.boNumber,
    status: row.status, checkin: row.checkin, checkout: row.checkout, numberOfNights: row.numberOfNights, created: row.created,
    guestName: row.guestName, adults: row.adults, kidAges: kids, guestsCount: Number(row.guestsCount),
    customer: { id: row.customerId, name: row.customerName, email: row.customerEmail, phone: row.customerPhone },
    partner: row.partnerId === null ? null : { id: row.partnerId, name: row.partnerName ?? '' },
    segment: row.segmentId === null ? null : { id: row.segmentId, name: row.segment ?? '' },
    channel: row.channel,
    roomType: { id: row.roomTypeId, code: row.roomTypeCode, name: row.roomTypeName },
    room: row.roomId === null ? null : { id: row.roomId, name: row.roomName ?? '', housekeepingStatus: row.housekeepingStatus ?? 'CLEAN' },
    priceMinor: Number(row.priceMinor), currency: row.currency, invoiced: row.invoiced, forced: row.forced,
    cancelled: row.cancelled, cancelReason: row.cancelReason, cancelPriceMinor: row.cancelPriceMinor === null ? null : Number(row.cancelPriceMinor),
  };
}
