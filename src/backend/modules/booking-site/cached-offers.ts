import type { Db } from '../../db/client.ts';
import { addDays } from '../../../lib/domain/days.ts';
import type { TSiteOffersDto } from '../../../lib/domain/booking-site-dto.ts';
import { listOffers } from './list-offers.ts';
import { readAvailabilityStamp } from '../../core/availability-stamp.ts';
import { StampedCache } from '../../core/stamped-cache.ts';
import { nextHoldExpiry } from './next-hold-expiry.ts';
import type { SiteHotel } from './find-site-hotel.ts';

/** Searches kept per process (BOOKING_SITE_OFFERS_CACHE, default 2000; 0 keeps none): a few KB each. */
export function offersCacheSize(env: Record<string, string | undefined> = process.env): number {
  const raw = env['BOOKING_SITE_OFFERS_CACHE'];
  const n = raw === undefined || raw.trim() === '' ? 2000 : Number(raw);
  if (!Number.isInteger(n) || n < 0 || n > 1_000_000) throw new Error(`BOOKING_SITE_OFFERS_CACHE must be a whole number from 0 to 1000000, got '${raw}'.`);
  return n;
}

/** One cache per database (a process may serve several: the tests open one per engine). */
const caches = new WeakMap<Db, StampedCache<TSiteOffersDto>>();

/**
 * What the site offers for a search, as listOffers quotes it, kept until the hotel's availability
 * stamp moves or a hold it counted expires (StampedCache). The stamp is read first: the quote that
 * follows is at least as new as the stamp it is kept under.
 */
export async function cachedOffers(
  db: Db,
  opts: {
    hotel: SiteHotel;
    /** The hotel's stamp when the caller read it with the hotel (before the offers); read here otherwise. */
    stamp?: number;
    checkin: string;
    nights: number;
    adults: number;
    kidAges: number[];
    now: Date;
  },
): Promise<TSiteOffersDto> {
  const size = offersCacheSize();
  if (size === 0) return listOffers(db, opts);
  const cache = StampedCache.for(caches, db, size, 60_000);
  const { hotel, checkin, nights, adults, kidAges, now } = opts;
  const stamp = opts.stamp ?? (await readAvailabilityStamp(db, hotel.groupId));
  const key = `${hotel.groupId}|${checkin}|${nights}|${adults}|${kidAges.join(',')}`;
  return cache.get(key, stamp, now.getTime(), async () => {
    const [value, validUntil] = await Promise.all([
      listOffers(db, opts),
      nextHoldExpiry(db, { groupId: hotel.groupId, checkin, checkout: addDays(checkin, nights), now }),
    ]);
    return { value, validUntil };
  });
}
