import { and, asc, eq, inArray, ne } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { reservations } from '../../db/schema/index.ts';
import { AppError, conflict, pgErrorCode } from '../../http/errors.ts';
import { RESERVATION_STATUS as S } from '../../../lib/domain/reservation-status.ts';
import type { TDeskRowDto } from '../../../lib/domain/desk-lists-dto.ts';
import { day as dayP } from '../../../lib/domain/error-params.ts';

/** The party in house in a room: the guest physically in it until checked out. */
export interface RoomOccupant {
  roomId: number;
  reservationId: number;
  number: string;
  guestName: string;
  checkout: string;
}

/** The unique index that keeps one in-house stay per room (migration 0029). */
export const ONE_IN_HOUSE_INDEX = 'reservations_one_in_house_per_room';

const occupantColumns = {
  roomId: reservations.roomId,
  reservationId: reservations.reservationId,
  number: reservations.number,
  guestName: reservations.guestName,
  checkout: reservations.checkout,
};

/** The in-house stays of these rooms (one per room at most), other than `except`. */
export async function findRoomOccupants(db: Db, opts: { roomIds: readonly number[]; except?: number | undefined }): Promise<Map<number, RoomOccupant>> {
  if (opts.roomIds.length === 0) return new Map();
  const rows = await db
    .select(occupantColumns)
    .from(reservations)
    .where(
      and(
        inArray(reservations.roomId, [...new Set(opts.roomIds)]),
        eq(reservations.status, S.IN_HOUSE),
        opts.except === undefined ? undefined : ne(reservations.reservationId, opts.except),
      ),
    )
    .orderBy(asc(reservations.checkout));
  const out = new Map<number, RoomOccupant>();
  for (const r of rows) if (r.roomId !== null && !out.has(r.roomId)) out.set(r.roomId, { ...r, roomId: r.roomId, checkout: String(r.checkout) });
  return out;
}

/**
 * The check-in lists' rows with the guest still in house in each row's room (null if none): a room
 * is occupied, whatever its cleaning state, until that stay checks out (Room Status: departing).
 * Only arrivals due by `today` are told: a later arrival finds the room vacated by then.
 */
export async function withRoomOccupants(db: Db, rows: TDeskRowDto[], today: string): Promise<TDeskRowDto[]> {
  const due = rows.flatMap((r) => (r.roomId !== null && r.checkin <= today ? [r.roomId] : []));
  const occupants = await findRoomOccupants(db, { roomIds: due });
  return rows.map((r) => {
    const o = r.roomId !== null && r.checkin <= today ? occupants.get(r.roomId) : undefined;
    return { ...r, roomOccupant: o ? { number: o.number, guestName: o.guestName, checkout: o.checkout } : null };
  });
}

/** 409 naming the guest still in the room, in the clerk's language on screen (code `errors.stay.roomOccupied`). */
export function roomOccupiedError(room: string, o: Pick<RoomOccupant, 'number' | 'guestName' | 'checkout'>): AppError {
  return conflict(
    `Room ${room} still holds reservation ${o.number} (${o.guestName}), due out ${o.checkout}: check that stay out first, or choose another room.`,
    { key: 'errors.stay.roomOccupied', params: { room, number: o.number, guest: o.guestName, checkout: dayP(o.checkout) } },
  );
}

/**
 * Refuses to put a stay in house in a room another party is still in (check-in, room move). Call
 * it with the room row locked (lockRoom), so two desks cannot both find it vacated; the unique
 * index stays the last word (guardOneInHouse).
 */
export async function assertRoomVacated(tx: Db, opts: { room: { roomId: number; name: string }; reservationId: number }): Promise<void> {
  const other = (await findRoomOccupants(tx, { roomIds: [opts.room.roomId], except: opts.reservationId })).get(opts.room.roomId);
  if (other) throw roomOccupiedError(opts.room.name, other);
}

/** Runs a write that sets a stay in house in a room, turning the index's refusal (23505) into the same 409. */
export async function guardOneInHouse<T>(roomName: string, fn: () => Promise<T>): Promise<T> {
  try {
    return await fn();
  } catch (err) {
    const e = err as { constraint?: unknown; cause?: { constraint?: unknown } } | undefined;
    if (pgErrorCode(err) === '23505' && (e?.constraint ?? e?.cause?.constraint) === ONE_IN_HOUSE_INDEX) {
      throw conflict(`Room ${roomName} already holds a guest in house: check that stay out first, or choose another room.`, {
        key: 'errors.stay.roomOccupiedNow',
        params: { room: roomName },
      });
    }
    throw err;
  }
}
