import type { Db } from '../../db/client.ts';
import { freeRoomRuns } from './free-rooms.ts';
import { writeFreeRooms } from './write-messages.ts';
import { pushSubject, sendPush, type PushOptions, type PushResult } from './send-push.ts';
import { FREE_ROOMS_ACTION, speaks } from './capabilities.ts';

export type { PushResult } from './send-push.ts';

/**
 * Pushes the hotel's free rooms (FreeRooms, a complete set from the business day on) to the portal
 * when they moved since the last push it accepted (or always, `force`: "send everything again"),
 * if the portal declared FreeRooms in its handshake. Retried with backoff; each attempt logged with its answer; the connection keeps the state.
 */
export async function pushFreeRooms(db: Db, o: PushOptions): Promise<PushResult> {
  const { connection: c, hotel, now, from, days, handshake } = o.subject ?? (await pushSubject(db, o));
  const runs = await freeRoomRuns(db, { groupId: c.groupId, from, days, now });
  return sendPush(db, {
    connection: c,
    kind: 'FreeRooms',
    action: 'OTA_HotelInvCountNotif:FreeRooms',
    answerRoot: 'OTA_HotelInvCountNotifRS',
    content: runs,
    request: () => writeFreeRooms({ hotelCode: c.hotelCode, hotelName: hotel.name, runs }),
    handshake,
    speaks: (caps) => speaks(caps, FREE_ROOMS_ACTION),
    now: o.now,
    force: o.force,
    delays: o.delays,
    sleep: o.sleep,
  });
}
