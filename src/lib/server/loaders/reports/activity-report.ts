import { getJson } from '../../backend.ts';
import { badDayMessage, urlDays, type UrlDays } from '../../url-days.ts';
import { t } from '../../../i18n/t.ts';
import type { MessageKey } from '../../../i18n/en.ts';

/** The reports' day parameters and the labels of their fields. */
const DAY_LABELS: Record<string, MessageKey> = {
  from: 'activity.filter.from',
  to: 'activity.filter.to',
  stayFrom: 'activity.pickups.window',
  stayTo: 'activity.pickups.windowTo',
  day: 'activity.gm.day',
};

export interface ReportQuery {
  query: URLSearchParams;
  bad: UrlDays['bad'];
}

/** The URL's query values a report forwards to its API: days as YYYY-MM-DD (typed dd/mm/yyyy or YYYY-MM-DD), the rest as typed (the API refuses bad ones, naming them). */
export function reportQuery(url: URL, names: readonly string[]): ReportQuery {
  const { days, bad } = urlDays(
    url,
    names.filter((n) => n in DAY_LABELS),
  );
  const query = new URLSearchParams();
  for (const n of names) {
    const v = n in DAY_LABELS ? days[n] : url.searchParams.get(n);
    if (v) query.set(n, v);
  }
  return { query, bad };
}

/** A report page's data: the PMS report API's answer, or the error to show with the page's status (400 and 403 kept, the rest 502); a day that is no day is the page's own 400. */
export async function loadActivityReport<T>(
  locals: App.Locals,
  path: string,
  { query, bad }: ReportQuery,
): Promise<{ data?: T; error?: string; status: number }> {
  if (bad) return { error: badDayMessage(locals.locale, t(locals.locale, DAY_LABELS[bad.name]!), bad.text), status: 400 };
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
