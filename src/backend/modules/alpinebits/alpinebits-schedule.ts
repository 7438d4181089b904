import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { alpinebitsConnections } from '../../db/schema/index.ts';
import { pushFreeRooms } from './push-free-rooms.ts';
import { pullGuestRequests } from './pull-guest-requests.ts';

/** Seconds between two rounds (ALPINEBITS_SECONDS, default 60; 0 turns it off). */
export function alpineBitsSeconds(env: Record<string, string | undefined> = process.env): number {
  const raw = env['ALPINEBITS_SECONDS'];
  const n = raw === undefined || raw.trim() === '' ? 60 : Number(raw);
  if (!Number.isInteger(n) || n < 0 || n > 86_400) throw new Error(`ALPINEBITS_SECONDS must be a whole number of seconds from 0 to 86400, got '${raw}'.`);
  return n;
}

/**
 * One round over every active connection: pull the new reservations, then push the free rooms if
 * they moved since the portal's last accepted push (changes within a round are one push: the
 * debounce). One failing connection does not stop the others.
 */
export async function runAlpineBitsRound(db: Db, now: () => Date): Promise<void> {
  const all = await db
    .select({ connectionId: alpinebitsConnections.connectionId })
    .from(alpinebitsConnections)
    .where(eq(alpinebitsConnections.active, true))
    .orderBy(alpinebitsConnections.connectionId);
  for (const c of all) {
    await pullGuestRequests(db, { connectionId: c.connectionId, now });
    await pushFreeRooms(db, { connectionId: c.connectionId, now });
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
      .catch(() => undefined)
      .finally(() => {
        busy = false;
      });
  }, seconds * 1000);
  timer.unref();
  return () => clearInterval(timer);
}
