import { en } from '../../src/lib/i18n/en.ts';
import { fr } from '../../src/lib/i18n/fr.ts';
import { storedTextEn } from '../../src/lib/i18n/stored-text.en.ts';
import { storedTextFr } from '../../src/lib/i18n/stored-text.fr.ts';

/**
 * What a page must not show a reader (issue 36): words of the other language's catalogue, ISO
 * dates and months, amounts in minor units, and internal codes (catalogue keys, snake_case codes).
 * The word lists are built from the catalogues themselves (labels, errors, stored kinds): a word
 * of at least 6 letters that one language's texts use and the other's never do.
 */
const PLURAL = /\{\w+, plural,((?:\s*(?:=\d+|zero|one|two|few|many|other) \{[^{}]*\})+)\s*\}/g;

function wordsOf(texts: readonly string[]): Set<string> {
  const out = new Set<string>();
  for (const text of texts) {
    const plain = text
      .replace(PLURAL, (_, forms: string) => forms.replace(/(=\d+|zero|one|two|few|many|other) \{([^{}]*)\}/g, ' $2 '))
      .replace(/\{\w+\}/g, ' ');
    for (const w of plain.toLowerCase().split(/[^\p{L}]+/u)) if (w.length >= 6) out.add(w);
  }
  return out;
}

const enWords = wordsOf([...Object.values(en), ...Object.values(storedTextEn)]);
const frWords = wordsOf([...Object.values(fr), ...Object.values(storedTextFr)]);

/**
 * Words both languages use, and names the demo gives its records (people: Claire Caisse, Pierre
 * Partenaire, Gabriel D'Argent; companies: Atlas Boissons, Atlas Voyages, Kasbah Travel, Orange
 * Business; places: the service point "Reception" / "Réception", the building "Riad principal"):
 * a record's name is the hotel's own text, not a leak of the other language.
 */
const BOTH = new Set([
  // The demo's rate plans (Non-refundable, Best available rate), room types (Chambre Supérieure),
  // companies (Société Générale) and sign-in names (cashier) are records' names too.
  'available',
  'cashier',
  // The company the French CRM spec creates ("Atlas Événements"), listed when the walk follows it.
  'événements',
  // Records other specs of the run leave, in their own words: the calendar spec's guest "Ada
  // Refused", the cancellation reason the details spec's clerk types ("Guest changed plans").
  'refused',
  'changed',
  // A word of both languages: the spec's English menu "Validation of Purchase Orders", the French
  // audit word for a validated purchase order.
  'validation',
  // The building the room-options spec names "Bâtiment A", the demo's product "Journée séminaire".
  'bâtiment',
  'journée',
  'refundable',
  'société',
  'supérieure',
  'argent',
  'boissons',
  'business',
  'caisse',
  'contact',
  'partenaire',
  'principal',
  'reception',
  'réception',
  'travel',
  'voyages',
  'accounting',
  'booking',
  'chambre',
  'coffees',
  'corporate',
  'double',
  'express',
  'family',
  'groups',
  'import',
  'internet',
  'office',
  'online',
  'operator',
  'parking',
  'premium',
  'restaurant',
  'service',
  'simple',
  'standard',
  'transfer',
  'twin',
  'walk',
]);

export const ENGLISH_ONLY: ReadonlySet<string> = new Set([...enWords].filter((w) => !frWords.has(w) && !BOTH.has(w)));
export const FRENCH_ONLY: ReadonlySet<string> = new Set([...frWords].filter((w) => !enWords.has(w) && !BOTH.has(w)));

/** The first segments of the catalogue's keys ('crm', 'hk', 'errors' …): a visible 'hk.maid.title' is a label that was not translated. */
const KEY_PREFIXES = [...new Set(Object.keys(en).map((k) => k.split('.')[0]!))].filter((p) => p.length >= 2);
const KEY = new RegExp(`\\b(?:${KEY_PREFIXES.join('|')})\\.[a-zA-Z]+(?:\\.[a-zA-Z0-9_]+)+\\b`);

/** What is wrong with a page's visible text in `lang`, one line each (the finding and its context). */
export function leaksIn(text: string, lang: 'en' | 'fr'): string[] {
  const found: string[] = [];
  const context = (i: number, len: number) => text.slice(Math.max(0, i - 30), i + len + 30).replace(/\s+/g, ' ');
  const first = (re: RegExp, what: string) => {
    const m = re.exec(text);
    if (m) found.push(`${what} “${m[0]}” in “${context(m.index, m[0].length)}”`);
  };
  first(/(?<![\w-])\d{4}-\d{2}-\d{2}(?![\w-])/, 'ISO date');
  first(/(?<![\w-])20\d{2}-(?:0[1-9]|1[0-2])(?![\w-])/, 'ISO month');
  // Within one cell: innerText parts a table's cells by a tab, and a number ending a cell (a
  // partner's reference) beside an amount cell in English ('MAD 1,963.64') is no amount.
  first(/(?<![\d.,\s])\d{5,}[ \u00a0\u202f]?(?:MAD|EUR|USD|GBP)\b/, 'amount in minor units');
  first(/\b\d+(?:[.,]\d+)?\s?(?:AM|PM)\b/, '12-hour time');
  first(KEY, 'catalogue key');
  first(/\b[a-z]+(?:_[a-z]+)+\b/, 'internal code');
  const other = lang === 'fr' ? ENGLISH_ONLY : FRENCH_ONLY;
  // An e-mail address (contact@airbus.example) is an address, not words.
  const words = text.replace(/[\w.+-]+@[\w.-]+/g, ' ');
  const re = /[\p{L}]+/gu;
  for (let m = re.exec(words); m; m = re.exec(words)) {
    if (other.has(m[0].toLowerCase())) {
      found.push(
        `${lang === 'fr' ? 'English' : 'French'} word “${m[0]}” in “${words.slice(Math.max(0, m.index - 30), m.index + m[0].length + 30).replace(/\s+/g, ' ')}”`,
      );
      break;
    }
  }
  return found;
}
