import type { Db } from '../../db/client.ts';
import { ratePlansOf } from './rate-plans.ts';
import { writeRatePlans } from './write-messages.ts';
import { pushSubject, sendPush, type PushOptions, type PushResult } from './send-push.ts';

/**
 * Pushes the hotel's rate plans on sale with their prices and restrictions (RatePlans, from the
 * business day on, as many days as FreeRooms) when they moved since the last push the portal
 * accepted (or always, `force`). Retried with backoff, each attempt logged, as FreeRooms.
 */
export async function pushRatePlans(db: Db, o: PushOptions): Promise<PushResult> {
  const { connection: c, hotel, now, from, days } = o.subject ?? (await pushSubject(db, o));
  const plans = await ratePlansOf(db, { groupId: c.groupId, from, days, now });
  return sendPush(db, {
    connection: c,
    kind: 'RatePlans',
    action: 'OTA_HotelRatePlanNotif:RatePlans',
    answerRoot: 'OTA_HotelRatePlanNotifRS',
    content: [hotel.currency, plans],
    request: () => writeRatePlans({ hotelCode: c.hotelCode, hotelName: hotel.name, currency: hotel.currency, plans }),
    now: o.now,
    force: o.force,
    delays: o.delays,
    sleep: o.sleep,
  });
}
