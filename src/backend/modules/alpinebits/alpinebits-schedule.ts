import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { alpinebitsConnections } from '../../db/schema/index.ts';
import { pushFreeRooms } from './push-free-rooms.ts';
import { pushRatePlans } from './push-rate-plans.ts';
import { pullGuestRequests } from './pull-guest-requests.ts';
import { pushSubject } from './send-push.ts';
import { storeChannelError } from './channel-error.ts';

/** Seconds between two rounds (ALPINEBITS_SECONDS, default 60; 0 turns it off). */
export function alpineBitsSeconds(env: Record<string, string | undefined> = process.env): number {
  const raw = env['ALPINEBITS_SECONDS'];
  const n = raw === undefined || raw.trim() === '' ? 60 : Number(raw);
  if (!Number.isInteger(n) || n < 0 || n > 86_400) throw new Error(`ALPINEBITS_SECONDS must be a whole number of seconds from 0 to 86400, got '${raw}'.`);
  return n;
}

/**
 * One round over every active connection: pull the new reservations, then push the free rooms and
 * the rate plans if they moved since the portal's last accepted push (changes within a round are
 * one push: the debounce). One failing connection does not stop the others: its failure is logged
 * and kept as the connection's last error (a code with params).
 */
export async function runAlpineBitsRound(db: Db, now: () => Date): Promise<void> {
  const all = await db
    .select({ connectionId: alpinebitsConnections.connectionId })
    .from(alpinebitsConnections)
    .where(eq(alpinebitsConnections.active, true))
    .orderBy(alpinebitsConnections.connectionId);
  for (const c of all) {
    try {
      await pullGuestRequests(db, { connectionId: c.connectionId, now });
      // One read of the connection, its hotel and business day for both pushes (after the pull,
      // which may have booked: the counts are read by each push itself).
      const subject = await pushSubject(db, { connectionId: c.connectionId, now });
      await pushFreeRooms(db, { connectionId: c.connectionId, now, subject });
      await pushRatePlans(db, { connectionId: c.connectionId, now, subject });
    } catch (err) {
      await recordRoundFailure(db, c.connectionId, err);
    }
  }
}

/** A round that failed outside a push or a pull's own handling (the database, a bug): logged, and kept as the connection's last error. */
async function recordRoundFailure(db: Db, connectionId: number, err: unknown): Promise<void> {
  console.error(`alpinebits: round of connection ${connectionId} failed:`, err);
  try {
    await db
      .update(alpinebitsConnections)
      .set({ lastError: storeChannelError('Round', err) })
      .where(eq(alpinebitsConnections.connectionId, connectionId));
  } catch (again) {
    console.error(`alpinebits: recording the failure of connection ${connectionId} failed:`, again);
  }
}

/** Runs runAlpineBitsRound every alpineBitsSeconds(); returns the stop function. */
export function startAlpineBitsSchedule(db: Db, now: () => Date): () => void {
  const seconds = alpineBitsSeconds();
  if (seconds === 0) return () => {};
  let busy = false;
  const timer = setInterval(() => {
    if (busy) return;
    busy = true;
    void runAlpineBitsRound(db, now)
      .catch((err: unknown) => console.error('alpinebits: scheduled round failed:', err))
      .finally(() => {
        busy = false;
      });
  }, seconds * 1000);
  timer.unref();
  return () => clearInterval(timer);
}
