import type { TDeskPageDto } from '../../../domain/desk-lists-dto.ts';
import { getJson } from '../../backend.ts';
import { ApiError } from '../../../api-error.ts';
import { toIsoDay } from '../../../domain/reservation-filter.ts';

const DAY_FILTERS = new Set(['from', 'to']);

export interface DeskListLoad {
  data: TDeskPageDto | null;
  /** The API's refusal (a bad filter: 400 naming the field; another hotel: 403). */
  error: string | null;
  status: number;
  /** The URL's filters that the list keeps (no page), for the form and the pager's links. */
  query: Record<string, string>;
  page: number;
}

/**
 * The first page of a front-desk list for the server render: the URL's filters (only the ones
 * the list knows, empty ones dropped) go to the PMS list endpoint as they are, so the API's
 * validation is the one rule; a filtered list is a link.
 */
export async function loadDeskList(
  locals: App.Locals,
  url: URL,
  opts: { endpoint: string; filters: readonly string[]; defaults?: Record<string, string> },
): Promise<DeskListLoad> {
  const query: Record<string, string> = {};
  for (const key of opts.filters) {
    const value = url.searchParams.get(key)?.trim();
    // Days come typed in the user's format (dd/mm/yyyy); one that is no day goes as typed, for the API to name it.
    if (value) query[key] = DAY_FILTERS.has(key) ? (toIsoDay(value) ?? value) : value;
  }
  // A bare visit (no filter in the URL at all) takes the list's own opening filters.
  if (opts.defaults && opts.filters.every((k) => !url.searchParams.has(k))) Object.assign(query, opts.defaults);
  const pageParam = url.searchParams.get('page') ?? '';
  const page = /^\d{1,6}$/.test(pageParam) ? Number(pageParam) : 0;
  const api = new URLSearchParams({ ...query, ...(pageParam ? { page: pageParam } : {}) }).toString();
  try {
    const data = await getJson<TDeskPageDto>(locals, 'pms', `${opts.endpoint}${api ? `?${api}` : ''}`);
    return { data, error: null, status: 200, query, page };
  } catch (err) {
    const status = err instanceof ApiError ? err.status : 500;
    return { data: null, error: (err as Error).message, status, query, page };
  }
}
