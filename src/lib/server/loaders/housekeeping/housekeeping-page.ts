import { getJson } from '../../backend.ts';
import { ApiError } from '../../../api-error.ts';
import { badDayMessage, urlDays } from '../../url-days.ts';

export interface HousekeepingPageLoad<T> {
  data: T | null;
  /** The API's refusal (a bad filter: 400 naming the field; an unknown floor: 404). */
  error: string | null;
  status: number;
  /** The URL's filters the page keeps, empty ones dropped. */
  query: Record<string, string>;
}

/**
 * A housekeeping page's data for the server render: the URL's known filters go to the PMS
 * endpoint as they are, so the API's validation is the one rule and a filtered page is a link.
 * The filters named in `days` (name → its field's label) are days typed dd/mm/yyyy (or
 * YYYY-MM-DD), sent as YYYY-MM-DD; one that is no day is the page's own 400, naming the field.
 */
export async function loadHousekeepingPage<T>(
  locals: App.Locals,
  url: URL,
  endpoint: string,
  filters: readonly string[],
  days: Record<string, string> = {},
): Promise<HousekeepingPageLoad<T>> {
  const query: Record<string, string> = {};
  for (const key of filters) {
    const value = url.searchParams.get(key)?.trim();
    if (value) query[key] = value;
  }
  const asked = urlDays(url, Object.keys(days));
  if (asked.bad) return { data: null, error: badDayMessage(locals.locale, days[asked.bad.name]!, asked.bad.text), status: 400, query };
  Object.assign(query, asked.days);
  const qs = new URLSearchParams(query).toString();
  try {
    const data = await getJson<T>(locals, 'pms', `${endpoint}${qs ? `?${qs}` : ''}`);
    return { data, error: null, status: 200, query };
  } catch (err) {
    return { data: null, error: (err as Error).message, status: err instanceof ApiError ? err.status : 500, query };
  }
}
