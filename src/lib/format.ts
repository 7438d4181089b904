/**
 * Money and days as the screens show them. Money is integer minor units of its currency (MAD and
 * EUR: 2 decimals), shown and typed in major units; a day is 'YYYY-MM-DD', never crossing a time zone.
 */
import { dateTimeFormat, listFormat, numberFormat } from './intl-cache.ts';
import { currencyDigits } from './domain/currencies.ts';
import { parseMoney, unitsText, type MoneyParse } from './domain/money.ts';

/** The minor units of a currency (2 for MAD and EUR, 0 for JPY, 3 for KWD): the one table, src/lib/domain/currencies.ts. */
export const fractionDigits = currencyDigits;

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

/**
 * Minor units as the language writes money (MAD 585.00, 585,00 MAD). `decimals` shows an amount kept
 * finer than the currency (a purchase price in ten-thousandths: 4). Intl gets the exact decimal
 * text, never a float quotient.
 */
export function formatMoney(amount: number, currency: string, locale: string, decimals = fractionDigits(currency)): string {
  // A negated zero (a credit note total of 0 shown as a deduction) is no amount owed: never "-€0.00".
  const minor = amount === 0 ? 0 : amount;
  const digits = fractionDigits(currency);
  const f = decimals > digits ? moneyFormatFiner(locale, currency, decimals) : moneyFormat(locale, currency);
  // Up to 2^50 units the float quotient lies within an eighth of a last decimal of the exact value, so
  // Intl's rounding to `decimals` gives it back exactly, and a list's thousand amounts stay cheap.
  // Beyond, the exact decimal text.
  if (f && Number.isInteger(minor) && Math.abs(minor) <= 2 ** 50) return f.format(minor / 10 ** decimals);
  const text = unitsText(minor, decimals) as Intl.StringNumericLiteral;
  return f ? f.format(text) : `${text} ${currency}`;
}

function moneyFormatFiner(locale: string, currency: string, decimals: number): Intl.NumberFormat | null {
  try {
    return numberFormat(intlLocale(locale), { style: 'currency', currency, maximumFractionDigits: decimals });
  } catch {
    return null;
  }
}

/** The value of an amount input for a minor-unit amount ('1200.50'). */
export function majorInput(minor: number, currency: string, decimals = fractionDigits(currency)): string {
  return unitsText(minor, decimals);
}

/**
 * A typed amount ('1200.5', '1 200,50', '1,200.50') in minor units, read exactly (parseMoney); null
 * when it is not a non-negative amount with at most the currency's decimals.
 */
export function toMinor(text: string, currency: string): number | null {
  const r = parseMoney(text, { decimals: fractionDigits(currency), field: 'amount' });
  return r.ok ? r.minor : null;
}

/** parseMoney for a screen's amount field in the currency (or a declared finer precision), with the reason when refused. */
export function readMoney(
  text: string,
  currency: string,
  o: { field: string; locale?: string; decimals?: number; allowNegative?: boolean; emptyAs?: number },
): MoneyParse {
  return parseMoney(text, { ...o, decimals: o.decimals ?? fractionDigits(currency) });
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
  return dateTimeFormat(intlLocale(locale), { day: '2-digit', month: '2-digit', year: 'numeric', hour: '2-digit', minute: '2-digit', timeZone }).format(
    new Date(iso),
  );
}

/**
 * An ISO instant's time of day on a 24-hour clock (15:35, with seconds 15:35:58), in every language;
 * in the given time zone (the hotel's), else the reader's own (an island's countdown).
 */
export function formatTime(iso: string, locale: string, timeZone?: string, o: { seconds?: boolean } = {}): string {
  return dateTimeFormat(intlLocale(locale), {
    hour: '2-digit',
    minute: '2-digit',
    ...(o.seconds ? { second: '2-digit' } : {}),
    hourCycle: 'h23',
    ...(timeZone === undefined ? {} : { timeZone }),
  }).format(new Date(iso));
}

/** A month 'YYYY-MM' (or a day in it) as the language names it: 'novembre 2026', 'November 2026'; other text stays as it is. */
export function formatMonth(month: string, locale: string): string {
  const m = /^(\d{4})-(\d{2})/.exec(month);
  if (!m) return month;
  return dateTimeFormat(intlLocale(locale), { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${m[1]}-${m[2]}-01T00:00:00Z`));
}

/** A number in the user's language (1 234,5 in French). */
export function formatNumber(n: number, locale: string, o: { maxDecimals?: number } = {}): string {
  return (o.maxDecimals === undefined ? numberFormat(intlLocale(locale)) : numberFormat(intlLocale(locale), { maximumFractionDigits: o.maxDecimals })).format(
    n,
  );
}

/** A decimal held as text ('10.85', a rate '10.8512') in the language (10,85), exact up to `maxDecimals`; text that is no number stays. */
export function formatDecimalText(text: string, locale: string, maxDecimals = 8): string {
  if (!/^-?\d+(\.\d+)?$/.test(text)) return text;
  return numberFormat(intlLocale(locale), { maximumFractionDigits: maxDecimals }).format(text as Intl.StringNumericLiteral);
}

/** Items as the language lists them: 'a, b and c' / 'a, b et c'; with `or`, 'a, b or c' / 'a, b ou c'. */
export function formatList(items: readonly string[], locale: string, join: 'and' | 'or' = 'and'): string {
  return listFormat(intlLocale(locale), { type: join === 'or' ? 'disjunction' : 'conjunction' }).format(items);
}

/** A size in bytes as the language writes it: 1 MB / 1 Mo, 64 KB / 64 Ko, 512 bytes / 512 octets. */
export function formatBytes(n: number, locale: string): string {
  const fr = locale.startsWith('fr');
  // Limits are set in binary units (1 MB = 1024 KB) or decimal ones (2,000,000 bytes): each shows as the round figure it is.
  const mb = n % 1_000_000 === 0 && n % (1024 * 1024) !== 0 ? 1_000_000 : 1024 * 1024;
  const kb = n % 1000 === 0 && n % 1024 !== 0 ? 1000 : 1024;
  const [value, unit] = n >= mb ? [n / mb, fr ? 'Mo' : 'MB'] : n >= kb ? [n / kb, fr ? 'Ko' : 'KB'] : [n, fr ? 'octets' : 'bytes'];
  return `${numberFormat(intlLocale(locale), { maximumFractionDigits: 1 }).format(value)}\u00a0${unit}`;
}
