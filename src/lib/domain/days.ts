/**
 * Business-day arithmetic on 'YYYY-MM-DD' strings, the one place for it: through UTC midnights,
 * so no time zone can shift a day, and no date library (islands import it too).
 */
import { dateTimeFormat } from '../intl-cache.ts';

export type Day = string;

const DAY_MS = 86_400_000;
const toMs = (day: Day) => Date.parse(`${day}T00:00:00Z`);

/** `day` plus `n` days ('' when `day` is not a date). */
export function addDays(day: Day, n: number): Day {
  const t = toMs(day);
  return Number.isNaN(t) ? '' : new Date(t + n * DAY_MS).toISOString().slice(0, 10);
}

/** Whole days from a to b (b − a; for a stay, its nights). */
export function daysBetween(a: Day, b: Day): number {
  return Math.round((toMs(b) - toMs(a)) / DAY_MS);
}

export function addMonths(day: Day, n: number): Day {
  const d = new Date(toMs(day));
  d.setUTCMonth(d.getUTCMonth() + n);
  return d.toISOString().slice(0, 10);
}

/** 0 Sunday … 6 Saturday. */
export const weekday = (day: Day): number => new Date(toMs(day)).getUTCDay();

/** Today in UTC: only for tools (seed, bench); the front desk's today is the hotel's, dayInZone. */
export const todayUtc = (): Day => new Date().toISOString().slice(0, 10);

/** The calendar day at an instant in a time zone (a hotel's 'today'). */
export function dayInZone(at: Date, timeZone: string): Day {
  const parts = dateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).formatToParts(at);
  const get = (t: string) => parts.find((p) => p.type === t)?.value ?? '';
  return `${get('year')}-${get('month')}-${get('day')}`;
}

/** How far a time zone's wall clock is ahead of UTC at an instant, in milliseconds. */
function zoneOffsetMs(at: number, timeZone: string): number {
  const parts = dateTimeFormat('en-CA', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).formatToParts(at);
  const get = (t: string) => Number(parts.find((p) => p.type === t)?.value ?? 0);
  return Date.UTC(get('year'), get('month') - 1, get('day'), get('hour'), get('minute'), get('second')) - Math.floor(at / 1000) * 1000;
}

/**
 * The instant a day begins in a time zone (its first local minute, midnight unless a clock change
 * skips it). SQL gets these instants for a hotel's days, so the same time-zone data as dayInZone
 * decides where a day starts: the database server's own can differ (a zone whose offset changed).
 */
export function startOfDayInZone(day: Day, timeZone: string): Date {
  const midnight = toMs(day);
  let at = midnight - zoneOffsetMs(midnight, timeZone);
  // Once more with the offset at that instant: a clock change between UTC's and the zone's midnight.
  at = midnight - zoneOffsetMs(at, timeZone);
  // A midnight the clocks skip (they jump from 23:59 to 01:00): the day starts when they jump.
  if (dayInZone(new Date(at), timeZone) !== day) at += zoneOffsetMs(at + DAY_MS / 4, timeZone) - zoneOffsetMs(at, timeZone);
  return new Date(at);
}
