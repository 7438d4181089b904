import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { hotels, reservations, rooms } from '../../db/schema/index.ts';
import { conflict, notFound, pgErrorCode, word } from '../../http/errors.ts';
import { ACTIVE_STATUSES } from '../../../lib/domain/reservation-status.ts';
import type { DeskRules } from '../../../lib/domain/desk-rules.ts';
import { messageOf, recordAuditEvent, type AuditDetail, type AuditMessage } from '../audit/index.ts';
import type { Actor } from '../../core/actor.ts';
import { lastClosedDayOf } from '../../core/business-day.ts';
import { day as dayP } from '../../../lib/domain/error-params.ts';

/** What the front desk reads of a stay before changing it. */
export const stayColumns = {
  reservationId: reservations.reservationId,
  groupId: reservations.groupId,
  orderId: reservations.orderId,
  itemId: reservations.itemId,
  number: reservations.number,
  status: reservations.status,
  roomTypeId: reservations.roomTypeId,
  roomId: reservations.roomId,
  checkin: reservations.checkin,
  checkout: reservations.checkout,
  priceMinor: reservations.priceMinor,
  currency: reservations.currency,
  checkedInAt: reservations.checkedInAt,
  adults: reservations.adults,
  kidAges: reservations.kidAges,
  lastClosedDay: lastClosedDayOf('reservations'),
};

export interface StayRow {
  reservationId: number;
  groupId: number;
  orderId: number;
  itemId: number;
  number: string;
  status: number;
  roomTypeId: number;
  roomId: number | null;
  checkin: string;
  checkout: string;
  priceMinor: number;
  currency: string;
  checkedInAt: Date | null;
  adults: number;
  kidAges: string;
  /** The hotel's last closed business day, read with the stay (businessDayOn gives the open one). */
  lastClosedDay: string | null;
}

/** The hotel a reservation belongs to and its time zone, so the route can check the user may work there. */
export async function findStayHotel(db: Db, reservationId: number): Promise<{ groupId: number; timezone: string }> {
  const [row] = await db
    .select({ groupId: reservations.groupId, timezone: hotels.timezone })
    .from(reservations)
    .innerJoin(hotels, eq(hotels.groupId, reservations.groupId))
    .where(eq(reservations.reservationId, reservationId));
  if (!row) throw notFound(`No reservation has the id ${reservationId}.`, { key: 'errors.notFound.reservation' });
  return row;
}

/** Reads the stay; `lock` locks it for the rest of the transaction (every write does). */
export async function readStay(db: Db, reservationId: number, lock = false): Promise<StayRow> {
  const query = db.select(stayColumns).from(reservations).where(eq(reservations.reservationId, reservationId));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw notFound(`No reservation has the id ${reservationId}.`, { key: 'errors.notFound.reservation' });
  return { ...row, checkin: String(row.checkin), checkout: String(row.checkout) };
}

/** Reads and locks the stay for the rest of the transaction. */
export const lockStay = (tx: Db, reservationId: number): Promise<StayRow> => readStay(tx, reservationId, true);

/** The hotel's front-desk rules (early departure, who is identified at check-in). */
export async function findDeskRules(db: Db, groupId: number): Promise<DeskRules> {
  const [row] = await db
    .select({ earlyDepartureRule: hotels.earlyDepartureRule, guestIdentification: hotels.guestIdentification })
    .from(hotels)
    .where(eq(hotels.groupId, groupId));
  return row ?? { earlyDepartureRule: 'drop', guestIdentification: 'all_adults' };
}

/** When a call happens and in which time zone its hotel lives. */
export interface HotelClock {
  now: Date;
  timezone: string;
}

export interface RoomRow {
  roomId: number;
  name: string;
  roomTypeId: number;
  housekeepingStatus: (typeof rooms.$inferSelect)['housekeepingStatus'];
}

/**
 * A room of the hotel, locked; another hotel's room reads exactly like a missing one. NO KEY UPDATE
 * leaves the bookings that insert a stay referencing the room (a KEY SHARE lock) unblocked, so
 * they cannot deadlock with this transaction's later room-type lock.
 */
