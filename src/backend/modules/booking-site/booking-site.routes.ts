import type { Context } from 'hono';
import type { ApiApp, ApiEnv } from '../../http/api-env.ts';
import { ANY_STAFF, route, type RouteAccess } from '../../http/route-access.ts';
import { parseBody, parseParams, parseQuery } from '../../http/validate.ts';
import { addDays } from '../../../lib/domain/days.ts';
import { assertStayWindow, holdMinutes, MAX_NIGHTS } from '../booking/index.ts';
import type { TSiteHotelDto } from '../../../lib/domain/booking-site-dto.ts';
import {
  ZSiteBookingQuery,
  ZSiteBookRequest,
  ZSiteCancelRequest,
  ZSiteHoldParams,
  ZSiteHoldRequest,
  ZSiteHotelParams,
  ZSiteOffersQuery,
  ZSiteTokenQuery,
} from './booking-site.schemas.ts';
import { findSiteHotel, findSiteHotelToday, type SiteHotel } from './find-site-hotel.ts';
import { cachedOffers } from './cached-offers.ts';
import { holdForGuest } from './hold-for-guest.ts';
import { readGuestHold } from './read-guest-hold.ts';
import { bookHeldStay } from './book-held-stay.ts';
import { readGuestBooking } from './read-guest-booking.ts';
import { cancelGuestBooking } from './cancel-guest-booking.ts';
import { guestAddress } from './site-address.ts';

/** Anyone on the internet: no session, no token. Each handler opens only what its signed token names. */
const GUESTS: RouteAccess = { roles: ANY_STAFF, partner: true, public: true };

async function siteHotel(c: Context<ApiEnv>): Promise<SiteHotel> {
  const { hotel } = parseParams(c, ZSiteHotelParams);
  return findSiteHotel(c.get('deps').database.db, { groupId: hotel });
}

/**
 * The hotel's booking site (issue 39): offers on the public channel, a guest's hold with its
 * timer, the booking from the hold, and the guest's own booking behind the mail's signed link.
 */
export function registerBookingSiteRoutes(app: ApiApp): void {
  const base = '/booking-site/:hotel';
  route(app, 'GET', base, GUESTS, async (c) => {
    const { hotel: groupId } = parseParams(c, ZSiteHotelParams);
    const deps = c.get('deps');
    const { hotel, today } = await findSiteHotelToday(deps.database.db, { groupId, now: deps.now() });
    const dto: TSiteHotelDto = {
      groupId: hotel.groupId,
      name: hotel.name,
      currency: hotel.currency,
      timezone: hotel.timezone,
      today,
      maxNights: MAX_NIGHTS,
      holdMinutes: holdMinutes(),
    };
    return c.json(dto);
  });

  route(app, 'GET', `${base}/offers`, GUESTS, async (c) => {
    const { hotel: groupId } = parseParams(c, ZSiteHotelParams);
    const q = parseQuery(c, ZSiteOffersQuery);
    const deps = c.get('deps');
    const db = deps.database.db;
    const now = deps.now();
    // One statement: the hotel, its day and its stamp, read before the offers kept under it.
    const { hotel, today, stamp } = await findSiteHotelToday(db, { groupId, now });
    assertStayWindow({ checkin: q.checkin, checkout: addDays(q.checkin, q.nights), today }, { checkout: 'nights' });
    return c.json(await cachedOffers(db, { hotel, stamp, checkin: q.checkin, nights: q.nights, adults: q.adults, kidAges: q.kids, now }));
  });

  route(app, 'POST', `${base}/holds`, GUESTS, async (c) => {
    const { hotel: groupId } = parseParams(c, ZSiteHotelParams);
    const input = await parseBody(c, ZSiteHoldRequest);
    const deps = c.get('deps');
    const db = deps.database.db;
    const { hotel, today } = await findSiteHotelToday(db, { groupId, now: deps.now() });
    assertStayWindow({ checkin: input.checkin, checkout: addDays(input.checkin, input.nights), today }, { checkout: 'nights' });
    return c.json(await holdForGuest(db, { hotel, input, address: guestAddress(c), now: deps.now() }), 201);
  });

  route(app, 'GET', `${base}/holds/:id`, GUESTS, async (c) => {
    const hotel = await siteHotel(c);
    const { id } = parseParams(c, ZSiteHoldParams);
    const { t } = parseQuery(c, ZSiteTokenQuery);
    const deps = c.get('deps');
    return c.json(await readGuestHold(deps.database.db, { hotel, holdId: id, token: t, now: deps.now() }));
  });

  route(app, 'POST', `${base}/bookings`, GUESTS, async (c) => {
    const hotel = await siteHotel(c);
    const body = await parseBody(c, ZSiteBookRequest);
    const deps = c.get('deps');
    const booked = await bookHeldStay(deps.database.db, {
      hotel,
      holdId: body.holdId,
      token: body.token,
      guest: { ...body.guest, city: '' },
      language: body.language,
      siteBase: body.siteBase,
      now: deps.now(),
    });
    return c.json(booked, 201);
  });

  route(app, 'GET', `${base}/bookings/:id`, GUESTS, async (c) => {
    const hotel = await siteHotel(c);
    const { id } = parseParams(c, ZSiteHoldParams);
    const { k } = parseQuery(c, ZSiteBookingQuery);
    const deps = c.get('deps');
    return c.json(await readGuestBooking(deps.database.db, { hotel, reservationId: id, token: k, now: deps.now() }));
  });

  route(app, 'POST', `${base}/bookings/:id/cancel`, GUESTS, async (c) => {
    const hotel = await siteHotel(c);
    const { id } = parseParams(c, ZSiteHoldParams);
    const { k } = await parseBody(c, ZSiteCancelRequest);
    const deps = c.get('deps');
    return c.json(await cancelGuestBooking(deps.database.db, { hotel, reservationId: id, token: k, now: deps.now() }));
  });
}
