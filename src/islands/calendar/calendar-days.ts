/**
 * Day arithmetic for the tape chart on 'YYYY-MM-DD' strings, through UTC day numbers: no time
 * zone and no date library in the island's bundle.
 */
const MS_PER_DAY = 86_400_000;

export function dayNumber(day: string): number {
  return Date.UTC(Number(day.slice(0, 4)), Number(day.slice(5, 7)) - 1, Number(day.slice(8, 10))) / MS_PER_DAY;
}

export function dayOf(n: number): string {
  return new Date(n * MS_PER_DAY).toISOString().slice(0, 10);
}

export function addDay(day: string, n: number): string {
  return dayOf(dayNumber(day) + n);
}

/** Days from `a` to `b` (negative when b is before a). */
export function daysBetween(a: string, b: string): number {
  return dayNumber(b) - dayNumber(a);
}

/** 0 = Sunday … 6 = Saturday. */
export function weekdayOf(day: string): number {
  return new Date(dayNumber(day) * MS_PER_DAY).getUTCDay();
}
