import { decimalMark, pluralRules } from '../intl-cache.ts';
export type Vars = Record<string, string | number | undefined>;

const PLURAL = /\{(\w+), plural,((?:\s*(?:=\d+|zero|one|two|few|many|other) \{[^{}]*\})+)\s*\}/g;
const FORM = /(=\d+|zero|one|two|few|many|other) \{([^{}]*)\}/g;

/**
 * A value as the number plural rules choose by, a number or one written in the language (its decimal
 * mark is the decimal point, its other marks group the digits): 3, '3',
 * '1 234' and '1 234,5' in French, '1,234' and '1,234.5' in English; other text does not count.
 */
function countOf(v: string | number | undefined, locale: string): number | undefined {
  if (typeof v === 'number') return v;
  if (v === undefined) return undefined;
  const mark = decimalMark(locale);
  let digits = '';
  for (const c of v) digits += c === mark ? '.' : /[\d-]/.test(c) ? c : /[\s\u00a0\u202f,.'\u2019]/.test(c) ? '' : c;
  return /^-?\d+(\.\d+)?$/.test(digits) ? Number(digits) : undefined;
}

/**
 * A word that agrees with a number, ICU style: `{rooms, plural, one {# chambre} other {# chambres}}`
 * picks the language's form for `rooms` (Intl.PluralRules: French says 0 and 1 chambre, English
 * 0 rooms and 1 room), `#` standing for the value as given; `=0 {…}` names an exact count.
 */
function plurals(text: string, vars: Vars, locale: string): string {
  return text.replace(PLURAL, (whole, name: string, body: string) => {
    const value = vars[name];
    if (value === undefined) return whole;
    const n = countOf(value, locale);
    const forms = new Map([...body.matchAll(FORM)].map((m) => [m[1]!, m[2]!]));
    // A value that is no count (a name) takes the general form.
    const form = n === undefined ? forms.get('other') : (forms.get(`=${n}`) ?? forms.get(pluralRules(locale).select(n)) ?? forms.get('other'));
    return form === undefined ? whole : form.replace(/#/g, String(value));
  });
}

/**
 * Replaces '{name}' placeholders (and plural choices, see plurals); unknown placeholders stay visible
 * so a missing value is noticed. `locale` chooses the plural forms (English when not given).
 */
export function interpolate(text: string, vars?: Vars, locale = 'en'): string {
  if (!vars) return text;
  const chosen = text.includes(', plural,') ? plurals(text, vars, locale) : text;
  return chosen.replace(/\{(\w+)\}/g, (whole, name: string) => (vars[name] === undefined ? whole : String(vars[name])));
}

/**
 * i18next's plural forms: with a `count` (a number, or one already written in the language: '1 234'),
 * the key's `_one` (`_two`, `_few` …) form for that count in the language when the dictionary has
 * it, else the key itself (the plural).
 * French says '0 réservation', '1 réservation', '2 réservations'; English '0 reservations'.
 */
export function pluralKey(dictionary: Readonly<Record<string, string | undefined>>, key: string, vars: Vars | undefined, locale: string): string {
  const count = countOf(vars?.['count'], locale);
  if (count === undefined) return key;
  const form = `${key}_${pluralRules(locale).select(count)}`;
  return dictionary[form] !== undefined ? form : key;
}
