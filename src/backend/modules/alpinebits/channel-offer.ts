import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { roomTypes } from '../../db/schema/index.ts';
import { addDays } from '../../../lib/domain/days.ts';
import type { TChannelOfferDto } from '../../../lib/domain/alpinebits-dto.ts';
import { loadRateContext, openPlans } from '../rates/index.ts';
import { PUBLIC_CHANNEL } from '../booking-site/index.ts';

/**
 * What a portal connection sells, as its pushes send it: the plans on sale on the public channel
 * (RatePlans: openPlans, as ratePlansOf) and every room type of the hotel (FreeRooms and RatePlans
 * list them all), by code as the messages order them.
 */
export async function channelOffer(db: Db, o: { groupId: number; day: string }): Promise<TChannelOfferDto> {
  const [ctx, types] = await Promise.all([
    loadRateContext(db, { groupId: o.groupId, from: o.day, to: addDays(o.day, 1), withOccupancy: false }),
    db.select({ code: roomTypes.code, name: roomTypes.name }).from(roomTypes).where(eq(roomTypes.groupId, o.groupId)).orderBy(asc(roomTypes.code)),
  ]);
  const plans = openPlans(ctx, { channel: PUBLIC_CHANNEL, segments: null }).map((p) => ({ code: p.code, name: p.name, nameFr: p.nameFr }));
  return { plans, roomTypes: types };
}
