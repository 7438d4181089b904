import { getJson } from '../lib/server/backend.ts';
import { badDayMessage, type UrlDays } from '../lib/server/url-days.ts';
import { DICTIONARIES, t, type Locale } from '../lib/i18n/t.ts';
import type { MessageKey } from '../lib/i18n/en.ts';
import type { ReportTable } from '../lib/report-table.ts';
import { exportFileResponse, toExportFile } from '../backend/export/export-file.ts';
import type { Cell } from '../backend/export/xlsx-writer.ts';
import { exportCell, exportFormat, reportExport } from './report-export.ts';

/**
 * What the daily and financial report pages share: the URL's days passed on to the report API,
 * its answer or its refusal, the labels of departments and payment methods, and the export of
 * exactly the tables a page shows.
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
export const labeller = (locale: Locale): Label => (key, vars) => t(locale, key, vars);

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

/** One table of a page, under its title. */
export interface TitledTable {
  title: string;
  table: ReportTable;
}

/**
 * The export a page answers with `?format=csv|xlsx`: its one table as the other reports write it,
 * or its several tables one under the other in one sheet, each under its title and its header.
 */
export function tablesExport(url: URL, tables: readonly TitledTable[], o: { lang: Locale; basename: string; sheetName: string; currency: string }): Response | undefined {
  const format = exportFormat(url);
  if (!format) return undefined;
  const shown = tables.filter((x) => x.table.rows.length > 0);
  if (shown.length <= 1) return reportExport(shown[0]?.table ?? tables[0]!.table, { format, ...o });
  const rows: Cell[][] = [];
  for (const [i, { title, table }] of shown.entries()) {
    if (i > 0) rows.push([], [title], table.columns.map((c) => c.label));
    for (const r of table.totals ? [...table.rows, table.totals] : table.rows) rows.push(r.map((c) => exportCell(c, o.currency)));
  }
  const first = shown[0]!.table.columns;
  const width = Math.max(...shown.map((x) => x.table.columns.length));
  return exportFileResponse(toExportFile({
    columns: Array.from({ length: width }, (_, i) => [{ text: first[i]?.label ?? '' }, (r: Cell[]) => r[i] ?? null] as const),
    rows, format, lang: o.lang, basename: o.basename, sheetName: { text: o.sheetName },
  }));
}
