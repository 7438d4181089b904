import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { alpinebitsConnections, alpinebitsMessages, alpinebitsReservations } from '../../db/schema/index.ts';
import { notFound } from '../../http/errors.ts';
import type { TAlpineBitsConnectionDto } from '../../../lib/domain/alpinebits-dto.ts';

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

/** The hotel's connections with their state, last push and pull, error in words, reservations booked and refused, and the last messages (the password is never shown). */
export async function listConnections(db: Db, o: { groupId: number }): Promise<TAlpineBitsConnectionDto[]> {
  const all = await db.select().from(alpinebitsConnections).where(eq(alpinebitsConnections.groupId, o.groupId)).orderBy(alpinebitsConnections.connectionId);
  const out: TAlpineBitsConnectionDto[] = [];
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
      lastError: c.lastError,
      booked: pulled.filter((p) => p.reservationId !== null).length,
      refused: pulled.filter((p) => p.refused !== null).map((p) => ({ resId: p.resId, reason: p.refused ?? '' })),
      messages: messages.map((m) => ({
        action: m.action,
        attempt: m.attempt,
        httpStatus: m.httpStatus,
        ok: m.ok,
        error: m.error,
        sentAt: m.sentAt.toISOString(),
      })),
    });
  }
  return out;
}
