import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { bookingSiteHolds, inventoryHolds } from '../../db/schema/index.ts';
import { conflict, forbidden } from '../../http/errors.ts';
import { daysBetween } from '../../../lib/domain/days.ts';
import { day as dayP } from '../../../lib/domain/error-params.ts';
import type { TSiteHoldDto } from '../../../lib/domain/booking-site-dto.ts';
import { listOffers } from './list-offers.ts';
import { verifySiteToken } from './site-token.ts';
import type { SiteHotel } from './find-site-hotel.ts';
import { notOnSale } from './site-plan.ts';

export interface GuestHoldRow {
  holdId: number;
  groupId: number;
  roomTypeId: number;
  checkin: string;
  checkout: string;
  status: string;
  expiresAt: Date;
  planId: number;
  adults: number;
  kidAges: number[];
}

const badLink = () => forbidden('The hold token does not open this hold.', { key: 'errors.site.badLink' });

/** The guest's hold, if the token opens it (403 otherwise, the same for a missing hold). */
export async function findGuestHold(db: Db, opts: { hotel: SiteHotel; holdId: number; token: string }): Promise<GuestHoldRow> {
  const [h] = await db
    .select({
      holdId: inventoryHolds.holdId,
      groupId: inventoryHolds.groupId,
      roomTypeId: inventoryHolds.roomTypeId,
      checkin: inventoryHolds.checkin,
      checkout: inventoryHolds.checkout,
      status: inventoryHolds.status,
      expiresAt: inventoryHolds.expiresAt,
      planId: bookingSiteHolds.planId,
      adults: bookingSiteHolds.adults,
      kidAges: bookingSiteHolds.kidAges,
      key: bookingSiteHolds.tokenKey,
    })
    .from(bookingSiteHolds)
    .innerJoin(inventoryHolds, eq(inventoryHolds.holdId, bookingSiteHolds.holdId))
    .where(eq(bookingSiteHolds.holdId, opts.holdId));
  if (!h || h.groupId !== opts.hotel.groupId || !verifySiteToken('hold', h.holdId, h.key, opts.token)) throw badLink();
  const { key: _key, kidAges, ...rest } = h;
  return { ...rest, kidAges: kidAges === '' ? [] : kidAges.split(',').map(Number) };
}

/** A live hold (held, not expired) or 409 saying when it ended. */
export function assertHoldLive(h: Pick<GuestHoldRow, 'status' | 'expiresAt' | 'holdId'>, now: Date): void {
  if (h.status === 'held' && h.expiresAt.getTime() > now.getTime()) return;
  const at = h.expiresAt.toISOString();
  throw conflict(`Hold ${h.holdId} is ${h.status === 'held' ? `expired since ${at}` : h.status}.`, {
    key: 'errors.site.holdGone',
    params: { time: dayP(at.slice(0, 10), at.slice(11, 16)) },
  });
}

/** The guest's hold with its offer priced again (the hold itself counts as taken: availability not asked). */
export async function readGuestHold(db: Db, opts: { hotel: SiteHotel; holdId: number; token: string; now: Date }): Promise<TSiteHoldDto> {
  const h = await findGuestHold(db, opts);
  assertHoldLive(h, opts.now);
  const nights = daysBetween(h.checkin, h.checkout);
  const offers = await listOffers(db, {
    hotel: opts.hotel,
    checkin: h.checkin,
    nights,
    adults: h.adults,
    kidAges: h.kidAges,
    now: opts.now,
    ignoreAvailability: true,
  });
  const type = offers.roomTypes.find((t) => t.roomTypeId === h.roomTypeId);
  const offer = type?.offers.find((o) => o.plan.planId === h.planId);
  if (!type || !offer)
    throw await notOnSale(db, {
      groupId: opts.hotel.groupId,
      planId: h.planId,
      roomTypeId: h.roomTypeId,
      message: `Plan ${h.planId} is no longer on sale for room type ${h.roomTypeId}.`,
    });
  return {
    holdId: h.holdId,
    token: opts.token,
    expiresAt: h.expiresAt.toISOString(),
    status: h.status,
    roomTypeId: h.roomTypeId,
    roomTypeName: type.name,
    checkin: h.checkin,
    checkout: h.checkout,
    nights,
    adults: h.adults,
    kidAges: h.kidAges,
    currency: offers.currency,
    totalMinor: offer.totalMinor,
    plan: offer.plan,
  };
}
