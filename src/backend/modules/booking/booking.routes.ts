import type { ApiApp } from '../../http/api-app.ts';
import { requireRole, resolveGroup } from '../../http/api-app.ts';
import { forbidden } from '../../http/errors.ts';
import { parseBody, parseParams, parseQuery, zId } from '../../http/validate.ts';
import { allowedGroupIds } from '../users/find-session-user.ts';
import { z } from 'zod';
import { holdMinutes } from './booking-config.ts';
import { ZCreateReservationRequest, ZFreeRoomsQuery, ZHoldRequest, ZQuoteRequest } from './booking.schemas.ts';
import { findHotel, findHotelByProperty } from './find-booking-hotel.ts';
import { quoteStay } from './quote-stay.ts';
import { holdInventory } from './hold-inventory.ts';
import { confirmHold } from './confirm-hold.ts';
import { cancelHold } from './cancel-hold.ts';
import { createReservation } from './create-reservation.ts';
import { findFreeRooms } from './find-free-rooms.ts';
import { findRoomType } from './lock-room-type.ts';
import { addDays } from '../../../lib/domain/days.ts';

const ZHoldParams = z.object({ id: zId });
/** Staff who sell rooms, and partners (users with a company) booking for it. */
const SELLERS = ['front_desk', 'admin', 'partner'];

/** The built-in booking service (quotes, holds) and booking a stay. */
export function registerBookingRoutes(app: ApiApp): void {
  app.get('/quotes', async (c) => {
    mayBook(c);
    const input = parseQuery(c, ZQuoteRequest);
    const db = c.get('deps').database.db;
    const hotel = input.property ? await findHotelByProperty(db, { property: input.property }) : await findHotel(db, { groupId: await oneHotel(c) });
    await resolveGroup(c, hotel.groupId);
    return c.json(await quoteStay(db, { hotel, input, now: c.get('deps').now(), partnerId: c.get('user').customerId }));
  });

  /** Rooms of a type free over the nights: a clerk may book a stay into one of them. */
  app.get('/quotes/free-rooms', async (c) => {
    mayBook(c);
    if (c.get('user').customerId !== null) throw forbidden('Choosing a room is for hotel staff; the hotel assigns a room to partner bookings.');
    const q = parseQuery(c, ZFreeRoomsQuery);
    const db = c.get('deps').database.db;
    const groupId = await oneHotel(c);
    await findRoomType(db, { groupId, roomTypeId: q.roomTypeId });
    return c.json(await findFreeRooms(db, { groupId, roomTypeId: q.roomTypeId, checkin: q.checkin, checkout: addDays(q.checkin, q.nights) }));
  });

  app.post('/holds', async (c) => {
    mayBook(c);
    const input = await parseBody(c, ZHoldRequest);
    const groupId = await oneHotel(c, input.group);
    const deps = c.get('deps');
    return c.json(await holdInventory(deps.database.db, { groupId, userId: c.get('user').userId, input, now: deps.now(), minutes: holdMinutes() }), 201);
  });

  app.post('/holds/:id/confirm', async (c) => {
    mayBook(c);
    const { id } = parseParams(c, ZHoldParams);
    const deps = c.get('deps');
    return c.json(await confirmHold(deps.database.db, { holdId: id, allowedGroups: await allowedGroupIds(deps.database.db, c.get('user')), now: deps.now() }));
  });

  app.post('/holds/:id/cancel', async (c) => {
    mayBook(c);
    const { id } = parseParams(c, ZHoldParams);
    const db = c.get('deps').database.db;
    return c.json(await cancelHold(db, { holdId: id, allowedGroups: await allowedGroupIds(db, c.get('user')) }));
  });

  app.post('/reservations', async (c) => {
    mayBook(c);
    const input = await parseBody(c, ZCreateReservationRequest);
    const deps = c.get('deps');
    const hotel = await findHotel(deps.database.db, { groupId: await oneHotel(c, input.group) });
    return c.json(await createReservation(deps.database.db, { hotel, user: c.get('user'), input, now: deps.now() }), 201);
  });
}

function mayBook(c: Parameters<typeof requireRole>[0]): void {
  if (c.get('user').customerId !== null) return;
  requireRole(c, ...SELLERS);
}

async function oneHotel(c: Parameters<typeof resolveGroup>[0], requested?: number): Promise<number> {
  const groupId = await resolveGroup(c, requested);
  if (groupId === -1) throw forbidden('A booking is made in one hotel: name a hotel, not -1.');
  return groupId;
}
