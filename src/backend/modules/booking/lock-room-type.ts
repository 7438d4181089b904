import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { roomTypes } from '../../db/schema/index.ts';
import { forbidden, notFound } from '../../http/errors.ts';
import type { SessionUser } from '../../../lib/domain/session-user.ts';
import { keptWithUser } from '../users/kept-with-user.ts';

/**
 * Locks a room type's row for the rest of the transaction. Every booking and hold of the type
 * takes this lock before it counts the units left, so two of them can never both take the last
 * unit (a check-then-insert without it would oversell bookings that have no room yet). It is a
 * NO KEY UPDATE lock: the key-share locks that inserting a stay of the type takes on this row (its
 * foreign key) do not block it, so bookings that inserted their rows first cannot deadlock here.
 */
export async function lockRoomType(tx: Db, opts: { groupId: number; roomTypeId: number }): Promise<{ name: string; code: string }> {
  const [t] = await tx
    .select({ groupId: roomTypes.groupId, name: roomTypes.name, code: roomTypes.code })
    .from(roomTypes)
    .where(eq(roomTypes.roomTypeId, opts.roomTypeId))
    .for('no key update');
  if (!t) throw notFound(`No room type ${opts.roomTypeId}.`);
  if (t.groupId !== opts.groupId) throw forbidden(`Room type ${opts.roomTypeId} belongs to another hotel, not to hotel ${opts.groupId}.`);
  return { name: t.name, code: t.code };
}

/** Reads a room type without locking (checks before a transaction). */
export async function findRoomType(db: Db, opts: { groupId: number; roomTypeId: number }): Promise<{ name: string; code: string; capacity: number }> {
  return checkedType(await readRoomType(db, opts.roomTypeId), opts);
}

/** findRoomType for a signed-in user: the type is kept with their user object (a change to room types moves the session stamp, migration 0019). */
export async function findRoomTypeFor(db: Db, user: SessionUser, opts: { groupId: number; roomTypeId: number }): Promise<{ name: string; code: string; capacity: number }> {
  return checkedType(await keptRoomType(db, user, opts.roomTypeId), opts);
}

type RoomTypeRow = { groupId: number; name: string; code: string; capacity: number };

async function readRoomType(db: Db, roomTypeId: number): Promise<RoomTypeRow | null> {
  const [t] = await db.select({ groupId: roomTypes.groupId, name: roomTypes.name, code: roomTypes.code, capacity: roomTypes.capacity }).from(roomTypes).where(eq(roomTypes.roomTypeId, roomTypeId));
  return t ?? null;
}

const keptRoomType = keptWithUser((db, _user, roomTypeId) => readRoomType(db, roomTypeId));

function checkedType(t: RoomTypeRow | null, opts: { groupId: number; roomTypeId: number }): { name: string; code: string; capacity: number } {
  if (!t) throw notFound(`No room type ${opts.roomTypeId}.`);
  if (t.groupId !== opts.groupId) throw forbidden(`Room type ${opts.roomTypeId} belongs to another hotel, not to hotel ${opts.groupId}.`);
  return { name: t.name, code: t.code, capacity: t.capacity };
}
