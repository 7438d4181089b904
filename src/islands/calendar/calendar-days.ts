/**
 * Day numbers for the tape chart's columns (days since 1970-01-01, UTC): a bar's offset and width
 * are differences of them. Other day arithmetic is in src/lib/domain/days.ts.
 */
const MS_PER_DAY = 86_400_000;

export function dayNumber(day: string): number {
  return Date.UTC(Number(day.slice(0, 4)), Number(day.slice(5, 7)) - 1, Number(day.slice(8, 10))) / MS_PER_DAY;
}
