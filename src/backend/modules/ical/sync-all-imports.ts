import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { icalImports } from '../../db/schema/index.ts';
import { recordCalendarFailure, syncIcalImport, type FetchText, type IcalSyncResult } from './sync-ical-import.ts';
import { storeCalendarError } from './calendar-error.ts';

/** Every active imported calendar, one after the other (the schedule's run); one failing does not stop the others. */
export async function syncAllIcalImports(db: Db, o: { now: Date; fetchText?: FetchText }): Promise<IcalSyncResult[]> {
  const all = await db.select({ importId: icalImports.importId }).from(icalImports).where(eq(icalImports.active, true)).orderBy(icalImports.importId);
  const out: IcalSyncResult[] = [];
  for (const i of all) {
    try {
      out.push(await syncIcalImport(db, { importId: i.importId, now: o.now, ...(o.fetchText ? { fetchText: o.fetchText } : {}) }));
    } catch (err) {
      // Past the fetch (the database, a bug): logged, and kept as the calendar's state with its code.
      console.error(`ical: sync of calendar ${i.importId} failed:`, err);
      await recordCalendarFailure(db, { importId: i.importId, now: o.now, stored: storeCalendarError(err, 'sync') }).catch((again: unknown) =>
        console.error(`ical: recording the failure of calendar ${i.importId} failed:`, again),
      );
      out.push({ importId: i.importId, status: 'failed', error: err instanceof Error ? err.message : String(err), blocked: 0, freed: 0, conflicts: 0 });
    }
  }
  return out;
}

/** Minutes between two runs of the schedule (ICAL_SYNC_MINUTES, default 15; 0 turns it off). */
export function icalSyncMinutes(env: Record<string, string | undefined> = process.env): number {
  const raw = env['ICAL_SYNC_MINUTES'];
  const n = raw === undefined || raw.trim() === '' ? 15 : Number(raw);
  if (!Number.isInteger(n) || n < 0 || n > 1440) throw new Error(`ICAL_SYNC_MINUTES must be a whole number of minutes from 0 to 1440, got '${raw}'.`);
  return n;
}

/** Runs syncAllIcalImports every icalSyncMinutes(); returns the stop function (none when turned off). */
export function startIcalSchedule(db: Db, now: () => Date): () => void {
  const minutes = icalSyncMinutes();
  if (minutes === 0) return () => {};
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    void syncAllIcalImports(db, { now: now() })
      .catch((err: unknown) => console.error('ical: scheduled sync failed:', err))
      .finally(() => {
        running = false;
      });
  }, minutes * 60_000);
  timer.unref();
  return () => clearInterval(timer);
}
