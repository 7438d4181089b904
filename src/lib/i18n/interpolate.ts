import { pluralRules } from '../intl-cache.ts';
export type Vars = Record<string, string | number | undefined>;

/** Replaces '{name}' placeholders; unknown placeholders stay visible so a missing value is noticed. */
export function interpolate(text: string, vars?: Vars): string {
  if (!vars) return text;
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => (vars[name] === undefined ? whole : String(vars[name])));
}

/**
 * i18next's plural forms: with a numeric `count`, the key's `_one` (`_two`, `_few` …) form for
 * that count in the language when the dictionary has it, else the key itself (the plural).
 * French says '0 réservation', '1 réservation', '2 réservations'; English '0 reservations'.
 */
export function pluralKey(dictionary: Readonly<Record<string, string | undefined>>, key: string, vars: Vars | undefined, locale: string): string {
  const count = vars?.['count'];
  if (typeof count !== 'number') return key;
  const form = `${key}_${pluralRules(locale).select(count)}`;
  return dictionary[form] !== undefined ? form : key;
}
