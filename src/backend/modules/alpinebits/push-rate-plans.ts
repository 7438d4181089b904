import type { Db } from '../../db/client.ts';
import { keptRatePlans } from './rate-plans.ts';
import { writeRatePlans } from './write-messages.ts';
import { pushSubject, sendPush, type PushOptions, type PushResult } from './send-push.ts';
import { RATE_PLANS_ACTION, ratePlanAccepts, speaks } from './capabilities.ts';

/**
 * Pushes the hotel's rate plans on sale with their prices and restrictions (RatePlans, from the
 * business day on, as many days as FreeRooms) when they moved since the last push the portal
 * accepted (or always, `force`), if the portal declared RatePlans in its handshake, with only the
 * booking rules it declared it accepts. Retried with backoff, each attempt logged, as FreeRooms.
 * The plans are built again only when the hotel's availability stamp moved (keptRatePlans).
 */
export async function pushRatePlans(db: Db, o: PushOptions): Promise<PushResult> {
  const { connection: c, hotel, now, from, days, handshake } = o.subject ?? (await pushSubject(db, o));
  const supported = 'failed' in handshake || speaks(handshake, RATE_PLANS_ACTION);
  const plans = supported ? await keptRatePlans(db, { groupId: c.groupId, from, days, now }) : [];
  const accepts = 'failed' in handshake ? null : ratePlanAccepts(handshake);
  return sendPush(db, {
    connection: c,
    kind: 'RatePlans',
    action: 'OTA_HotelRatePlanNotif:RatePlans',
    answerRoot: 'OTA_HotelRatePlanNotifRS',
    content: [hotel.currency, plans, accepts],
    request: () =>
      writeRatePlans({
        hotelCode: c.hotelCode,
        hotelName: hotel.name,
        currency: hotel.currency,
        plans,
        accepts: accepts ?? { roomTypeRules: false, arrivalDow: false, departureDow: false },
      }),
    handshake,
    speaks: (caps) => speaks(caps, RATE_PLANS_ACTION),
    now: o.now,
    force: o.force,
    delays: o.delays,
    sleep: o.sleep,
  });
}
