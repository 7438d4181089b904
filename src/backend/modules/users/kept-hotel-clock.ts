import { eq } from 'drizzle-orm';
import { hotels } from '../../db/schema/index.ts';
import { keptWithUser } from './kept-with-user.ts';

/**
 * A hotel's name and time zone (its clock: what 'today' is there), kept with the signed-in user's
 * object: a change to hotels moves the session stamp (migration 0018). Null for no such hotel.
 */
export const keptHotelClock = keptWithUser(async (db, _user, groupId: number) => {
  const [hotel] = await db.select({ name: hotels.name, timezone: hotels.timezone }).from(hotels).where(eq(hotels.groupId, groupId));
  return hotel ?? null;
});
