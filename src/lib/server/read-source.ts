import { dayInZone } from '../domain/days.ts';
import { formatDay, formatTime } from '../format.ts';
import type { Locale } from '../i18n/locale.ts';

/**
 * Where a page's report figures were read (src/backend/db/replica.ts): the API says so on its answer
 * (x-auberge-read-from, and from a replica x-auberge-as-of), getJson notes it for the page being
 * rendered, and ReplicaAsOf.astro shows "Data as of …" when they came from the replica. Kept per
 * request (keyed on Astro.locals), so nothing leaks from one page to the next.
 */
const asOfByPage = new WeakMap<object, string>();

/** Notes an API answer's read source for the page: from a replica, the oldest "as of" of the page's answers wins. */
export function noteReadSource(locals: object, headers: Headers): void {
  if (headers.get('x-auberge-read-from') !== 'replica') return;
  const asOf = headers.get('x-auberge-as-of');
  if (!asOf || Number.isNaN(Date.parse(asOf))) return;
  const known = asOfByPage.get(locals);
  if (known === undefined || Date.parse(asOf) < Date.parse(known)) asOfByPage.set(locals, asOf);
}

/** The instant (ISO) the page's figures are as of when read from the replica; undefined when they came from the primary. */
export function pageAsOf(locals: object): string | undefined {
  return asOfByPage.get(locals);
}

/** "28/11/2026 14:03:07": the as-of instant's day and 24-hour time in the hotel's time zone. */
export function asOfText(iso: string, locale: Locale, timeZone: string): string {
  return `${formatDay(dayInZone(new Date(iso), timeZone), locale)} ${formatTime(iso, locale, timeZone, { seconds: true })}`;
}
