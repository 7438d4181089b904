import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { hotels } from '../db/schema/index.ts';
import type { SessionUser } from '../../lib/domain/session-user.ts';
import { keptWithUser } from './kept-with-user.ts';

export interface HotelClockOf {
  name: string;
  /** IANA time zone: what 'today' is there. */
  timezone: string;
}

/** Another hotel's name and time zone, read once and kept with the user object (a change to hotels moves the session stamp, migration 0018). */
const keptOtherHotel = keptWithUser(async (db, _user, groupId: number): Promise<HotelClockOf | null> => {
  const [hotel] = await db.select({ name: hotels.name, timezone: hotels.timezone }).from(hotels).where(eq(hotels.groupId, groupId));
  return hotel ?? null;
});

/**
 * A hotel's name and time zone for a signed-in user, without a query in the common case: their
 * current hotel's come with the session user (session-user.ts); another hotel's is read once
 * and kept with the user object. Null for no such hotel.
 */
export async function hotelClockFor(db: Db, user: SessionUser, groupId: number): Promise<HotelClockOf | null> {
  if (groupId === user.groupId) return { name: user.groupName, timezone: user.groupTimezone };
  return keptOtherHotel(db, user, groupId);
}

/** A hotel's time zone for a signed-in user (UTC for no such hotel). */
export async function hotelTimezoneFor(db: Db, user: SessionUser, groupId: number): Promise<string> {
  return (await hotelClockFor(db, user, groupId))?.timezone ?? 'UTC';
}
