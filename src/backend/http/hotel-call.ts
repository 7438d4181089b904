import type { Context } from 'hono';
import type { ApiEnv } from './api-env.ts';
import { resolveGroup } from './api-app.ts';
import { forbidden, invalid } from './errors.ts';
import { isPartner } from '../../lib/domain/session-user.ts';
import type { Actor } from '../core/actor.ts';
import { findBusinessDay } from '../core/business-day.ts';
import { hotelTimezoneFor } from '../core/hotel-clock.ts';

/** How the routes of hotel staff start, whatever their module: one hotel the user works in, that hotel's clock, who acts. */

/** Kept for handlers that say why in their own words; the route's declaration (route-access.ts) is what refuses partners. */
export function refusePartner(c: Context<ApiEnv>, why: string): void {
  if (isPartner(c.get('user'))) throw forbidden(why, { key: 'errors.access.staffOnlyHere' });
}

/** The signed-in user as the actor of a write. */
export function actorOf(c: Context<ApiEnv>): Actor {
  const user = c.get('user');
  return { userId: user.userId, name: user.name, roles: user.roles };
}

/**
 * A call about one hotel: the current one unless `group` names another (`perHotel` refuses all
 * hotels at once), with its business day (core/business-day.ts). The current hotel's time zone comes with the session user.
 */
export async function hotelCall(c: Context<ApiEnv>, group: number | undefined, perHotel: string) {
  const groupId = await resolveGroup(c, group);
  if (groupId === -1) throw invalid('group', perHotel, { key: 'errors.group.onePerCall' });
  const deps = c.get('deps');
  const user = c.get('user');
  const timezone = await hotelTimezoneFor(deps.database.db, user, groupId);
  return { db: deps.database.db, groupId, timezone, today: await findBusinessDay(deps.database.db, { groupId, timezone, now: deps.now() }) };
}
