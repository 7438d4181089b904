import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { alpinebitsConnections, alpinebitsMessages, alpinebitsReservations } from '../../db/schema/index.ts';
import { notFound } from '../../http/errors.ts';
import type { TAlpineBitsConnectionDto, TChannelWords } from '../../../lib/domain/alpinebits-dto.ts';
import { readChannelError, readRefusal } from './channel-error.ts';
import { originalResId } from './change-key.ts';
import { channelOffer } from './channel-offer.ts';

export type ConnectionRow = typeof alpinebitsConnections.$inferSelect;

export async function createConnection(
  db: Db,
  o: { groupId: number; name: string; url: string; username: string; password: string; hotelCode: string },
): Promise<{ connectionId: number }> {
  const [c] = await db.insert(alpinebitsConnections).values(o).returning({ connectionId: alpinebitsConnections.connectionId });
  return { connectionId: c!.connectionId };
}

/** A connection of the hotel (404 for another hotel's). */
export async function findConnection(db: Db, o: { connectionId: number; groupId?: number }): Promise<ConnectionRow> {
  const [c] = await db.select().from(alpinebitsConnections).where(eq(alpinebitsConnections.connectionId, o.connectionId));
  if (!c || (o.groupId !== undefined && c.groupId !== o.groupId)) throw notFound(`No AlpineBits connection ${o.connectionId} in this hotel.`);
  return c;
}

/**
 * The hotel's connections with their state, last push and pull, reservations booked and refused
 * (or a change of them refused), and the last messages (the password is never shown). The last
 * error and each refusal's reason are codes with params (`{ key, params }`), which the screen says
 * in the reader's language; a refusal also carries the English sentence sent to the portal. Each
 * says what it sells: the plans and room types its pushes send (the same for every connection of
 * the hotel: they all sell the public channel).
 */
export async function listConnections(db: Db, o: { groupId: number; now: Date }): Promise<TAlpineBitsConnectionDto[]> {
  const all = await db.select().from(alpinebitsConnections).where(eq(alpinebitsConnections.groupId, o.groupId)).orderBy(alpinebitsConnections.connectionId);
  const out: TAlpineBitsConnectionDto[] = [];
  const sells = all.length ? await channelOffer(db, { groupId: o.groupId, day: o.now.toISOString().slice(0, 10) }) : { plans: [], roomTypes: [] };
  for (const c of all) {
    const pulled = await db.select().from(alpinebitsReservations).where(eq(alpinebitsReservations.connectionId, c.connectionId));
    const messages = await db
      .select()
      .from(alpinebitsMessages)
      .where(and(eq(alpinebitsMessages.connectionId, c.connectionId)))
      .orderBy(desc(alpinebitsMessages.messageId))
      .limit(10);
    out.push({
      connectionId: c.connectionId,
      name: c.name,
      url: c.url,
      username: c.username,
      hotelCode: c.hotelCode,
      active: c.active,
      lastPushAt: c.lastPushAt?.toISOString() ?? null,
      lastPushStatus: c.lastPushStatus,
      lastPullAt: c.lastPullAt?.toISOString() ?? null,
      lastPullStatus: c.lastPullStatus,
      lastError: storedErrorOf(c.lastError),
      booked: pulled.filter((p) => p.reservationId !== null && originalResId(p.resId) === p.resId).length,
      refused: pulled.flatMap((p) => (p.refused !== null ? [{ resId: originalResId(p.resId), reason: readRefusal(p.refused) }] : [])),
      messages: messages.map((m) => ({
        action: m.action,
        attempt: m.attempt,
        httpStatus: m.httpStatus,
        ok: m.ok,
        error: m.error,
        sentAt: m.sentAt.toISOString(),
      })),
      sells,
    });
  }
  return out;
}

/** The stored last error as its code; an English sentence stored before errors were codes is said as 'unexpected' with that text. */
function storedErrorOf(stored: string | null): TChannelWords | null {
  if (!stored) return null;
  return readChannelError(stored) ?? { key: 'alpinebits.error.unexpected', params: { detail: stored.slice(0, 120) } };
}
