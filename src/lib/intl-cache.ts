/**
 * Intl formatters made once per locale and options. Building one costs tens of microseconds and
 * native memory: a list page built hundreds per request (a date or an amount per cell), which was
 * a quarter of the server's rendering time and most of its garbage.
 */
const LIMIT = 500;
const numbers = new Map<string, Intl.NumberFormat>();
const dates = new Map<string, Intl.DateTimeFormat>();
const plurals = new Map<string, Intl.PluralRules>();

function cached<F>(cache: Map<string, F>, locale: string, options: object | undefined, make: () => F): F {
  const key = options ? `${locale}|${JSON.stringify(options)}` : locale;
  let f = cache.get(key);
  if (!f) {
    // Options come from code, so few keys exist; the bound only guards against a caller that varies them freely.
    if (cache.size >= LIMIT) cache.clear();
    f = make();
    cache.set(key, f);
  }
  return f;
}

export function numberFormat(locale: string, options?: Intl.NumberFormatOptions): Intl.NumberFormat {
  return cached(numbers, locale, options, () => new Intl.NumberFormat(locale, options));
}

/** The language's decimal mark ('.' in English, ',' in French), kept per locale. */
const decimalMarks = new Map<string, string>();
export function decimalMark(locale: string): string {
  let mark = decimalMarks.get(locale);
  if (mark === undefined) {
    mark =
      numberFormat(locale)
        .formatToParts(1.5)
        .find((p) => p.type === 'decimal')?.value ?? '.';
    decimalMarks.set(locale, mark);
  }
  return mark;
}

export function dateTimeFormat(locale: string, options?: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  return cached(dates, locale, options, () => new Intl.DateTimeFormat(locale, options));
}

export function pluralRules(locale: string): Intl.PluralRules {
  return cached(plurals, locale, undefined, () => new Intl.PluralRules(locale));
}

const lists = new Map<string, Intl.ListFormat>();

export function listFormat(locale: string, options?: Intl.ListFormatOptions): Intl.ListFormat {
  return cached(lists, locale, options, () => new Intl.ListFormat(locale, options));
}

const weekdays = new Map<string, readonly string[]>();

/**
 * The name of a weekday (0 = Sunday, as `weekday()` in domain/days.ts) in the locale. The seven names
 * are formatted once per locale and style: formatting a date costs ~15 µs, and the dashboard named
 * ~80 days a page (measured: 2.5% of its rendering time).
 */
export function weekdayName(locale: string, weekday: number, style: 'short' | 'long' | 'narrow'): string {
  const key = `${locale}|${style}`;
  let names = weekdays.get(key);
  if (!names) {
    const format = dateTimeFormat(locale, { weekday: style, timeZone: 'UTC' });
    // 2023-01-01 was a Sunday.
    names = Array.from({ length: 7 }, (_, i) => format.format(Date.UTC(2023, 0, 1 + i)));
    if (weekdays.size >= LIMIT) weekdays.clear();
    weekdays.set(key, names);
  }
  const name = names[weekday];
  if (name === undefined) throw new RangeError(`weekday must be 0–6, got ${weekday}`);
  return name;
}
