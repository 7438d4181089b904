import type { Db } from '../../db/client.ts';
import { quoteStay } from '../booking/index.ts';
import type { TSiteOffersDto } from '../../../lib/domain/booking-site-dto.ts';
import { PUBLIC_CHANNEL } from './site-config.ts';
import { sitePlan } from './site-plan.ts';
import type { SiteHotel } from './find-site-hotel.ts';

/**
 * What the site offers for some dates and guests: the room types with a unit left that sleep the
 * party, each with the plans on sale on the public channel (no market segment) whose rules accept
 * the stay, priced by rate management. The desk's quote, on the public channel.
 */
export async function listOffers(
  db: Db,
  opts: { hotel: SiteHotel; checkin: string; nights: number; adults: number; kidAges: number[]; now: Date; ignoreAvailability?: boolean },
): Promise<TSiteOffersDto> {
  const q = await quoteStay(db, {
    hotel: opts.hotel,
    input: {
      checkin: opts.checkin,
      nights: opts.nights,
      guests: { adults: opts.adults, kidAges: opts.kidAges },
      channel: PUBLIC_CHANNEL,
      ignoreAvailability: opts.ignoreAvailability ?? false,
    },
    now: opts.now,
  });
  const plans = q.plans ?? [];
  const roomTypes = q.roomTypes.map((t) => ({
    roomTypeId: t.roomTypeId,
    name: t.name,
    capacity: t.capacity,
    unitsLeft: t.unitsLeft,
    offers: (t.offers ?? []).flatMap((o, i) => {
      const plan = plans[i];
      if (!plan || plan.planId !== o.planId || o.restriction || o.totalMinor <= 0) return [];
      return [{ plan: sitePlan(plan, q.checkin), totalMinor: o.totalMinor, priceMinor: o.priceMinor }];
    }),
  }));
  return {
    checkin: q.checkin,
    checkout: q.checkout,
    nights: q.nights,
    adults: q.adults,
    kidAges: q.kidAges,
    currency: q.currency.trim(),
    roomTypes: roomTypes.filter((t) => t.offers.length > 0),
  };
}
