import type { Context } from 'hono';
import { DESK, STAY_READERS, route } from '../../http/route-access.ts';
import type { ApiApp, ApiEnv } from '../../http/api-env.ts';
import { resolveGroup } from '../../http/api-app.ts';
import { parseBody, parseQuery } from '../../http/validate.ts';
import { addInHouseGuest } from './add-in-house-guest.ts';
import { ZCheckInDayQuery, ZGuestCardRequest, ZInHouseGuestRequest, ZToCheckInQuery } from './checkin-records.schemas.ts';
import { stayCall } from './desk-call.ts';
import { actorOf, hotelCall } from '../../http/hotel-call.ts';
import { countCheckInStats } from './count-check-in-stats.ts';
import { findStayOfItem } from './guest-card-data.ts';
import { listStaysToCheckIn } from './list-stays-to-check-in.ts';
import { registerGuestCard } from './register-guest-card.ts';

/** A read of one hotel's day: staff only, a hotel the user works in, the day asked for or the hotel's today. */
async function dayCall(c: Context<ApiEnv>, q: { group?: number | undefined; date?: string | undefined }) {
  const h = await hotelCall(c, q.group, 'check-in records are per hotel; name one hotel.');
  return { ...h, day: q.date ?? h.today };
}

/**
 * The check-in records of front-office.md §7 beside the stay transitions: registration cards
 * (ahead of arrival, or a guest joining an in-house item) and the day's check-in progress and
 * work list. The spec sends the two reads as POST; they change nothing, so GET answers too.
 */
export function registerCheckInRecordRoutes(app: ApiApp): void {
  route(app, 'POST', '/checkins/new', { roles: DESK }, async (c) => {
    const input = await parseBody(c, ZGuestCardRequest);
    const s = await stayCall(c, input.reservationId);
    return c.json(await registerGuestCard(s.db, { input, user: s.user }), 201);
  });

  route(app, 'POST', '/checkins/item', { roles: DESK }, async (c) => {
    const input = await parseBody(c, ZInHouseGuestRequest);
    const db = c.get('deps').database.db;
    const stay = await findStayOfItem(db, input.itemId);
    await resolveGroup(c, stay.groupId);
    return c.json(await addInHouseGuest(db, { reservationId: stay.reservationId, input, user: actorOf(c) }), 201);
  });

  route(app, ['GET', 'POST'], '/orders/checkingStats', { roles: STAY_READERS }, async (c) => {
    const h = await dayCall(c, parseQuery(c, ZCheckInDayQuery));
    return c.json(await countCheckInStats(h.db, { groupId: h.groupId, day: h.day }));
  });

  route(app, ['GET', 'POST'], '/orders/toCheckIn', { roles: STAY_READERS }, async (c) => {
    const q = parseQuery(c, ZToCheckInQuery);
    const h = await dayCall(c, q);
    return c.json(await listStaysToCheckIn(h.db, { groupId: h.groupId, today: h.today, day: h.day, page: q.page, size: q.size }));
  });
}
