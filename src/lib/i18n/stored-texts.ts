import { formatDay, formatMoney } from '../format.ts';
import { interpolate, type Vars } from './interpolate.ts';
import { storedTextsEn } from './stored-texts.en.ts';
import { storedTextsFr } from './stored-texts.fr.ts';
import type { LineParam, LineText, StoredLineKey } from '../domain/stay-lines.ts';

export type { DayParam, LineParam, LineText, MoneyLineParam, StoredLineKey } from '../domain/stay-lines.ts';

/** A line as a table stores it: its kind and values when it has one; the description is the English sentence (logs, API users) or the clerk's own words. */
export interface StoredLine {
  description: string;
  textKey: string | null;
  textParams: unknown;
}

/** A line as the API answers it: its kind and values (null: the description is the clerk's own words). */
export interface ShownLine {
  description: string;
  text: LineText | null;
}

/** What a writer stores for a line of a known kind (order_charges, order_items: description, text_key, text_params). */
export interface StoredLineColumns {
  description: string;
  textKey: StoredLineKey;
  textParams: LineText['params'];
}

const isKey = (key: unknown): key is StoredLineKey => typeof key === 'string' && Object.hasOwn(storedTextsEn, key);

function paramOf(value: unknown): LineParam | null {
  if (typeof value === 'string' || (typeof value === 'number' && Number.isFinite(value))) return value;
  if (typeof value === 'object' && value !== null && !Array.isArray(value)) {
    const inner = value as { key?: unknown; params?: unknown; day?: unknown; minor?: unknown; currency?: unknown };
    if (typeof inner.day === 'string') return /^\d{4}-\d{2}-\d{2}$/.test(inner.day) ? { day: inner.day } : null;
    if ('minor' in inner)
      return Number.isSafeInteger(inner.minor) && typeof inner.currency === 'string' && /^[A-Z]{3}$/.test(inner.currency)
        ? { minor: inner.minor as number, currency: inner.currency }
        : null;
    return lineOf(inner.key, inner.params);
  }
  return null;
}

/** The line a stored key and parameters say, or null when the key is none of the catalogue's (the description is then shown as written). */
export function lineOf(key: unknown, params: unknown): LineText | null {
  if (!isKey(key)) return null;
  const out: LineText['params'] = {};
  if (typeof params === 'object' && params !== null && !Array.isArray(params)) {
    for (const [name, value] of Object.entries(params)) {
      const p = paramOf(value);
      if (p === null) return null;
      out[name] = p;
    }
  }
  return { key, params: out };
}

/** Says a catalogue key with its values: an island's translator (its labels came as props), or the catalogue itself. */
export type SayKey = (key: StoredLineKey, vars: Vars) => string;

/** A line said by `say` in `locale`: a line among its values said first (the charge a discount lowers), a day and an amount in the language's format. */
export function sayLineWith(line: LineText, say: SayKey, locale: string): string {
  const value = (v: LineParam): string | number =>
    typeof v !== 'object' ? v : 'day' in v ? formatDay(v.day, locale) : 'minor' in v ? formatMoney(v.minor, v.currency, locale) : sayLineWith(v, say, locale);
  return say(line.key, Object.fromEntries(Object.entries(line.params).map(([name, v]) => [name, value(v)])));
}

/** A line in the language: its words from the catalogue, its counts choosing the plural forms (Intl.PluralRules). */
export function sayLine(line: LineText, locale: string): string {
  const words = locale.startsWith('fr') ? storedTextsFr : storedTextsEn;
  return sayLineWith(line, (key, vars) => interpolate(words[key], vars, locale), locale);
}

/** A stored line's kind and values as the API answers them, or null (the description is then the line). */
export const textOf = (line: StoredLine): LineText | null => lineOf(line.textKey, line.textParams);

/**
 * A line in the reader's language: by its kind when it has one, else as written (a clerk's own
 * words). `unkeyed` reads a line stored without a kind by a writer that does not store one yet.
 */
export function lineText(line: ShownLine, locale: string, unkeyed: (description: string) => string = (d) => d): string {
  return line.text ? sayLine(line.text, locale) : unkeyed(line.description);
}

/** The columns a writer stores for a line of a kind: the kind, its values, and the English sentence for logs and API users. */
export function storedLine(key: StoredLineKey, params: LineText['params'] = {}): StoredLineColumns {
  return { description: sayLine({ key, params }, 'en'), textKey: key, textParams: params };
}

/** The columns a writer stores for a line given as its kind and values. */
export const lineColumns = (line: LineText): StoredLineColumns => storedLine(line.key, line.params);

/** A line as another line's value (the charge a discount lowers): its kind when it has one, else its words. */
export function lineParam(line: StoredLine): LineParam {
  return textOf(line) ?? line.description;
}
