import { toIsoDay } from '../../../domain/reservation-filter.ts';

/**
 * The API query of a cashier's list page from its URL: only the named filters, trimmed, sent only
 * when not empty; days typed as dd/mm/yyyy become YYYY-MM-DD (an unreadable day is sent as typed,
 * so the API's 400 names it).
 */
export function cashQuery(url: URL, names: readonly string[], days: readonly string[] = []): { query: Record<string, string>; qs: string } {
  const query: Record<string, string> = {};
  for (const name of names) {
    const raw = url.searchParams.get(name)?.trim() ?? '';
    if (raw === '') continue;
    query[name] = days.includes(name) ? (toIsoDay(raw) ?? raw) : raw;
  }
  return { query, qs: new URLSearchParams(query).toString() };
}

/** The page's own URL with one parameter changed (pagination links keep the filters). */
export function withParam(url: URL, name: string, value: string): string {
  const next = new URL(url);
  next.searchParams.set(name, value);
  return `${next.pathname}${next.search}`;
}
