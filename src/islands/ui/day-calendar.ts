/**
 * The month grid of the day field's calendar and its keyboard moves, on 'YYYY-MM-DD' strings
 * through UTC midnights (lib/domain/days.ts), with the month and weekday names from Intl in the
 * reader's language. Weeks start on Monday: both the app's languages (fr-FR, en-GB) do.
 */
import { addDays, addMonths, weekday } from '../../lib/domain/days.ts';
import { intlLocale } from '../../lib/format.ts';
import { dateTimeFormat } from '../../lib/intl-cache.ts';

/** The first day of the month holding `day`. */
export const monthOf = (day: string): string => `${day.slice(0, 7)}-01`;

/** The weeks of the month starting on `first` (a YYYY-MM-01 day), Monday first; null pads the first and last weeks. */
export function monthWeeks(first: string): (string | null)[][] {
  const lead = (weekday(first) + 6) % 7;
  const next = addMonths(first, 1);
  const cells: (string | null)[] = Array.from({ length: lead }, () => null);
  for (let d = first; d < next; d = addDays(d, 1)) cells.push(d);
  while (cells.length % 7) cells.push(null);
  return Array.from({ length: cells.length / 7 }, (_, w) => cells.slice(w * 7, w * 7 + 7));
}

const MONDAY = '2026-11-23';

/** Monday … Sunday, short ('lun.') and long ('lundi'), in the reader's language. */
export function weekdayNames(locale: string): { short: string; long: string }[] {
  const intl = intlLocale(locale);
  const short = dateTimeFormat(intl, { weekday: 'short', timeZone: 'UTC' });
  const long = dateTimeFormat(intl, { weekday: 'long', timeZone: 'UTC' });
  return Array.from({ length: 7 }, (_, i) => {
    const at = new Date(`${addDays(MONDAY, i)}T00:00:00Z`);
    return { short: short.format(at), long: long.format(at) };
  });
}

const capital = (text: string, locale: string) => text.charAt(0).toLocaleUpperCase(locale) + text.slice(1);

/** 'Novembre 2026', 'November 2026'. */
export const monthTitle = (first: string, locale: string): string =>
  capital(dateTimeFormat(intlLocale(locale), { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${first}T00:00:00Z`)), locale);

/** 'dimanche 29 novembre 2026': a day cell's name for a screen reader. */
export const dayName = (day: string, locale: string): string =>
  dateTimeFormat(intlLocale(locale), { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${day}T00:00:00Z`));

/** A month added to a day, kept in the month reached (31 January + 1 month is 28 February, not 3 March). */
export function shiftMonths(day: string, n: number): string {
  const first = addMonths(monthOf(day), n);
  const last = addDays(addMonths(first, 1), -1);
  const wanted = `${first.slice(0, 8)}${day.slice(8, 10)}`;
  return wanted > last ? last : wanted;
}

export interface Bounds {
  min?: string | undefined;
  max?: string | undefined;
}

export const inBounds = (day: string, b: Bounds): boolean => (!b.min || day >= b.min) && (!b.max || day <= b.max);

const clamp = (day: string, b: Bounds): string => (b.min && day < b.min ? b.min : b.max && day > b.max ? b.max : day);

/**
 * Where a key moves the focused day in the grid (the WAI-ARIA date picker's keys): arrows a day or
 * a week, Home/End the week's Monday/Sunday, Page Up/Down a month (with Shift a year); kept within
 * the bounds. null: the key is not the grid's.
 */
export function moveByKey(day: string, key: string, shift: boolean, bounds: Bounds = {}): string | null {
  const moves: Record<string, () => string> = {
    ArrowLeft: () => addDays(day, -1),
    ArrowRight: () => addDays(day, 1),
    ArrowUp: () => addDays(day, -7),
    ArrowDown: () => addDays(day, 7),
    Home: () => addDays(day, -((weekday(day) + 6) % 7)),
    End: () => addDays(day, 6 - ((weekday(day) + 6) % 7)),
    PageUp: () => shiftMonths(day, shift ? -12 : -1),
    PageDown: () => shiftMonths(day, shift ? 12 : 1),
  };
  const move = moves[key];
  return move ? clamp(move(), bounds) : null;
}

/** The day the calendar opens on: the field's day, else today, kept within the bounds. */
export const startDay = (value: string, today: string, bounds: Bounds): string => clamp(value || today, bounds);
