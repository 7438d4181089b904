import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { alpinebitsReservations, reservations, roomTypes } from '../../db/schema/index.ts';
import { AppError } from '../../http/errors.ts';
import { RESERVATION_STATUS as S } from '../../../lib/domain/reservation-status.ts';
import { day } from '../../../lib/domain/error-params.ts';
import { cancelReservation, updateStay } from '../front-desk/index.ts';
import { channelActor, type findSiteHotel } from '../booking-site/index.ts';
import type { ConnectionRow } from './connections.ts';
import type { StoredRefusal } from './channel-error.ts';
import type { GuestRequest } from './read-messages.ts';
import { cancelKey, modifyKey } from './change-key.ts';

type Hotel = Awaited<ReturnType<typeof findSiteHotel>>;

/** What a change of a portal's reservation came to: applied to its booking, refused with why, or (a modification of one never received) to be booked as new. */
export type ChangeOutcome = { kind: 'done'; reservationId: number } | { kind: 'refused'; refusal: StoredRefusal } | { kind: 'book' };

export interface ChangeRequest {
  /** The change's own record (change-key.ts): a change pulled twice has the same key, applied once. */
  key: string;
  /**
   * A modification is applied again when pulled again: a portal that moves a booking A→B→A→B sends
   * the last move with the key of the first, and the booking must follow it (applying one that the
   * booking already matches changes nothing). A cancellation is applied once.
   */
  reapply: boolean;
  apply: (db: Db, o: { connection: ConnectionRow; hotel: Hotel; now: Date }) => Promise<ChangeOutcome>;
}

/** The change a pulled reservation asks for (ResStatus Cancelled or Modify), or null for a new one. */
export function changeRequest(r: GuestRequest): ChangeRequest | null {
  const status = r.status.toLowerCase();
  if (status === 'cancelled' || status === 'cancel' || status === 'canceled')
    return { key: cancelKey(r.resId), reapply: false, apply: (db, o) => cancelBooked(db, { ...o, request: r }) };
  if (status === 'modify' || status === 'modified')
    return { key: modifyKey(r.resId, r), reapply: true, apply: (db, o) => modifyBooked(db, { ...o, request: r }) };
  return null;
}

async function bookingOf(db: Db, connectionId: number, resId: string) {
  const [row] = await db
    .select({ reservationId: alpinebitsReservations.reservationId })
    .from(alpinebitsReservations)
    .where(and(eq(alpinebitsReservations.connectionId, connectionId), eq(alpinebitsReservations.resId, resId)));
  if (!row) return undefined;
  if (row.reservationId === null) return null;
  const [stay] = await db
    .select({
      reservationId: reservations.reservationId,
      number: reservations.number,
      status: reservations.status,
      checkin: reservations.checkin,
      checkout: reservations.checkout,
      code: roomTypes.code,
    })
    .from(reservations)
    .innerJoin(roomTypes, eq(roomTypes.roomTypeId, reservations.roomTypeId))
    .where(eq(reservations.reservationId, row.reservationId));
  return stay ?? null;
}

const notBooked = (resId: string): ChangeOutcome => ({
  kind: 'refused',
  refusal: { key: 'alpinebits.refusal.notBooked', params: { resId }, message: `nothing is booked for reservation ${resId}: it was refused or cancelled` },
});

const refusedBy = (err: unknown): ChangeOutcome => {
  if (!(err instanceof AppError) || (err.code !== 'conflict' && err.code !== 'invalid_input')) throw err;
  return { kind: 'refused', refusal: { key: err.text.key, params: { ...err.text.params }, message: err.message.slice(0, 300) } };
};

/** A cancellation: the booking made from the reservation cancelled through the desk's one cancellation (no fee: the portal's policy applies there). */
async function cancelBooked(db: Db, o: { connection: ConnectionRow; hotel: Hotel; now: Date; request: GuestRequest }): Promise<ChangeOutcome> {
  const stay = await bookingOf(db, o.connection.connectionId, o.request.resId);
  if (!stay) return notBooked(o.request.resId);
  if (stay.status === S.CANCELLED) return { kind: 'done', reservationId: stay.reservationId };
  return throughDesk(db, o, stay.reservationId, (user) =>
    cancelReservation(db, {
      reservationId: stay.reservationId,
      input: { price: 0, reason: `AlpineBits: ${o.connection.name}`.slice(0, 500) },
      user,
      timezone: o.hotel.timezone,
      now: o.now,
    }),
  );
}

/** A change made through the desk's own path, as the portal's user: done, or refused with the desk's reason. */
async function throughDesk(
  db: Db,
  o: { connection: ConnectionRow; hotel: Hotel },
  reservationId: number,
  write: (user: Awaited<ReturnType<typeof portalActor>>) => Promise<unknown>,
): Promise<ChangeOutcome> {
  try {
    await write(await portalActor(db, o.connection, o.hotel));
  } catch (err) {
    return refusedBy(err);
  }
  return { kind: 'done', reservationId };
}

/**
 * A modification: the guest's details only are taken as they are; new dates of the same room type
 * go through the desk's one change of dates (updateStay: the room and the room type must be free,
 * the price per night kept, audit 10), refused with the desk's reason when they cannot; another
 * room type is refused with what was asked, for the desk to make (a room move is the desk's). A
 * modification of a reservation never received is booked as a new one.
 */
async function modifyBooked(db: Db, o: { connection: ConnectionRow; hotel: Hotel; now: Date; request: GuestRequest }): Promise<ChangeOutcome> {
  const r = o.request;
  const stay = await bookingOf(db, o.connection.connectionId, r.resId);
  if (stay === undefined) return { kind: 'book' };
  if (!stay || stay.status === S.CANCELLED) return notBooked(r.resId);
  const sameDates = stay.checkin === r.checkin && stay.checkout === r.checkout;
  if (stay.code === r.roomTypeCode) {
    if (sameDates) return { kind: 'done', reservationId: stay.reservationId };
    return throughDesk(db, o, stay.reservationId, (user) =>
      updateStay(db, { reservationId: stay.reservationId, input: { checkin: r.checkin, checkout: r.checkout }, user, timezone: o.hotel.timezone, now: o.now }),
    );
  }
  return {
    kind: 'refused',
    refusal: {
      key: 'alpinebits.refusal.modifyAtDesk',
      params: { number: stay.number, checkin: day(r.checkin), checkout: day(r.checkout), roomType: r.roomTypeCode },
      message: `booking ${stay.number} was not changed to ${r.checkin}–${r.checkout} (${r.roomTypeCode}): the hotel makes this change at its desk`,
    },
  };
}

function portalActor(db: Db, c: ConnectionRow, hotel: Hotel) {
  return channelActor(db, {
    groupId: c.groupId,
    groupName: hotel.name,
    timezone: hotel.timezone,
    code: `alpinebits-${c.connectionId}`,
    name: `AlpineBits: ${c.name}`.slice(0, 100),
  });
}
