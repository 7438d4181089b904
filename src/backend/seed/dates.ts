/** Business-day arithmetic on 'YYYY-MM-DD' strings, in UTC so no time zone can shift a day. */
const DAY_MS = 86_400_000;

const toMs = (day: string) => Date.parse(`${day}T00:00:00Z`);

export function addDays(day: string, n: number): string {
  return new Date(toMs(day) + n * DAY_MS).toISOString().slice(0, 10);
}

/** Whole days from a to b (b − a). */
export function daysBetween(a: string, b: string): number {
  return Math.round((toMs(b) - toMs(a)) / DAY_MS);
}

export function addMonths(day: string, n: number): string {
  const d = new Date(toMs(day));
  d.setUTCMonth(d.getUTCMonth() + n);
  return d.toISOString().slice(0, 10);
}

/** 0 Sunday … 6 Saturday. */
export const weekday = (day: string) => new Date(toMs(day)).getUTCDay();

export const todayUtc = () => new Date().toISOString().slice(0, 10);

/** A timestamptz literal at a given hour and minute of a business day. */
export const at = (day: string, hour: number, minute = 0) =>
  `${day} ${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}:00+00`;
