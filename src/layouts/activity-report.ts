import { getJson } from '../lib/server/backend.ts';

/** The URL's query values a report forwards to its API: days only when they are days, the rest as typed (the API refuses bad ones, naming them). */
export function reportQuery(url: URL, names: readonly string[]): URLSearchParams {
  const q = new URLSearchParams();
  for (const n of names) {
    const v = url.searchParams.get(n);
    if (v) q.set(n, v);
  }
  return q;
}

/** A report page's data: the PMS report API's answer, or the error to show with the page's status (400 and 403 kept, the rest 502). */
export async function loadActivityReport<T>(locals: App.Locals, path: string, query: URLSearchParams): Promise<{ data?: T; error?: string; status: number }> {
  try {
    const qs = query.toString();
    return { data: await getJson<T>(locals, 'pms', `${path}${qs ? `?${qs}` : ''}`), status: 200 };
  } catch (err) {
    const status = (err as { status?: number }).status ?? 502;
    return { error: (err as Error).message, status: status === 400 || status === 403 ? status : 502 };
  }
}

/** dd/mm/yyyy of a 'YYYY-MM-DD' day, as the reports' subtitles and chart labels show it. */
export const dmy = (d: string): string => d.split('-').reverse().join('/');

/** Every n-th label of a long series, so a month of days stays legible under a chart. */
export const sparseLabel = (label: string, i: number, count: number): string => (count <= 14 || i % Math.ceil(count / 12) === 0 ? label : '');
