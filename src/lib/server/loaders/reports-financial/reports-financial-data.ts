import { getJson } from '../../backend.ts';
import { badDayMessage, type UrlDays } from '../../url-days.ts';
import { DICTIONARIES, t, type Locale } from '../../../i18n/t.ts';
import type { MessageKey } from '../../../i18n/en.ts';

/**
 * What the daily and financial report pages share: the URL's days passed on to the report API,
 * its answer or its refusal, the labels of departments and payment methods (the export of exactly
 * the tables a page shows: askedExport, src/lib/report-table.ts).
 */
export interface Loaded<T> {
  data?: T;
  error?: string;
  status: number;
}

/**
 * GET on the PMS report API with the URL's days (urlDays: typed dd/mm/yyyy or YYYY-MM-DD, sent as
 * YYYY-MM-DD; missing ones are left for the API's defaults). A day that is no day is the page's
 * own 400; the API's refusal becomes the page's message and status (400, 403, else 502). `more`:
 * the report's other parameters.
 */
export async function loadReport<T>(locals: App.Locals, endpoint: string, asked: UrlDays, more: Record<string, string> = {}): Promise<Loaded<T>> {
  if (asked.bad) return { error: badDayMessage(locals.locale, t(locals.locale, `rfin.filter.${asked.bad.name}` as MessageKey), asked.bad.text), status: 400 };
  const qs = new URLSearchParams({ ...asked.days, ...more }).toString();
  try {
    return { data: await getJson<T>(locals, 'pms', `${endpoint}${qs ? `?${qs}` : ''}`), status: 200 };
  } catch (err) {
    const status = (err as { status?: number }).status ?? 502;
    return { error: (err as Error).message, status: status === 400 || status === 403 ? status : 502 };
  }
}

export type Label = (key: MessageKey, vars?: Record<string, string | number>) => string;
export const labeller =
  (locale: Locale): Label =>
  (key, vars) =>
    t(locale, key, vars);

const known = (locale: Locale, key: string, fallback: string): string => (DICTIONARIES[locale] as Record<string, string | undefined>)[key] ?? fallback;

/** A revenue department: a charge kind ('room_night'), or an extra's family ('extra:food' → 'Extra: Food'). */
export function departmentLabel(locale: Locale, key: string): string {
  if (key.startsWith('extra:')) return `${t(locale, 'cash.kind.extra')}: ${known(locale, `folio.family.${key.slice(6)}`, key.slice(6))}`;
  return known(locale, `cash.kind.${key}`, key);
}

export const methodLabel = (locale: Locale, key: string): string => known(locale, `cash.method.${key}`, key);

/** 'DD/MM/YYYY' of a day. */
export const dmy = (d: string): string => (d ? d.split('-').reverse().join('/') : '');

/** Whole major units, for chart scales. */
export const major = (minor: number): number => Math.round(minor / 100);

/**
 * A chart's scale for amounts: whole major units, or thousands of them when the bars run past
 * 9,999 (the axis has room for four digits); `unit` names it for the chart's legend.
 */
export function chartScale(minors: readonly number[], currency: string, locale: Locale): { v: (minor: number) => number; unit: string } {
  const thousands = Math.max(0, ...minors.map((m) => Math.abs(m))) >= 1_000_000;
  return thousands
    ? { v: (m) => Math.max(0, Math.round(m / 100_000)), unit: t(locale, 'rfin.chart.thousands', { currency }) }
    : { v: (m) => Math.max(0, major(m)), unit: currency };
}
