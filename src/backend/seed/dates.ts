/** Seed-only time helpers (day arithmetic lives in src/lib/domain/days.ts). */
/** A timestamptz literal at a given hour and minute of a business day. */
export const at = (day: string, hour: number, minute = 0) => `${day} ${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}:00+00`;
