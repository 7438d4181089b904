import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { alpinebitsConnections, alpinebitsReservations, roomTypes } from '../../db/schema/index.ts';
import { AppError } from '../../http/errors.ts';
import { createReservation } from '../booking/index.ts';
import { channelActor, findSiteHotel } from '../booking-site/index.ts';
import { findConnection, type ConnectionRow } from './connections.ts';
import { channelErrorOf, readRefusal, storeChannelError, storeRefusal, type ChannelError, type StoredRefusal } from './channel-error.ts';
import { changeRequest, type ChangeOutcome } from './portal-changes.ts';
import { originalResId } from './change-key.ts';
import { readAnswer, readGuestRequests, type GuestRequest } from './read-messages.ts';
import { sendAction } from './send-action.ts';
import { writeNotifReport, writeReadGuestRequests } from './write-messages.ts';

export interface PullResult {
  connectionId: number;
  status: 'ok' | 'failed';
  /** The failure in English, for the log and API users. */
  error: string | null;
  /** The failure as the screen says it: the catalogue's key and params, with the step. */
  failure: ChannelError | null;
  booked: string[];
  refused: { resId: string; reason: string }[];
}

/** One pull per connection at a time in this process: the second waits for the first (a reservation is never booked twice). */
const running = new Map<number, Promise<unknown>>();

/**
 * Pulls the portal's reservations (OTA_Read:GuestRequests → OTA_ResRetrieveRS) and books each new
 * one at the desk through the booking module's one booking (createReservation: the room type's
 * lock and count, as every booking); one that cannot be booked (no unit left, unknown room type,
 * too many guests…) is refused with its reason, never overbooked. A cancellation (ResStatus
 * Cancelled) or a modification (Modify) of one already booked goes through portal-changes.ts, each
 * change recorded once (a second pull of the same change does nothing). Then acknowledges every
 * booked, changed and refused one (OTA_NotifReport:GuestRequests), the refused as warnings.
 */
export async function pullGuestRequests(
  db: Db,
  o: { connectionId: number; now: () => Date; delays?: number[]; sleep?: (ms: number) => Promise<void> },
): Promise<PullResult> {
  const before = running.get(o.connectionId) ?? Promise.resolve();
  const mine = before.catch(() => undefined).then(() => pullOnce(db, o));
  running.set(o.connectionId, mine);
  try {
    return await mine;
  } finally {
    if (running.get(o.connectionId) === mine) running.delete(o.connectionId);
  }
}

async function pullOnce(db: Db, o: { connectionId: number; now: () => Date; delays?: number[]; sleep?: (ms: number) => Promise<void> }): Promise<PullResult> {
  const c = await findConnection(db, { connectionId: o.connectionId });
  const result: PullResult = { connectionId: c.connectionId, status: 'ok', error: null, failure: null, booked: [], refused: [] };
  let failure: string | null = null;
  const send = (action: string, request: string) =>
    sendAction(db, { connection: c, action, request, now: o.now, ...(o.delays ? { delays: o.delays } : {}), ...(o.sleep ? { sleep: o.sleep } : {}) });
  try {
    const hotel = await findSiteHotel(db, { groupId: c.groupId });
    const read = readGuestRequests(await send('OTA_Read:GuestRequests', writeReadGuestRequests({ hotelCode: c.hotelCode, hotelName: hotel.name })));
    const ids = [...read.requests.flatMap((r) => [r.resId, changeRequest(r)?.key ?? r.resId]), ...read.unreadable.map((r) => r.resId)];
    const known = ids.length
      ? await db
          .select({ resId: alpinebitsReservations.resId })
          .from(alpinebitsReservations)
          .where(and(eq(alpinebitsReservations.connectionId, c.connectionId), inArray(alpinebitsReservations.resId, ids)))
      : [];
    const seen = new Set(known.map((k) => k.resId));
    for (const u of read.unreadable)
      if (!seen.has(u.resId)) await record(db, c, o.now(), { resId: u.resId, refused: { key: u.key, params: {}, message: u.reason } });
    for (const r of read.requests) {
      const change = changeRequest(r);
      if (change) {
        if (seen.has(change.key) && !change.reapply) continue;
        const outcome: ChangeOutcome = await change.apply(db, { connection: c, hotel, now: o.now() });
        if (outcome.kind === 'book') {
          // A modification of a reservation never received: booked as new, and the change recorded as taken (pulled again, nothing happens).
          await bookRequest(db, c, hotel, r, o.now());
          const [made] = await db
            .select({ reservationId: alpinebitsReservations.reservationId, refused: alpinebitsReservations.refused })
            .from(alpinebitsReservations)
            .where(and(eq(alpinebitsReservations.connectionId, c.connectionId), eq(alpinebitsReservations.resId, r.resId)));
          if (made) await insertRow(db, c, o.now(), { resId: change.key, reservationId: made.reservationId, refused: made.refused, acknowledged: true });
        } else
          await record(db, c, o.now(), {
            resId: change.key,
            ...(outcome.kind === 'done' ? { reservationId: outcome.reservationId } : { refused: outcome.refusal }),
          });
        continue;
      }
      if (seen.has(r.resId)) continue;
      await bookRequest(db, c, hotel, r, o.now());
    }
    await acknowledge(db, c, send, result);
  } catch (err) {
    result.status = 'failed';
    result.error = err instanceof Error ? err.message : String(err);
    console.error(`alpinebits: GuestRequests pull from connection ${c.connectionId} failed: ${result.error}`);
    failure = storeChannelError('GuestRequests', err);
    const words = channelErrorOf(err);
    result.failure = { key: words.key, params: { ...words.params, step: 'GuestRequests' } };
  }
  await db
    .update(alpinebitsConnections)
    .set({ lastPullAt: o.now(), lastPullStatus: result.status, ...(failure ? { lastError: failure } : {}) })
    .where(eq(alpinebitsConnections.connectionId, c.connectionId));
  return result;
}

