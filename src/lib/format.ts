/**
 * Money and days as the screens show them. Money is integer minor units of its currency (MAD and
 * EUR: 2 decimals), shown and typed in major units; a day is 'YYYY-MM-DD', never crossing a time zone.
 */
import { dateTimeFormat, numberFormat } from './intl-cache.ts';

const digitsByCurrency = new Map<string, number>();

/** The minor units of a currency (2 for MAD and EUR, 0 for JPY, 3 for KWD); 2 for a code Intl does not know. Kept per currency: a list asks it for every amount. */
export function fractionDigits(currency: string): number {
  let digits = digitsByCurrency.get(currency);
  if (digits === undefined) {
    try {
      digits = numberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ?? 2;
    } catch {
      digits = 2;
    }
    if (digitsByCurrency.size >= 500) digitsByCurrency.clear();
    digitsByCurrency.set(currency, digits);
  }
  return digits;
}

const moneyFormats = new Map<string, Intl.NumberFormat | null>();

/** The formatter of a currency in a language, kept by a plain key (a list formats an amount a row); null when Intl does not know the code. */
function moneyFormat(locale: string, currency: string): Intl.NumberFormat | null {
  const key = `${locale}|${currency}`;
  let f = moneyFormats.get(key);
  if (f === undefined) {
    try {
      f = numberFormat(intlLocale(locale), { style: 'currency', currency });
    } catch {
      f = null;
    }
    if (moneyFormats.size >= 500) moneyFormats.clear();
    moneyFormats.set(key, f);
  }
  return f;
}

export function formatMoney(minor: number, currency: string, locale: string): string {
  const digits = fractionDigits(currency);
  const f = moneyFormat(locale, currency);
  return f ? f.format(minor / 10 ** digits) : `${(minor / 10 ** digits).toFixed(digits)} ${currency}`;
}

/** The value of an amount input for a minor-unit amount ('1200.50'). */
export function majorInput(minor: number, currency: string): string {
  const digits = fractionDigits(currency);
  return (minor / 10 ** digits).toFixed(digits);
}

/** A typed amount ('1200.5', '1200,50') in minor units; null when it is not a non-negative amount. */
export function toMinor(text: string, currency: string): number | null {
  const trimmed = text.trim().replace(',', '.');
  if (!/^\d+(\.\d*)?$/.test(trimmed)) return null;
  return Math.round(Number(trimmed) * 10 ** fractionDigits(currency));
}

/** The Intl locale of the app's languages: one date format, dd/mm/yyyy, in English as in French. */
export function intlLocale(locale: string): string {
  return locale.startsWith('fr') ? 'fr-FR' : locale === 'en' ? 'en-GB' : locale;
}

/** 'YYYY-MM-DD' as the user's language writes dates (24/11/2026); '' stays ''. */
export function formatDay(day: string, locale: string): string {
  if (!/^\d{4}-\d{2}-\d{2}/.test(day)) return day;
  const intl = intlLocale(locale);
  // The app's two languages write dd/mm/yyyy (as Intl does for en-GB and fr-FR, tested): no
  // formatter per cell for the lists, which show three or four days a row.
  if (intl === 'en-GB' || intl === 'fr-FR') return `${day.slice(8, 10)}/${day.slice(5, 7)}/${day.slice(0, 4)}`;
  return dateTimeFormat(intl, { day: '2-digit', month: '2-digit', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${day.slice(0, 10)}T00:00:00Z`));
}

/** An ISO instant as the user's language writes a date and time, in the given time zone (24/11/2026 14:05). */
export function formatDateTime(iso: string, locale: string, timeZone = 'UTC'): string {
  return dateTimeFormat(intlLocale(locale), { day: '2-digit', month: '2-digit', year: 'numeric', hour: '2-digit', minute: '2-digit', timeZone }).format(new Date(iso));
}

/** A number in the user's language (1 234,5 in French). */
export function formatNumber(n: number, locale: string): string {
  return numberFormat(intlLocale(locale)).format(n);
}
