import type { Role } from '../../http/route-access.ts';
import type { Context } from 'hono';
import type { ApiEnv } from '../../http/api-app.ts';
import { requireRole } from '../../http/api-app.ts';
import { hotelCall, refusePartner } from '../front-desk/desk-call.ts';

/** Who runs the rooms day to day (Room Status, maids, reports, interventions). */
export const ROOM_STAFF: readonly Role[] = ['housekeeping', 'front_desk', 'admin'];
/** Who configures the property (buildings, floors, rooms, room types, equipment, settings). */
export const PROPERTY_ADMINS = ['admin'] as const;

/** A housekeeping call: hotel staff holding one of `roles`, one hotel the user works in, its today. */
export async function roomsCall(c: Context<ApiEnv>, group: number | undefined, roles: readonly string[]) {
  refusePartner(c, 'Housekeeping and rooms are for hotel staff.');
  requireRole(c, ...roles);
  const h = await hotelCall(c, group, 'rooms are per hotel; name one hotel.');
  const user = c.get('user');
  return { ...h, now: c.get('deps').now(), user: { userId: user.userId, name: user.name } };
}
