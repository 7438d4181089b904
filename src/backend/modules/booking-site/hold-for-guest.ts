import { and, count, eq, gt, lte } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { bookingSiteHoldAttempts, bookingSiteHolds } from '../../db/schema/index.ts';
import { AppError } from '../../http/errors.ts';
import { holdInventory, holdMinutes } from '../booking/index.ts';
import type { TSiteHoldDto } from '../../../lib/domain/booking-site-dto.ts';
import { HOLD_WINDOW_MINUTES, holdsPerAddress } from './site-config.ts';
import { listOffers } from './list-offers.ts';
import { newTokenKey, signSiteToken } from './site-token.ts';
import type { SiteHotel } from './find-site-hotel.ts';
import { siteActor } from './site-actor.ts';
import { notOnSale } from './site-plan.ts';

export interface GuestHoldRequest {
  roomTypeId: number;
  planId: number;
  checkin: string;
  nights: number;
  adults: number;
  kidAges: number[];
}

/**
 * A guest holds one unit of a room type on a plan on sale: at most `holdsPerAddress()` attempts an
 * hour per address (429 past it, refused ones counted too; older attempts purged), the offer checked on the public
 * channel, then the booking module's hold (its lock and count, the same as the desk's), kept
 * HOLD_MINUTES, with a signed token the guest's pages carry.
 */
export async function holdForGuest(db: Db, opts: { hotel: SiteHotel; input: GuestHoldRequest; address: string; now: Date }): Promise<TSiteHoldDto> {
  const { hotel, input, now } = opts;
  const since = new Date(now.getTime() - HOLD_WINDOW_MINUTES * 60_000);
  const limit = holdsPerAddress();
  const [made] = await db
    .select({ n: count() })
    .from(bookingSiteHoldAttempts)
    .where(and(eq(bookingSiteHoldAttempts.address, opts.address), gt(bookingSiteHoldAttempts.at, since)));
  if ((made?.n ?? 0) >= limit)
    throw new AppError('too_many_requests', `Address ${opts.address} asked for ${limit} holds within ${HOLD_WINDOW_MINUTES} minutes.`, undefined, {
      key: 'errors.site.tooManyHolds',
      params: { limit },
    });
  // Attempts past the window count for nobody: purged as each new one is written, so the table stays the size of one window.
  await db.delete(bookingSiteHoldAttempts).where(lte(bookingSiteHoldAttempts.at, since));
  await db.insert(bookingSiteHoldAttempts).values({ address: opts.address, at: now });

  const offers = await listOffers(db, { hotel, checkin: input.checkin, nights: input.nights, adults: input.adults, kidAges: input.kidAges, now });
  const type = offers.roomTypes.find((t) => t.roomTypeId === input.roomTypeId);
  const offer = type?.offers.find((o) => o.plan.planId === input.planId);
  if (!type || !offer)
    throw await notOnSale(db, {
      groupId: hotel.groupId,
      planId: input.planId,
      roomTypeId: input.roomTypeId,
      message: `Plan ${input.planId} is not on sale for room type ${input.roomTypeId} from ${input.checkin} for ${input.nights} night(s).`,
    });
  const actor = await siteActor(db, { groupId: hotel.groupId, groupName: hotel.name, timezone: hotel.timezone });
  const hold = await holdInventory(db, {
    groupId: hotel.groupId,
    userId: actor.userId,
    input: { roomTypeId: input.roomTypeId, checkin: input.checkin, nights: input.nights, units: 1 },
    now,
    minutes: holdMinutes(),
  });
  const key = newTokenKey();
  await db.insert(bookingSiteHolds).values({
    holdId: hold.holdId,
    groupId: hotel.groupId,
    planId: input.planId,
    adults: input.adults,
    kidAges: input.kidAges.join(','),
    tokenKey: key,
    address: opts.address,
    createdAt: now,
  });
  return {
    holdId: hold.holdId,
    token: signSiteToken('hold', hold.holdId, key),
    expiresAt: hold.expiresAt,
    status: hold.status,
    roomTypeId: type.roomTypeId,
    roomTypeName: type.name,
    checkin: offers.checkin,
    checkout: offers.checkout,
    nights: offers.nights,
    adults: input.adults,
    kidAges: input.kidAges,
    currency: offers.currency,
    totalMinor: offer.totalMinor,
    plan: offer.plan,
  };
}
