import type { Db } from '../db/client.ts';
import type { SessionUser } from '../../lib/domain/session-user.ts';
import { businessDayAfter, findLastClosedDay } from './business-day.ts';
import { dayInZone } from '../../lib/domain/days.ts';
import { keptWithUser } from './kept-with-user.ts';
import { hotelTimezoneFor } from './hotel-clock.ts';

/**
 * A hotel's last closed day as a signed-in user's pages ask it, kept with the user object: a closing
 * moves the session stamp (migration 0018), so the next request reads it again.
 */
export const keptLastClosedDay = keptWithUser((db, _user, groupId: number) => findLastClosedDay(db, groupId));

/**
 * The hotel's business day for a page or a read of a signed-in user (core/business-day.ts), without
 * a query in the common case. Writes ask findBusinessDay inside their own transaction instead.
 */
export async function businessDayFor(db: Db, user: SessionUser, groupId: number, now: Date): Promise<string> {
  const [lastClosed, timezone] = await Promise.all([keptLastClosedDay(db, user, groupId), hotelTimezoneFor(db, user, groupId)]);
  return businessDayAfter(lastClosed, dayInZone(now, timezone));
}
