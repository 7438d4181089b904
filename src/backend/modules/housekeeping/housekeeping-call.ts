import type { Context } from 'hono';
import type { ApiEnv } from '../../http/api-app.ts';
import type { Role } from '../../http/route-access.ts';
import { hotelCall, refusePartner } from '../front-desk/desk-call.ts';

/** Who runs the rooms day to day (Room Status, reports, interventions). */
export const ROOM_STAFF: readonly Role[] = ['admin', 'housekeeping', 'front_desk'];
/** Who configures the property (buildings, floors, rooms, room types, settings, QR codes). */
export const PROPERTY_ADMINS: readonly Role[] = ['admin'];
/** Who keeps equipment, maids and intervention types: administrators and housekeeping supervisors. */
export const HOUSEKEEPING_LEADS: readonly Role[] = ['admin', 'housekeeping'];

/** A housekeeping call (its roles are declared with the route): hotel staff, one hotel the user works in, its today. */
export async function roomsCall(c: Context<ApiEnv>, group: number | undefined) {
  refusePartner(c, 'Housekeeping and rooms are for hotel staff.');
  const h = await hotelCall(c, group, 'rooms are per hotel; name one hotel.');
  const user = c.get('user');
  return { ...h, now: c.get('deps').now(), user: { userId: user.userId, name: user.name } };
}
