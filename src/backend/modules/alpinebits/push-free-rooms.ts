import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { alpinebitsConnections } from '../../db/schema/index.ts';
import { findBusinessDay } from '../../core/business-day.ts';
import { findSiteHotel } from '../booking-site/index.ts';
import { findConnection } from './connections.ts';
import { freeRoomRuns, pushDays } from './free-rooms.ts';
import { writeFreeRooms } from './write-messages.ts';
import { sendAction } from './send-action.ts';
import { readAnswer } from './read-messages.ts';

export interface PushResult {
  connectionId: number;
  status: 'sent' | 'unchanged' | 'failed';
  error: string | null;
}

/**
 * Pushes the hotel's free rooms (FreeRooms, a complete set from the business day on) to the portal
 * when they moved since the last push it accepted (or always, `force`: "send everything again").
 * Retried with backoff; each attempt logged with its answer; the connection keeps the state.
 */
export async function pushFreeRooms(
  db: Db,
  o: { connectionId: number; now: () => Date; force?: boolean; delays?: number[]; sleep?: (ms: number) => Promise<void> },
): Promise<PushResult> {
  const c = await findConnection(db, { connectionId: o.connectionId });
  const hotel = await findSiteHotel(db, { groupId: c.groupId });
  const now = o.now();
  const from = await findBusinessDay(db, { groupId: c.groupId, timezone: hotel.timezone, now });
  const runs = await freeRoomRuns(db, { groupId: c.groupId, from, days: pushDays(), now });
  const hash = createHash('sha256')
    .update(JSON.stringify([c.hotelCode, runs]))
    .digest('hex');
  if (!o.force && hash === c.pushedHash) return { connectionId: c.connectionId, status: 'unchanged', error: null };
  const request = writeFreeRooms({ hotelCode: c.hotelCode, hotelName: hotel.name, runs });
  try {
    const body = await sendAction(db, {
      connection: c,
      action: 'OTA_HotelInvCountNotif:FreeRooms',
      request,
      now: o.now,
      ...(o.delays ? { delays: o.delays } : {}),
      ...(o.sleep ? { sleep: o.sleep } : {}),
    });
    readAnswer(body, 'OTA_HotelInvCountNotifRS');
  } catch (err) {
    const error = err instanceof Error ? err.message : String(err);
    await db
      .update(alpinebitsConnections)
      .set({ lastPushAt: o.now(), lastPushStatus: 'failed', lastError: `FreeRooms: ${error}`.slice(0, 500) })
      .where(eq(alpinebitsConnections.connectionId, c.connectionId));
    return { connectionId: c.connectionId, status: 'failed', error };
  }
  await db
    .update(alpinebitsConnections)
    .set({ lastPushAt: o.now(), lastPushStatus: 'ok', pushedHash: hash, lastError: null })
    .where(eq(alpinebitsConnections.connectionId, c.connectionId));
  return { connectionId: c.connectionId, status: 'sent', error: null };
}
