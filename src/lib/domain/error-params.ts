/**
 * The values of a refusal (`{ code, params }`, STYLE rule 14), as the API sends them and the screen
 * renders them: plain text and numbers, and typed values the screen formats in the reader's
 * language — money as minor units of its currency, days as YYYY-MM-DD, sizes in bytes, and words
 * of the catalogue (`term`: a role, a menu section, a kind of record) or a list of them.
 */
export interface MoneyParam {
  minor: number;
  currency: string;
}
/** A day (YYYY-MM-DD), with a time of day (HH:mm, the hotel's clock) when the refusal names one. */
export interface DayParam {
  day: string;
  time?: string;
}
export interface BytesParam {
  bytes: number;
}
/** A word of the error catalogue (or a role name, `role.<code>`), said in the reader's language. */
export interface TermParam {
  term: string;
}
/** A name kept in each language (a rate plan's `name` and `nameFr`), said in the reader's; an empty French one says the English. */
export interface NamedParam {
  name: string;
  nameFr: string;
}
/** Plain texts, words of the catalogue or days, joined as the language lists them ('a, b or c'). */
export interface ListParam {
  list: readonly (string | TermParam | DayParam)[];
  join: 'and' | 'or';
}

export type ErrorParam = string | number | MoneyParam | DayParam | BytesParam | TermParam | NamedParam | ListParam;
export type ErrorParams = Readonly<Record<string, ErrorParam>>;

export const money = (minor: number, currency: string): MoneyParam => ({ minor, currency });
export const day = (d: string, time?: string): DayParam => (time === undefined ? { day: d } : { day: d, time });
export const bytes = (n: number): BytesParam => ({ bytes: n });
export const term = (key: string): TermParam => ({ term: key });
export const named = (name: string, nameFr: string): NamedParam => ({ name, nameFr });
export const list = (items: readonly (string | TermParam | DayParam)[], join: 'and' | 'or' = 'and'): ListParam => ({ list: items, join });

/** A quantity the database returns as numeric text ('36.000') as the number it is. */
export const quantity = (v: string | number): number => Math.round(Number(v) * 1000) / 1000;

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** One value of an answer's params when it has one of the shapes above (the browser reads what the API sent). */
export function isErrorParam(v: unknown): v is ErrorParam {
  if (typeof v === 'string' || (typeof v === 'number' && Number.isFinite(v))) return true;
  if (!isObject(v)) return false;
  if ('minor' in v) return typeof v['minor'] === 'number' && typeof v['currency'] === 'string';
  if ('day' in v) return typeof v['day'] === 'string' && (v['time'] === undefined || typeof v['time'] === 'string');
  if ('bytes' in v) return typeof v['bytes'] === 'number';
  if ('term' in v) return typeof v['term'] === 'string';
  if ('nameFr' in v) return typeof v['name'] === 'string' && typeof v['nameFr'] === 'string';
  if ('list' in v)
    return (
      Array.isArray(v['list']) &&
      v['list'].every((i) => typeof i === 'string' || (isObject(i) && (typeof i['term'] === 'string' || typeof i['day'] === 'string')))
    );
  return false;
}

/** The params of an answer, keeping only the values of a known shape. */
export function errorParamsOf(v: unknown): ErrorParams {
  if (!isObject(v)) return {};
  return Object.fromEntries(Object.entries(v).filter(([, p]) => isErrorParam(p))) as ErrorParams;
}
