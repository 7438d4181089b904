import { getJson } from '../../backend.ts';
import { ApiError } from '../../../api-error.ts';
import type { Locale } from '../../../i18n/t.ts';
import { badDayMessage, urlDays } from '../../url-days.ts';

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
export function urlFiltersWithDays(
  url: URL,
  names: readonly string[],
  days: Record<string, string>,
  locale: Locale,
): { query: Record<string, string>; dayError: string | null } {
  const query = urlFilters(url, names);
  const asked = urlDays(url, Object.keys(days));
  Object.assign(query, asked.days);
  return { query, dayError: asked.bad ? badDayMessage(locale, days[asked.bad.name]!, asked.bad.text) : null };
}
