/** The languages Auberge speaks: every label and message exists in both (en.ts defines the keys). */
export const LOCALES = ['en', 'fr'] as const;
export type Locale = (typeof LOCALES)[number];

/** The one "is it French or English" check (exactly 'fr' or 'en': 'fr-CA' or 'FR' are neither). */
export const isLocale = (value: unknown): value is Locale => value === 'fr' || value === 'en';

/**
 * A stored language, a browser's preferred locale, a `lang` query or a select's value as 'fr' or
 * 'en'; anything else (missing, 'de') is `fallback`. The middleware runs it once per request, so
 * pages read `Astro.locals.locale` as it is.
 */
export function localeOf(value: unknown, fallback: Locale = 'en'): Locale {
  return isLocale(value) ? value : fallback;
}

/** The other language (the language switch's link). */
export const otherLocale = (locale: Locale): Locale => (locale === 'fr' ? 'en' : 'fr');

/** A stored record's name in the reader's language: records keep an English `name` and a French `nameFr`. */
export const localName = (locale: Locale, o: { name: string; nameFr: string }): string => (locale === 'fr' ? o.nameFr : o.name);
