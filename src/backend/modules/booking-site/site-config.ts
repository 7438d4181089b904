import { DEFAULT_CHANNEL } from '../booking/index.ts';

/**
 * The channel the hotel's own booking site sells on: the direct channel (front-office.md §5, 15).
 * Its plans are those open to this channel without a market segment (a guest has no account).
 */
export const PUBLIC_CHANNEL = DEFAULT_CHANNEL;

/** Holds one address may ask for within HOLD_WINDOW_MINUTES (BOOKING_SITE_HOLDS_PER_HOUR, default 20). */
export function holdsPerAddress(env: Record<string, string | undefined> = process.env): number {
  const raw = env['BOOKING_SITE_HOLDS_PER_HOUR'];
  const n = raw === undefined || raw.trim() === '' ? 20 : Number(raw);
  if (!Number.isInteger(n) || n < 1 || n > 10_000) throw new Error(`BOOKING_SITE_HOLDS_PER_HOUR must be a whole number from 1 to 10000, got '${raw}'.`);
  return n;
}

export const HOLD_WINDOW_MINUTES = 60;

/** The public origin the confirmation mail's link starts with (PUBLIC_URL; the page passes its own). */
export const SITE_ACTOR_NAME = 'Booking site';
