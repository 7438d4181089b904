import { ApiError } from '../api-error.ts';
import type { ErrorParam, ErrorParams } from '../domain/error-params.ts';
import { formatBytes, formatDay, formatList, formatMoney, formatNumber } from '../format.ts';
import { errorsEn } from './errors.en.ts';
import { errorsFr } from './errors.fr.ts';
import { interpolate, pluralKey } from './interpolate.ts';
import { rolesEn } from './roles.en.ts';
import { rolesFr } from './roles.fr.ts';
import { planName } from './plan-name.ts';

/** A refusal as a screen holds it: the API's code, params and field, and its English message. */
export interface Refusal {
  code?: string | undefined;
  params?: ErrorParams | undefined;
  field?: string | undefined;
  message: string;
}

type Dictionary = Readonly<Record<string, string | undefined>>;

const EN: Dictionary = { ...errorsEn, ...rolesEn };
const FR: Dictionary = { ...errorsFr, ...rolesFr };

const dictionaryOf = (locale: string): Dictionary => (locale.startsWith('fr') ? FR : EN);

/** Codes that name only the class of a refusal: in English its message says more, so it is shown instead. */
const isGeneric = (code: string) => code.startsWith('errors.generic.') || code === 'errors.input.invalid';

/** The class of a refusal that names no code, by its HTTP status: a French reader never gets the English message. */
function statusCode(status: number): string {
  if (status === 400 || status === 422) return 'errors.generic.invalid_input';
  if (status === 401) return 'errors.generic.unauthenticated';
  if (status === 403) return 'errors.generic.forbidden';
  if (status === 404) return 'errors.generic.not_found';
  if (status === 409) return 'errors.generic.conflict';
  if (status === 413) return 'errors.generic.payload_too_large';
  if (status === 415) return 'errors.generic.unsupported_media_type';
  if (status === 502 || status === 503 || status === 504) return 'errors.generic.unavailable';
  return 'errors.generic.unknown_error';
}

/** Codes whose sentence is the reason alone: the field's name goes in front ('Quantité (ligne 1) : …'). */
const namesField = (code: string) => code.startsWith('errors.input.') || code.startsWith('errors.money.') || code.startsWith('errors.refine.');

function refusalOf(err: unknown, english: boolean): Refusal {
  if (err instanceof ApiError) {
    const code = err.code ?? (english ? undefined : err.error !== undefined ? `errors.generic.${err.error}` : statusCode(err.status));
    return { code, params: err.params, field: err.field, message: err.message };
  }
  if (err instanceof Error) return { message: err.message };
  if (typeof err === 'string') return { message: err };
  if (typeof err === 'object' && err !== null && typeof (err as Refusal).message === 'string') return err as Refusal;
  return { message: String(err) };
}

function paramText(p: ErrorParam, locale: string, dictionary: Dictionary): string {
  if (typeof p === 'string') return p;
  if (typeof p === 'number') return formatNumber(p, locale);
  if ('minor' in p) return formatMoney(p.minor, p.currency, locale);
  if ('day' in p) return p.time === undefined ? formatDay(p.day, locale) : `${formatDay(p.day, locale)} ${p.time}`;
  if ('bytes' in p) return formatBytes(p.bytes, locale);
  if ('term' in p) return dictionary[p.term] ?? p.term;
  if ('nameFr' in p) return planName(locale.startsWith('fr') ? 'fr' : 'en', p);
  return formatList(
    p.list.map((i) => (typeof i === 'string' ? i : 'term' in i ? (dictionary[i.term] ?? i.term) : formatDay(i.day, locale))),
    locale,
    p.join,
  );
}

/**
 * A field path as the reader knows it: 'lines.0.quantity' is 'Quantité (ligne 1)', 'guests.1' is
 * 'Client 2'; a name the catalogue does not know stays as it is spelled.
 */
export function fieldLabel(path: string, locale: string): string {
  const dictionary = dictionaryOf(locale);
  const parts = path.split('.');
  const items: string[] = [];
  let name: string | undefined;
  for (let i = 0; i < parts.length; i++) {
    const part = parts[i]!;
    if (/^\d+$/.test(part)) {
      const item = dictionary[`errors.item.${name ?? ''}`] ?? dictionary['errors.item.default']!;
      items.push(interpolate(item, { n: formatNumber(Number(part) + 1, locale) }));
      name = undefined;
    } else {
      name = part;
    }
  }
  if (name === undefined) {
    const last = items.pop() ?? path;
    return [capitalise(last), ...items].join(', ');
  }
  const label = dictionary[`errors.field.${name}`] ?? name;
  return items.length ? `${label} (${items.join(', ')})` : label;
}

const capitalise = (s: string) => s.charAt(0).toLocaleUpperCase() + s.slice(1);

/**
 * What a screen says for a failed call or a refused input, in the reader's language: the API's
 * `code` rendered with its `params` (money, dates, numbers and lists in the language's formats),
 * the field named in words in front of an input's reason. In English, the API's message when the
 * code has no words of its own or names only the class of the refusal; in French, that class's
 * sentence (by the HTTP status when the answer names no code), never the English message. An
 * error that is not the API's keeps its text. `field` overrides the field's name (a screen's own label).
 */
export function errorText(err: unknown, locale: string, opts: { field?: string } = {}): string {
  const english = !locale.startsWith('fr');
  const r = refusalOf(err, english);
  const dictionary = dictionaryOf(locale);
  let code = r.code;
  if (code !== undefined && dictionary[code] === undefined && !english && err instanceof ApiError) code = statusCode(err.status);
  if (code === undefined || dictionary[code] === undefined || (english && isGeneric(code) && r.message !== '')) return r.message;
  const vars = Object.fromEntries(Object.entries(r.params ?? {}).map(([k, v]) => [k, paramText(v, locale, dictionary)]));
  // A word of the catalogue may be a sentence of its own (the reason of a file's first line): its placeholders take the refusal's other params.
  for (const [k, v] of Object.entries(r.params ?? {}))
    if (typeof v === 'object' && 'term' in v && vars[k]!.includes('{')) vars[k] = interpolate(vars[k]!, vars, locale);
  const count = r.params?.['count'];
  const form = pluralKey(dictionary, code, typeof count === 'number' ? { count } : undefined, locale);
  const text = interpolate(dictionary[form] ?? dictionary[code]!, vars, locale);
  if (!namesField(code)) return text;
  const field = opts.field ?? (r.field !== undefined ? fieldLabel(r.field, locale) : undefined);
  if (field === undefined) return capitalise(text);
  return `${field}${locale.startsWith('fr') ? ' : ' : ': '}${text}`;
}
