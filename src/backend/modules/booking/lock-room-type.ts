import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { roomTypes } from '../../db/schema/index.ts';
import { forbidden, notFound, word } from '../../http/errors.ts';
import type { SessionUser } from '../../../lib/domain/session-user.ts';
import { keptWithUser } from '../../core/kept-with-user.ts';

/**
 * Locks a room type's units for the rest of the transaction: the type's advisory lock, exclusively
 * (auberge_lock_room_type, taken as the row is read). Holds, longer stays, upgrades and closed rooms take it before they
 * count the units left; a booking takes it shared, with a lock per night it books
 * (auberge_lock_booking, migration 0026). So this waits for the bookings of the type in progress,
 * they wait for it, and two takers of the type's units can never both take the last one. An
 * advisory lock, not the row's: the lock manager queues a taker behind bookings fairly, where a
 * row's share locks would let new bookings pass it forever.
 */
export async function lockRoomType(tx: Db, opts: { groupId: number; roomTypeId: number }): Promise<{ name: string; code: string }> {
  const [t] = await tx
    .select({
      groupId: roomTypes.groupId,
      name: roomTypes.name,
      code: roomTypes.code,
      locked: sql<string>`auberge_lock_room_type(${roomTypes.roomTypeId}, false)::text`,
    })
    .from(roomTypes)
    .where(eq(roomTypes.roomTypeId, opts.roomTypeId));
  if (!t) throw notFound(`No room type ${opts.roomTypeId}.`, { key: 'errors.hk.noSuch', params: { thing: word('errors.thing.roomType') } });
  if (t.groupId !== opts.groupId)
    throw forbidden(`Room type ${opts.roomTypeId} belongs to another hotel, not to hotel ${opts.groupId}.`, { key: 'errors.link.otherHotel' });
  return { name: t.name, code: t.code };
}

/** Reads a room type without locking (checks before a transaction). */
export async function findRoomType(db: Db, opts: { groupId: number; roomTypeId: number }): Promise<{ name: string; code: string; capacity: number }> {
  return checkedType(await readRoomType(db, opts.roomTypeId), opts);
}

/** findRoomType for a signed-in user: the type is kept with their user object (a change to room types moves the session stamp, migration 0019). */
export async function findRoomTypeFor(
  db: Db,
  user: SessionUser,
  opts: { groupId: number; roomTypeId: number },
): Promise<{ name: string; code: string; capacity: number }> {
  return checkedType(await keptRoomType(db, user, opts.roomTypeId), opts);
}

type RoomTypeRow = { groupId: number; name: string; code: string; capacity: number };

async function readRoomType(db: Db, roomTypeId: number): Promise<RoomTypeRow | null> {
  const [t] = await db
    .select({ groupId: roomTypes.groupId, name: roomTypes.name, code: roomTypes.code, capacity: roomTypes.capacity })
    .from(roomTypes)
    .where(eq(roomTypes.roomTypeId, roomTypeId));
  return t ?? null;
}

const keptRoomType = keptWithUser((db, _user, roomTypeId) => readRoomType(db, roomTypeId));

function checkedType(t: RoomTypeRow | null, opts: { groupId: number; roomTypeId: number }): { name: string; code: string; capacity: number } {
  if (!t) throw notFound(`No room type ${opts.roomTypeId}.`, { key: 'errors.hk.noSuch', params: { thing: word('errors.thing.roomType') } });
  if (t.groupId !== opts.groupId)
    throw forbidden(`Room type ${opts.roomTypeId} belongs to another hotel, not to hotel ${opts.groupId}.`, { key: 'errors.link.otherHotel' });
  return { name: t.name, code: t.code, capacity: t.capacity };
}
