/**
 * A day typed in the user's date format: the order of the parts comes from Intl for the app's
 * language (intlLocale: French fr-FR and the app's English en-GB both write dd/mm/yyyy, as the
 * lists and the server's toIsoDay do), the value kept is 'YYYY-MM-DD'.
 */
import { intlLocale } from './format.ts';
import { dateTimeFormat } from './intl-cache.ts';

type Part = 'day' | 'month' | 'year';

const LETTERS: Record<string, Record<Part, string>> = {
  fr: { day: 'jj', month: 'mm', year: 'aaaa' },
  en: { day: 'dd', month: 'mm', year: 'yyyy' },
};

const SAMPLE = new Date(Date.UTC(2026, 10, 24));

function partOrder(locale: string): Part[] {
  // The format comes from the Intl cache: each date field of a page asks for it.
  const parts = dateTimeFormat(intlLocale(locale), { day: '2-digit', month: '2-digit', year: 'numeric', timeZone: 'UTC' }).formatToParts(SAMPLE);
  return parts.map((p) => p.type).filter((t): t is Part => t === 'day' || t === 'month' || t === 'year');
}

/** How the user types a day: 'jj/mm/aaaa', 'dd/mm/yyyy' ('mm/dd/yyyy' for en-US). */
export function dayPattern(locale: string): string {
  const letters = LETTERS[locale.slice(0, 2)] ?? LETTERS['en']!;
  return partOrder(locale)
    .map((p) => letters[p])
    .join('/');
}

/** 'YYYY-MM-DD' as the user types it ('' stays ''). */
export function toTypedDay(day: string, locale: string): string {
  const [y, m, d] = day.split('-');
  if (!y || !m || !d) return '';
  const values: Record<Part, string> = { day: d, month: m, year: y };
  return partOrder(locale)
    .map((p) => values[p])
    .join('/');
}

/** A typed day ('24/11/2026', '24.11.2026', '24-11-2026') as 'YYYY-MM-DD', or null when it is not a real date. */
export function parseTypedDay(text: string, locale: string): string | null {
  const pieces = text.trim().split(/[/.\-\s]+/);
  if (pieces.length !== 3 || pieces.some((p) => !/^\d+$/.test(p))) return null;
  const order = partOrder(locale);
  const v: Partial<Record<Part, number>> = {};
  order.forEach((part, i) => (v[part] = Number(pieces[i])));
  const { day = 0, month = 0, year = 0 } = v;
  if (year < 1000 || year > 9999) return null;
  const t = new Date(Date.UTC(year, month - 1, day));
  if (t.getUTCFullYear() !== year || t.getUTCMonth() !== month - 1 || t.getUTCDate() !== day) return null;
  return t.toISOString().slice(0, 10);
}
