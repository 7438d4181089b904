/** Minutes a hold keeps its inventory unless confirmed (HOLD_MINUTES, default 15). */
export function holdMinutes(env: Record<string, string | undefined> = process.env): number {
  const raw = env['HOLD_MINUTES'];
  const n = raw === undefined || raw.trim() === '' ? 15 : Number(raw);
  if (!Number.isInteger(n) || n <= 0) throw new Error(`HOLD_MINUTES must be a whole number of minutes above 0, got '${raw}'.`);
  return n;
}

/** Channel of a quote when the client has no segment (front-office.md §5, §9). */
export const DEFAULT_CHANNEL = 15;
export const MAX_NIGHTS = 60;
