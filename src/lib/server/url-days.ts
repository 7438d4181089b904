import { toIsoDay } from '../domain/reservation-filter.ts';
import { t, type Locale } from '../i18n/t.ts';

export interface UrlDays {
  /** The URL's days among the names asked, as YYYY-MM-DD; empty ones are left out. */
  days: Record<string, string>;
  /** The first one that is no real day, as typed: the page says so rather than ask the API. */
  bad: { name: string; text: string } | null;
}

/** The days among `names` read with the one toIsoDay rule, whatever holds the values typed. */
function readDays(get: (name: string) => string, names: readonly string[]): UrlDays {
  const days: Record<string, string> = {};
  let bad: UrlDays['bad'] = null;
  for (const name of names) {
    const text = get(name).trim();
    if (text === '') continue;
    const iso = toIsoDay(text);
    if (iso) days[name] = iso;
    else bad ??= { name, text };
  }
  return { days, bad };
}

/**
 * The day parameters of a filter form's URL (DayInput fields: dd/mm/yyyy, YYYY-MM-DD accepted
 * too) read with the one toIsoDay rule, so the API, the exports and the pager get ISO days.
 */
export const urlDays = (url: URL, names: readonly string[]): UrlDays => readDays((name) => url.searchParams.get(name) ?? '', names);

/** The same for a form that posts (DayInput fields in a POST form): the API gets ISO days. */
export const formDays = (form: FormData, names: readonly string[]): UrlDays =>
  readDays((name) => {
    const v = form.get(name);
    return typeof v === 'string' ? v : '';
  }, names);

/** What a page says of a day it could not read: the field (its label: 'to' → 'To'), what was typed, and how to type it. */
export const badDayMessage = (locale: Locale, label: string, text: string): string =>
  t(locale, 'app.dayInvalid', { field: label.charAt(0).toLocaleUpperCase(locale) + label.slice(1), text });