export async function lockRoom(tx: Db, groupId: number, roomId: number): Promise<RoomRow> {
  const [room] = await tx
    .select({ roomId: rooms.roomId, name: rooms.name, roomTypeId: rooms.roomTypeId, housekeepingStatus: rooms.housekeepingStatus })
    .from(rooms)
    .where(and(eq(rooms.roomId, roomId), eq(rooms.groupId, groupId), eq(rooms.active, true)))
    .for('no key update');
  if (!room)
    throw notFound(`Hotel ${groupId} has no active room with the id ${roomId}.`, { key: 'errors.hk.noSuch', params: { thing: word('errors.thing.room') } });
  return room;
}

/**
 * Refuses a room already holding another active stay over [checkin, checkout), naming it. The
 * exclusion constraint stays the last word (see `guardRoomConflict`).
 */
export async function assertRoomFree(tx: Db, opts: { room: RoomRow; reservationId: number; checkin: string; checkout: string }): Promise<void> {
  const [other] = await tx
    .select({ number: reservations.number, checkin: reservations.checkin, checkout: reservations.checkout })
    .from(reservations)
    .where(
      and(
        eq(reservations.roomId, opts.room.roomId),
        ne(reservations.reservationId, opts.reservationId),
        inArray(reservations.status, [...ACTIVE_STATUSES]),
        sql`${reservations.stay} && daterange(${opts.checkin}::date, ${opts.checkout}::date)`,
      ),
    )
    .limit(1);
  if (other) {
    throw conflict(
      `Room ${opts.room.name} is taken from ${String(other.checkin)} to ${String(other.checkout)} by reservation ${other.number}; it cannot hold a stay from ${opts.checkin} to ${opts.checkout}.`,
      {
        key: 'errors.stay.roomTakenBy',
        params: {
          room: opts.room.name,
          number: other.number,
          from: dayP(String(other.checkin)),
          to: dayP(String(other.checkout)),
          checkin: dayP(opts.checkin),
          checkout: dayP(opts.checkout),
        },
      },
    );
  }
}

/** Runs a write that may break the no-double-booking constraint, turning 23P01 into a 409 that names the room and dates. */
export async function guardRoomConflict<T>(what: { roomName: string; checkin: string; checkout: string }, fn: () => Promise<T>): Promise<T> {
  try {
    return await fn();
  } catch (err) {
    if (pgErrorCode(err) === '23P01')
      throw conflict(`Room ${what.roomName} is already taken between ${what.checkin} and ${what.checkout}; choose another room or other dates.`, {
        key: 'errors.stay.roomTakenBetween',
        params: { room: what.roomName, from: dayP(what.checkin), to: dayP(what.checkout) },
      });
    throw err;
  }
}

export async function setRoomStatus(tx: Db, roomId: number, status: RoomRow['housekeepingStatus']): Promise<void> {
  await tx.update(rooms).set({ housekeepingStatus: status }).where(eq(rooms.roomId, roomId));
}

export async function roomName(tx: Db, roomId: number | null): Promise<string | null> {
  if (roomId === null) return null;
  const [r] = await tx.select({ name: rooms.name }).from(rooms).where(eq(rooms.roomId, roomId));
  return r?.name ?? null;
}

/** A stay's dates before and after, as an audit detail's params (days as YYYY-MM-DD, shown as the reader writes them). */
export const datesParams = (was: { checkin: string; checkout: string }, now: { checkin: string; checkout: string }) => ({
  from: was.checkin,
  to: was.checkout,
  newFrom: now.checkin,
  newTo: now.checkout,
});

/** The detail of a room given to a stay: the room it had, the nights, whether it is an upgrade. */
export const roomForDetail = (previous: string | null, dates: { checkin: string; checkout: string }, upgrade: boolean): AuditDetail =>
  previous
    ? { key: 'audit.detail.stay.roomForWas', params: { was: previous, from: dates.checkin, to: dates.checkout, upgrade: upgrade ? 1 : 0 } }
    : { key: 'audit.detail.stay.roomFor', params: { from: dates.checkin, to: dates.checkout, upgrade: upgrade ? 1 : 0 } };

/** The audit event of a transition, tied to the stay's item and number. */
export async function auditStay(
  tx: Db,
  opts: AuditMessage & { stay: StayRow; user: Actor; typeId: number; detail?: string | null; detailText?: AuditDetail },
): Promise<void> {
  await recordAuditEvent(tx, {
    ...messageOf(opts),
    groupId: opts.stay.groupId,
    user: opts.user,
    typeId: opts.typeId,
    itemId: opts.stay.itemId,
    itemNumber: opts.stay.number,
    detail: opts.detail ?? null,
    ...(opts.detailText ? { detailText: opts.detailText } : {}),
  });
}
