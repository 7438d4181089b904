import { formatMoney } from './format.ts';
import { numberFormat } from './intl-cache.ts';
import { hotelCurrencyOf } from './domain/hotel-currency.ts';

/**
 * A report's table, built once per page: the page renders it, and its CSV/XLSX export writes the
 * very same columns and rows (numbers as numbers), so an export holds exactly what is shown.
 */
export type ReportCell =
  | { t: 'text'; v: string }
  | { t: 'int'; v: number }
  | { t: 'money'; v: number }
  /** Basis points (4000 = 40 %). */
  | { t: 'bp'; v: number }
  | { t: 'day'; v: string };

export interface ReportTable {
  columns: { label: string; numeric: boolean }[];
  rows: ReportCell[][];
  /** A totals row under the body (period sums). */
  totals?: ReportCell[] | undefined;
}

export const text = (v: string): ReportCell => ({ t: 'text', v });
export const int = (v: number): ReportCell => ({ t: 'int', v });
export const money = (v: number): ReportCell => ({ t: 'money', v });
export const bp = (v: number): ReportCell => ({ t: 'bp', v });
export const day = (v: string): ReportCell => ({ t: 'day', v });

/** A cell as the page shows it; `currency`: the hotel's (a table without money may leave it out). */
export function formatCell(c: ReportCell, locale: string, currency?: string): string {
  switch (c.t) {
    case 'text':
      return c.v;
    case 'int':
      return numberFormat(locale).format(c.v);
    case 'money':
      return formatMoney(c.v, hotelCurrencyOf(currency), locale);
    case 'bp':
      return `${numberFormat(locale, { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(c.v / 100)} %`;
    case 'day':
      return c.v ? c.v.split('-').reverse().join('/') : '';
  }
}

/** One table of a page, under its title. */
export interface TitledTable {
  title: string;
  table: ReportTable;
}

/** `csv` or `xlsx` when the URL asks for an export. */
export function exportFormat(url: URL): 'csv' | 'xlsx' | undefined {
  const f = url.searchParams.get('format');
  return f === 'csv' || f === 'xlsx' ? f : undefined;
}

/** An export a report page answers with: its tables and the file's name; src/components/report-export.ts writes it. */
export interface ReportExport {
  format: 'csv' | 'xlsx';
  tables: readonly TitledTable[];
  lang: 'en' | 'fr';
  basename: string;
  sheetName: string;
  /** The hotel's currency (a report without money may leave it out). */
  currency?: string;
}

/** The export the URL asks for (?format=csv|xlsx), else undefined: a loader says what to export, the page writes it. */
export function askedExport(url: URL, tables: readonly TitledTable[], o: Omit<ReportExport, 'format' | 'tables'>): ReportExport | undefined {
  const format = exportFormat(url);
  return format ? { format, tables, ...o } : undefined;
}
