import type { Context } from 'hono';
import type { Db } from '../../db/client.ts';
import type { ApiEnv } from '../../http/api-env.ts';
import { resolveGroup } from '../../http/api-app.ts';
import { actorOf } from '../../http/hotel-call.ts';
import { findStayHotel, type HotelClock } from './stay-data.ts';
import type { Actor } from '../../core/actor.ts';

/** A call on one stay: a known reservation (404) of a hotel the user works in (403), with that hotel's clock. */
export async function stayCall(c: Context<ApiEnv>, reservationId: number): Promise<HotelClock & { reservationId: number; db: Db; user: Actor }> {
  const deps = c.get('deps');
  const hotel = await findStayHotel(deps.database.db, reservationId);
  await resolveGroup(c, hotel.groupId);
  return { reservationId, db: deps.database.db, user: actorOf(c), now: deps.now(), timezone: hotel.timezone };
}
