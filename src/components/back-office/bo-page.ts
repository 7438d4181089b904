import { getJson } from '../../lib/server/backend.ts';
import { ApiError } from '../../lib/api-error.ts';
import { t, type Locale } from '../../lib/i18n/t.ts';
import type { MessageKey } from '../../lib/i18n/en.ts';
import { formatDay, formatMoney } from '../../lib/format.ts';
import { numberFormat } from '../../lib/intl-cache.ts';
import { badDayMessage, urlDays } from '../../lib/server/url-days.ts';

export type BoKey = Extract<MessageKey, `bo.${string}`>;
export type CellKind = 'text' | 'qty' | 'money' | 'day' | 'status' | 'link' | 'bool';
export interface BoColumn { key: string; kind: CellKind }
export type BoRow = Record<string, string | number | boolean | null | undefined>;

export interface BoLoad<T> {
  data: T | null;
  error: string | null;
  status: number;
}

/** One CRM call of a back-office page's server render; a refusal (400 naming the field, 403) is shown, not thrown. */
export async function boLoad<T>(locals: App.Locals, path: string): Promise<BoLoad<T>> {
  try {
    return { data: await getJson<T>(locals, 'crm', path), error: null, status: 200 };
  } catch (err) {
    return { data: null, error: (err as Error).message, status: err instanceof ApiError ? err.status : 500 };
  }
}

/** The URL's filters that a page knows (empty ones dropped), as they are: the API validates them. */
export function urlFilters(url: URL, names: readonly string[]): Record<string, string> {
  const out: Record<string, string> = {};
  for (const name of names) {
    const v = url.searchParams.get(name)?.trim();
    if (v) out[name] = v;
  }
  return out;
}

/**
 * urlFilters, with the days among them (`days`: name → its field's label) typed dd/mm/yyyy or
 * YYYY-MM-DD and kept as YYYY-MM-DD, so the API, the exports and the pager get ISO days; one
 * that is no day stays as typed for its field and comes back as the page's message.
 */
export function urlFiltersWithDays(url: URL, names: readonly string[], days: Record<string, string>, locale: Locale): { query: Record<string, string>; dayError: string | null } {
  const query = urlFilters(url, names);
  const asked = urlDays(url, Object.keys(days));
  Object.assign(query, asked.days);
  return { query, dayError: asked.bad ? badDayMessage(locale, days[asked.bad.name]!, asked.bad.text) : null };
}

export const queryString = (q: Record<string, string | number | undefined>): string => {
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(q)) if (v !== undefined && v !== '') params.set(k, String(v));
  const s = params.toString();
  return s ? `?${s}` : '';
};

export const boT = (locale: Locale) => (key: BoKey, vars?: Record<string, string | number>) => t(locale, key, vars);

/** A cell as the screen shows it: money in the hotel's currency, quantities with up to three decimals, statuses and kinds by name. */
export function formatCell(locale: Locale, column: BoColumn, value: BoRow[string], opts: { currency: string; statusFamily?: 'po' | 'delivery' | 'internal' }): string {
  if (value === null || value === undefined || value === '') return '';
  const L = boT(locale);
  switch (column.kind) {
    case 'money': return formatMoney(Number(value), opts.currency, locale);
    case 'qty': return numberFormat(locale, { maximumFractionDigits: 3 }).format(Number(value));
    case 'day': return formatDay(String(value), locale);
    case 'bool': return value ? L('bo.yes') : L('bo.no');
    case 'status': return t(locale, `bo.${opts.statusFamily ?? 'po'}.status.${value}` as BoKey);
    default:
      if (column.key === 'kind' || column.key === 'document') return t(locale, `bo.kind.${value}` as BoKey);
      if (column.key === 'productType') return t(locale, `bo.type.${value}` as BoKey);
      return String(value);
  }
}
