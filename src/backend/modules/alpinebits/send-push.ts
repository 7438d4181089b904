import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { alpinebitsConnections } from '../../db/schema/index.ts';
import { findConnection, type ConnectionRow } from './connections.ts';
import { findBusinessDay } from '../../core/business-day.ts';
import { findSiteHotel } from '../booking-site/index.ts';
import { pushDays } from './free-rooms.ts';
import { channelErrorOf, readChannelError, storeChannelError, type ChannelError, type ChannelStep } from './channel-error.ts';
import { readAnswer } from './read-messages.ts';
import { sendAction } from './send-action.ts';
import { shakeHands } from './handshake.ts';
import type { PortalCapabilities } from './capabilities.ts';

export interface PushResult {
  connectionId: number;
  /** unsupported: the portal did not declare the action in its handshake, so nothing was sent. */
  status: 'sent' | 'unchanged' | 'failed' | 'unsupported';
  /** The failure in English, for the log and API users. */
  error: string | null;
  /** The failure as the screen says it: the catalogue's key and params, with the push's step. */
  failure: ChannelError | null;
}

export type PushKind = Extract<ChannelStep, 'FreeRooms' | 'RatePlans'>;

/**
 * The content last accepted by the portal, per kind of push, as pushed_hash keeps it: JSON
 * `{ "FreeRooms": hash, "RatePlans": hash }` (a bare hash, as first stored, is the FreeRooms one).
 */
export function pushedHashes(stored: string | null): Partial<Record<PushKind, string>> {
  if (!stored) return {};
  if (/^[0-9a-f]{64}$/.test(stored)) return { FreeRooms: stored };
  try {
    const v: unknown = JSON.parse(stored);
    if (typeof v !== 'object' || v === null) return {};
    const out: Partial<Record<PushKind, string>> = {};
    for (const k of ['FreeRooms', 'RatePlans'] as const) {
      const h = (v as Record<string, unknown>)[k];
      if (typeof h === 'string') out[k] = h;
    }
    return out;
  } catch {
    return {};
  }
}

const hashOf = (v: unknown): string => createHash('sha256').update(JSON.stringify(v)).digest('hex');

/**
 * Sends one push (FreeRooms or RatePlans) when its content moved since the portal last accepted it,
 * or always (`force`): retried with backoff, each attempt logged; the connection keeps the state,
 * the hash accepted, and the failure as a code with params (never a sentence).
 */
export async function sendPush(
  db: Db,
  o: {
    connection: ConnectionRow;
    kind: PushKind;
    action: string;
    answerRoot: string;
    content: unknown;
    request: () => string;
    /** The portal's handshake: what it declared, or why it could not be read (the push then fails as the handshake's). */
    handshake: PortalCapabilities | { failed: unknown };
    /** Whether the portal declared this push's action. */
    speaks: (caps: PortalCapabilities) => boolean;
    now: () => Date;
    force?: boolean | undefined;
    delays?: number[] | undefined;
    sleep?: ((ms: number) => Promise<void>) | undefined;
  },
): Promise<PushResult> {
  const c = o.connection;
  const hash = hashOf([c.hotelCode, o.content]);
  const [fresh] = await db
    .select({ pushedHash: alpinebitsConnections.pushedHash })
    .from(alpinebitsConnections)
    .where(eq(alpinebitsConnections.connectionId, c.connectionId));
  const hashes = pushedHashes(fresh?.pushedHash ?? null);
  const shook = o.handshake;
  if (!('failed' in shook) && !o.speaks(shook)) return { connectionId: c.connectionId, status: 'unsupported', error: null, failure: null };
  if (!o.force && hashes[o.kind] === hash) return { connectionId: c.connectionId, status: 'unchanged', error: null, failure: null };
  try {
    if ('failed' in shook) throw shook.failed;
    const body = await sendAction(db, {
      connection: c,
      action: o.action,
      request: o.request(),
      now: o.now,
      ...(o.delays ? { delays: o.delays } : {}),
      ...(o.sleep ? { sleep: o.sleep } : {}),
    });
    readAnswer(body, o.answerRoot);
  } catch (err) {
    const step = 'failed' in shook ? 'Handshake' : o.kind;
    const error = err instanceof Error ? err.message : String(err);
    console.error(`alpinebits: ${o.kind} push to connection ${c.connectionId} failed: ${error}`);
    // This kind's accepted content is forgotten: the next round sends it again, moved or not.
    const kept = { ...hashes };
    delete kept[o.kind];
    await db
      .update(alpinebitsConnections)
      .set({ lastPushAt: o.now(), lastPushStatus: 'failed', lastError: storeChannelError(step, err), pushedHash: JSON.stringify(kept) })
      .where(eq(alpinebitsConnections.connectionId, c.connectionId));
    const words = channelErrorOf(err);
    return {
      connectionId: c.connectionId,
      status: 'failed',
      error: `${step}: ${error}`,
      failure: { key: words.key, params: { ...words.params, step } },
    };
  }
  // Read again: the other kind's hash may have moved meanwhile. A failure of the other push stays
  // the connection's state until that push works; this one's own (or an older kind's) is cleared.
  const [now] = await db
    .select({ pushedHash: alpinebitsConnections.pushedHash, lastError: alpinebitsConnections.lastError })
    .from(alpinebitsConnections)
    .where(eq(alpinebitsConnections.connectionId, c.connectionId));
  const other: PushKind = o.kind === 'FreeRooms' ? 'RatePlans' : 'FreeRooms';
  const otherFailed = readChannelError(now?.lastError ?? null)?.params['step'] === other;
  await db
    .update(alpinebitsConnections)
    .set({
      lastPushAt: o.now(),
      lastPushStatus: otherFailed ? 'failed' : 'ok',
      pushedHash: JSON.stringify({ ...pushedHashes(now?.pushedHash ?? null), [o.kind]: hash }),
      ...(otherFailed ? {} : { lastError: null }),
    })
    .where(eq(alpinebitsConnections.connectionId, c.connectionId));
  return { connectionId: c.connectionId, status: 'sent', error: null, failure: null };
}

export type PushSubject = Awaited<ReturnType<typeof pushSubject>>;

/** What a push (FreeRooms, RatePlans) is asked with: the connection, the clock, "send everything again", its retry policy. */
export interface PushOptions {
  connectionId: number;
  now: () => Date;
  force?: boolean;
  delays?: number[];
  sleep?: (ms: number) => Promise<void>;
  /** The subject already read for this round (its other push); read here when absent. */
  subject?: PushSubject;
}

/**
 * What a push starts from: the connection, its hotel, the days it covers (the business day on,
 * ALPINEBITS_DAYS of them) and what the portal declared in its handshake (shaking hands first when
 * it never has, or always with `handshake`). Read once for a round's (or "send everything again"'s)
 * two pushes.
 */
export async function pushSubject(db: Db, o: { connectionId: number; now: () => Date; handshake?: boolean }) {
  const connection = await findConnection(db, { connectionId: o.connectionId });
  const hotel = await findSiteHotel(db, { groupId: connection.groupId });
  const now = o.now();
  const from = await findBusinessDay(db, { groupId: connection.groupId, timezone: hotel.timezone, now });
  let handshake: PortalCapabilities | { failed: unknown };
  if (connection.capabilities && !o.handshake) handshake = connection.capabilities;
  else {
    try {
      handshake = (await shakeHands(db, connection, { now: o.now })).supports;
    } catch (err) {
      handshake = { failed: err };
    }
  }
  return { connection, hotel, now, from, days: pushDays(), handshake };
}