async function bookRequest(db: Db, c: ConnectionRow, hotel: Awaited<ReturnType<typeof findSiteHotel>>, r: GuestRequest, now: Date): Promise<void> {
  const [type] = await db
    .select({ roomTypeId: roomTypes.roomTypeId })
    .from(roomTypes)
    .where(and(eq(roomTypes.groupId, c.groupId), eq(roomTypes.code, r.roomTypeCode)));
  if (!type) {
    await record(db, c, now, {
      resId: r.resId,
      refused: { key: 'alpinebits.refusal.noRoomType', params: { code: r.roomTypeCode }, message: `no room type ${r.roomTypeCode} in this hotel` },
    });
    return;
  }
  const actor = await channelActor(db, {
    groupId: c.groupId,
    groupName: hotel.name,
    timezone: hotel.timezone,
    code: `alpinebits-${c.connectionId}`,
    name: `AlpineBits: ${c.name}`.slice(0, 100),
  });
  try {
    const booked = await createReservation(db, {
      hotel,
      user: actor,
      now,
      input: {
        roomTypeId: type.roomTypeId,
        checkin: r.checkin,
        checkout: r.checkout,
        adults: r.adults,
        kidAges: r.kidAges,
        client: { firstName: r.firstName.slice(0, 100), lastName: r.lastName.slice(0, 100), email: validEmail(r.email), phone: r.phone.slice(0, 40), city: '' },
        boNumber: r.resId.slice(0, 60),
        forced: false,
      },
    });
    await record(db, c, now, { resId: r.resId, reservationId: booked.id });
  } catch (err) {
    if (!(err instanceof AppError) || (err.code !== 'conflict' && err.code !== 'invalid_input')) throw err;
    await record(db, c, now, { resId: r.resId, refused: { key: err.text.key, params: { ...err.text.params }, message: err.message.slice(0, 300) } });
  }
}

const validEmail = (e: string) => (/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(e) && e.length <= 200 ? e : '');

async function record(db: Db, c: ConnectionRow, now: Date, v: { resId: string; reservationId?: number; refused?: StoredRefusal }): Promise<void> {
  await insertRow(db, c, now, {
    resId: v.resId,
    reservationId: v.reservationId ?? null,
    refused: v.refused ? storeRefusal(v.refused) : null,
    acknowledged: false,
  });
}

async function insertRow(
  db: Db,
  c: ConnectionRow,
  now: Date,
  v: { resId: string; reservationId: number | null; refused: string | null; acknowledged: boolean },
): Promise<void> {
  await db
    .insert(alpinebitsReservations)
    .values({ connectionId: c.connectionId, resId: v.resId, reservationId: v.reservationId, refused: v.refused, acknowledged: v.acknowledged, pulledAt: now })
    .onConflictDoNothing();
}

/** Tells the portal every pulled reservation not acknowledged yet: booked ones as received, refused ones as warnings. */
async function acknowledge(db: Db, c: ConnectionRow, send: (action: string, request: string) => Promise<string>, result: PullResult): Promise<void> {
  const open = await db
    .select()
    .from(alpinebitsReservations)
    .where(and(eq(alpinebitsReservations.connectionId, c.connectionId), eq(alpinebitsReservations.acknowledged, false)));
  if (!open.length) return;
  // A change is acknowledged under its reservation's own id, once per acknowledgement.
  result.booked = [...new Set(open.filter((p) => p.reservationId !== null).map((p) => originalResId(p.resId)))];
  result.refused = open.flatMap((p) => (p.refused !== null ? [{ resId: originalResId(p.resId), reason: readRefusal(p.refused).message }] : []));
  readAnswer(await send('OTA_NotifReport:GuestRequests', writeNotifReport({ accepted: result.booked, refused: result.refused })), 'OTA_NotifReportRS');
  await db
    .update(alpinebitsReservations)
    .set({ acknowledged: true })
    .where(
      inArray(
        alpinebitsReservations.pulledId,
        open.map((p) => p.pulledId),
      ),
    );
}
