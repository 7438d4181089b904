import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { icalImportBlocks, icalImports } from '../../db/schema/index.ts';
import { AppError, notFound } from '../../http/errors.ts';
import { addDays } from '../../../lib/domain/days.ts';
import { findBusinessDay } from '../../core/business-day.ts';
import { cancelHold, confirmHold, holdInventory } from '../booking/index.ts';
import { channelActor, findSiteHotel } from '../booking-site/index.ts';
import { readIcsEvents, type IcsEvent } from './read-ics-events.ts';
import { CalendarError, storeCalendarError } from './calendar-error.ts';

export type FetchText = (url: string) => Promise<string>;

export interface IcalSyncResult {
  importId: number;
  status: 'ok' | 'failed';
  error: string | null;
  blocked: number;
  freed: number;
  conflicts: number;
}

/** Fetches a calendar's text: 15 s at most, 2 MB at most, an answer other than 200 is a failure. */
export const fetchCalendar: FetchText = async (url) => {
  const res = await fetch(url, { signal: AbortSignal.timeout(15_000), redirect: 'follow', headers: { accept: 'text/calendar' } });
  if (!res.ok) throw new CalendarError('channels.ical.error.http', { status: res.status }, `the calendar answered HTTP ${res.status}`);
  const text = await res.text();
  if (text.length > 2_000_000) throw new CalendarError('channels.ical.error.tooLarge', { mb: 2 }, 'the calendar is larger than 2 MB');
  return text;
};

/**
 * Reads an imported calendar and makes its events the room type's blocks: a new event holds a
 * unit over its nights (the booking module's hold, confirmed: the room type's lock and count, as
 * every booking), a moved event is held again, a vanished one frees its unit. An event for which
 * no unit is left is a conflict, kept and shown to the desk, never overbooked; it is tried again
 * at each sync. Past nights are left out. A calendar that cannot be fetched or read changes
 * nothing and records why.
 */
export async function syncIcalImport(db: Db, o: { importId: number; now: Date; fetchText?: FetchText }): Promise<IcalSyncResult> {
  const [imp] = await db.select().from(icalImports).where(eq(icalImports.importId, o.importId));
  if (!imp) throw notFound(`No imported calendar ${o.importId}.`);
  const result: IcalSyncResult = { importId: imp.importId, status: 'ok', error: null, blocked: 0, freed: 0, conflicts: 0 };
  let events: IcsEvent[];
  let stage: 'fetch' | 'read' = 'fetch';
  try {
    const text = await (o.fetchText ?? fetchCalendar)(imp.url);
    stage = 'read';
    events = readIcsEvents(text);
  } catch (err) {
    const error = err instanceof Error ? err.message.slice(0, 500) : 'the calendar could not be read';
    console.error(`ical: reading calendar ${imp.importId} failed: ${error}`);
    await recordCalendarFailure(db, { importId: imp.importId, now: o.now, stored: storeCalendarError(err, stage) });
    return { ...result, status: 'failed', error };
  }
  const hotel = await findSiteHotel(db, { groupId: imp.groupId });
  const today = await findBusinessDay(db, { groupId: imp.groupId, timezone: hotel.timezone, now: o.now });
  const actor = await channelActor(db, {
    groupId: imp.groupId,
    groupName: hotel.name,
    timezone: hotel.timezone,
    code: `ical-${imp.importId}`,
    name: `Calendar: ${imp.channelName}`.slice(0, 100),
  });
  const wanted = new Map<string, IcsEvent>();
  for (const e of events) {
    if (e.checkout <= today) continue;
    wanted.set(e.uid, { ...e, checkin: e.checkin < today ? today : e.checkin });
  }
  const known = await db.select().from(icalImportBlocks).where(eq(icalImportBlocks.importId, imp.importId));
  const allowedGroups = [imp.groupId];
  // Vanished or moved: free the unit first, so a moved event can take it again.
  for (const b of known) {
    const e = wanted.get(b.uid);
    if (e && e.checkin === b.checkin && e.checkout === b.checkout && !b.conflict) {
      wanted.delete(b.uid);
      continue;
    }
    if (b.holdId !== null) {
      await cancelHold(db, { holdId: b.holdId, allowedGroups });
      if (!e) result.freed++;
    }
    await db.delete(icalImportBlocks).where(eq(icalImportBlocks.blockId, b.blockId));
  }
  for (const e of wanted.values()) {
    let holdId: number | null = null;
    try {
      const held = await holdInventory(db, {
        groupId: imp.groupId,
        userId: actor.userId,
        input: { roomTypeId: imp.roomTypeId, checkin: e.checkin, nights: nightsOf(e), units: 1 },
        now: o.now,
        minutes: 5,
      });
      holdId = (await confirmHold(db, { holdId: held.holdId, allowedGroups, now: o.now })).holdId;
      result.blocked++;
    } catch (err) {
      if (!(err instanceof AppError) || err.code !== 'conflict') throw err;
      result.conflicts++;
    }
    await db.insert(icalImportBlocks).values({
      importId: imp.importId,
      uid: e.uid,
      checkin: e.checkin,
      checkout: e.checkout,
      summary: e.summary.slice(0, 200),
      holdId,
      conflict: holdId === null,
      seenAt: o.now,
    });
  }
  await db
    .update(icalImports)
    .set({ lastFetchedAt: o.now, lastStatus: 'ok', lastError: null })
    .where(and(eq(icalImports.importId, imp.importId), eq(icalImports.groupId, imp.groupId)));
  return result;
}

function nightsOf(e: IcsEvent): number {
  let n = 0;
  for (let d = e.checkin; d < e.checkout; d = addDays(d, 1)) n++;
  return n;
}

/** A calendar's failure kept as the import's state: failed, with the code of why (no sentence). */
export async function recordCalendarFailure(db: Db, o: { importId: number; now: Date; stored: string }): Promise<void> {
  await db.update(icalImports).set({ lastFetchedAt: o.now, lastStatus: 'failed', lastError: o.stored }).where(eq(icalImports.importId, o.importId));
}
