import type { Context } from 'hono';
import type { Db } from '../../db/client.ts';
import type { ApiEnv } from '../../http/api-app.ts';
import { resolveGroup } from '../../http/api-app.ts';
import { forbidden, invalid } from '../../http/errors.ts';
import { isPartner } from '../../../lib/domain/session-user.ts';
import { findStayHotel, type Actor, type HotelClock } from './stay-data.ts';
import { findBusinessDay } from '../../core/business-day.ts';
import { hotelTimezoneFor } from '../users/kept-hotel-clock.ts';

/** The front desk's routes all start the same way: hotel staff only, one hotel the user works in, that hotel's clock. */

/** Kept for handlers that say why in their own words; the route's declaration (route-access.ts) is what refuses partners. */
export function refusePartner(c: Context<ApiEnv>, why: string): void {
  if (isPartner(c.get('user'))) throw forbidden(why);
}

export function actorOf(c: Context<ApiEnv>): Actor {
  const user = c.get('user');
  return { userId: user.userId, name: user.name };
}

/** A call on one stay: a known reservation (404) of a hotel the user works in (403), with that hotel's clock. */
export async function stayCall(c: Context<ApiEnv>, reservationId: number): Promise<HotelClock & { reservationId: number; db: Db; user: Actor }> {
  const deps = c.get('deps');
  const hotel = await findStayHotel(deps.database.db, reservationId);
  await resolveGroup(c, hotel.groupId);
  return { reservationId, db: deps.database.db, user: actorOf(c), now: deps.now(), timezone: hotel.timezone };
}

/**
 * A call about one hotel: the current one unless `group` names another (`perHotel` refuses all
 * hotels at once), with its business day (core/business-day.ts). The current hotel's time zone comes with the session user.
 */
export async function hotelCall(c: Context<ApiEnv>, group: number | undefined, perHotel: string) {
  const groupId = await resolveGroup(c, group);
  if (groupId === -1) throw invalid('group', perHotel);
  const deps = c.get('deps');
  const user = c.get('user');
  const timezone = await hotelTimezoneFor(deps.database.db, user, groupId);
  return { db: deps.database.db, groupId, timezone, today: await findBusinessDay(deps.database.db, { groupId, timezone, now: deps.now() }) };
}
