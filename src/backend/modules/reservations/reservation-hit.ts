import { eq } from 'drizzle-orm';
import { reservations, rooms } from '../../db/schema/index.ts';

/** The columns of a reservation as lookups (search, tag scan) return it. */
export const reservationHitColumns = {
  id: reservations.reservationId,
  itemId: reservations.itemId,
  number: reservations.number,
  boNumber: reservations.boNumber,
  guestName: reservations.guestName,
  checkin: reservations.checkin,
  checkout: reservations.checkout,
  status: reservations.status,
  roomId: reservations.roomId,
  roomName: rooms.name,
};

export const roomOfReservation = eq(rooms.roomId, reservations.roomId);
