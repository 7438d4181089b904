import type { Context } from 'hono';
import type { ApiEnv } from '../../http/api-env.ts';
import { ADMIN } from '../../http/route-access.ts';
import { hotelCall, refusePartner } from '../../http/hotel-call.ts';

/** Who runs the rooms day to day (Room Status, reports, interventions) and who keeps equipment, maids and intervention types: groups of src/lib/domain/roles.ts. */
export { HOUSEKEEPING_LEADS, ROOM_STAFF } from '../../http/route-access.ts';
/** Who configures the property (buildings, floors, rooms, room types, settings, QR codes). */
export const PROPERTY_ADMINS = ADMIN;

/** A housekeeping call (its roles are declared with the route): hotel staff, one hotel the user works in, its today. */
export async function roomsCall(c: Context<ApiEnv>, group: number | undefined) {
  refusePartner(c, 'Housekeeping and rooms are for hotel staff.');
  const h = await hotelCall(c, group, 'rooms are per hotel; name one hotel.');
  const user = c.get('user');
  return { ...h, now: c.get('deps').now(), user: { userId: user.userId, name: user.name } };
}
