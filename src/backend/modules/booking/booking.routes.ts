import type { ApiApp } from '../../http/api-env.ts';
import { DESK, route, type RouteAccess } from '../../http/route-access.ts';
import { resolveGroup } from '../../http/api-app.ts';
import { forbidden } from '../../http/errors.ts';
import { parseBody, parseParams, parseQuery, zId } from '../../http/validate.ts';
import { allowedGroupIds } from '../../core/session-user.ts';
import { z } from 'zod';
import { holdMinutes } from './booking-config.ts';
import { ZCreateReservationRequest, ZFreeRoomsQuery, ZHoldRequest, ZQuoteRequest } from './booking.schemas.ts';
import { findHotelByPropertyFor, findHotelFor } from './find-booking-hotel.ts';
import { quoteStay } from './quote-stay.ts';
import { holdInventory } from './hold-inventory.ts';
import { confirmHold } from './confirm-hold.ts';
import { cancelHold } from './cancel-hold.ts';
import { createReservation } from './create-reservation.ts';
import { findFreeRooms } from './find-free-rooms.ts';
import { findRoomTypeFor } from './lock-room-type.ts';
import { addDays } from '../../../lib/domain/days.ts';
import { assertStayWindow } from './booking-window.ts';
import { businessDayFor } from '../../core/kept-business-day.ts';

const ZHoldParams = z.object({ id: zId });
/** Staff who sell rooms, and partners (users with a company) booking for it. */
const SELLERS: RouteAccess = { roles: DESK, partner: true };

/** The built-in booking service (quotes, holds) and booking a stay. */
export function registerBookingRoutes(app: ApiApp): void {
  route(app, 'GET', '/quotes', SELLERS, async (c) => {
    const input = parseQuery(c, ZQuoteRequest);
    const db = c.get('deps').database.db;
    const user = c.get('user');
    const hotel = input.property ? await findHotelByPropertyFor(db, user, input.property) : await findHotelFor(db, user, await oneHotel(c));
    await resolveGroup(c, hotel.groupId);
    await assertBookable(c, hotel.groupId, { checkin: input.checkin, checkout: addDays(input.checkin, input.nights) }, { checkout: 'nights' });
    return c.json(await quoteStay(db, { hotel, input, now: c.get('deps').now(), partnerId: c.get('user').customerId }));
  });

  /** Rooms of a type free over the nights: a clerk may book a stay into one of them. */
  route(app, 'GET', '/quotes/free-rooms', { roles: DESK }, async (c) => {
    const q = parseQuery(c, ZFreeRoomsQuery);
    const db = c.get('deps').database.db;
    const groupId = await oneHotel(c);
    await findRoomTypeFor(db, c.get('user'), { groupId, roomTypeId: q.roomTypeId });
    await assertBookable(c, groupId, { checkin: q.checkin, checkout: addDays(q.checkin, q.nights) }, { checkout: 'nights' });
    return c.json(await findFreeRooms(db, { groupId, roomTypeId: q.roomTypeId, checkin: q.checkin, checkout: addDays(q.checkin, q.nights) }));
  });

  route(app, 'POST', '/holds', SELLERS, async (c) => {
    const input = await parseBody(c, ZHoldRequest);
    const groupId = await oneHotel(c, input.group);
    await assertBookable(c, groupId, { checkin: input.checkin, checkout: addDays(input.checkin, input.nights) }, { checkout: 'nights' });
    const deps = c.get('deps');
    return c.json(await holdInventory(deps.database.db, { groupId, userId: c.get('user').userId, input, now: deps.now(), minutes: holdMinutes() }), 201);
  });

  route(app, 'POST', '/holds/:id/confirm', SELLERS, async (c) => {
    const { id } = parseParams(c, ZHoldParams);
    const deps = c.get('deps');
    return c.json(await confirmHold(deps.database.db, { holdId: id, allowedGroups: await allowedGroupIds(deps.database.db, c.get('user')), now: deps.now() }));
  });

  route(app, 'POST', '/holds/:id/cancel', SELLERS, async (c) => {
    const { id } = parseParams(c, ZHoldParams);
    const db = c.get('deps').database.db;
    return c.json(await cancelHold(db, { holdId: id, allowedGroups: await allowedGroupIds(db, c.get('user')) }));
  });

  route(app, 'POST', '/reservations', SELLERS, async (c) => {
    const input = await parseBody(c, ZCreateReservationRequest);
    const deps = c.get('deps');
    const hotel = await findHotelFor(deps.database.db, c.get('user'), await oneHotel(c, input.group));
    await assertBookable(c, hotel.groupId, input);
    return c.json(await createReservation(deps.database.db, { hotel, user: c.get('user'), input, now: deps.now() }), 201);
  });
}

/** No booking before the hotel's business day or beyond the horizon (400 naming the field). */
async function assertBookable(
  c: Parameters<typeof resolveGroup>[0],
  groupId: number,
  stay: { checkin: string; checkout: string },
  names: { checkin?: string; checkout?: string } = {},
): Promise<void> {
  const today = await businessDayFor(c.get('deps').database.db, c.get('user'), groupId, c.get('deps').now());
  assertStayWindow({ ...stay, today }, names);
}

async function oneHotel(c: Parameters<typeof resolveGroup>[0], requested?: number): Promise<number> {
  const groupId = await resolveGroup(c, requested);
  if (groupId === -1) throw forbidden('A booking is made in one hotel: name a hotel, not -1.', { key: 'errors.group.onePerCall' });
  return groupId;
}
