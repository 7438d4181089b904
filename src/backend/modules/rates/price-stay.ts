import { daysBetween } from '../../../lib/domain/days.ts';
import { ADULT_AGE } from '../../../lib/domain/kid-ages.ts';

export interface ChildBand {
  minAge: number;
  maxAge: number;
  percent: number | null;
  fixedMinor: number | null;
}

/**
 * The price of one night for a party: the room type's rate covers the adults; each child adds
 * what its age band says (a percent of the rate, rounded, or a fixed amount). A child of no band
 * (or an age counted as adult) adds nothing: the rate covers them.
 */
export function priceNight(rateMinor: number, kidAges: readonly number[], bands: readonly ChildBand[]): number {
  let total = rateMinor;
  for (const age of kidAges) {
    if (age >= ADULT_AGE) continue;
    const band = bands.find((b) => age >= b.minAge && age <= b.maxAge);
    if (!band) continue;
    total += band.fixedMinor ?? Math.round((rateMinor * (band.percent ?? 0)) / 100);
  }
  return total;
}

/** Parses the quote's guests, 'adults;kid ages' ('2;5,9'): adults at least 1, ages 0 to 17. */
export function parseGuests(text: string): { adults: number; kidAges: number[] } | string {
  // One run of [digits, spaces, commas] after the semicolon: a \s* before it backtracked quadratically (40 KB of spaces: 29 s).
  const m = /^\s*(\d+)\s*(?:;([\d\s,]*))?$/.exec(text);
  if (!m) return `expected 'adults;kid ages' such as '2;5,9', got '${text}'`;
  const adults = Number(m[1]);
  if (adults < 1) return 'at least one adult';
  const ages = (m[2] ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter((s) => s !== '')
    .map(Number);
  if (ages.some((a) => !Number.isInteger(a) || a < 0 || a >= ADULT_AGE)) return `kid ages must be whole numbers from 0 to ${ADULT_AGE - 1}`;
  return { adults, kidAges: ages };
}

/** Nights of a stay (checkout − checkin). */
export const nightsBetween = (checkin: string, checkout: string): number => daysBetween(checkin, checkout);
