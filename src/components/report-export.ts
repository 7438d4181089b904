import { exportFileResponse, toExportFile, type Cell } from '../backend/export/index.ts';
import type { Locale } from '../lib/i18n/t.ts';
import { askedExport, type ReportCell, type ReportExport, type ReportTable, type TitledTable } from '../lib/report-table.ts';
import { hotelCurrencyOf } from '../lib/domain/hotel-currency.ts';

/**
 * A report page's CSV or XLSX file: the very tables it shows (src/lib/report-table.ts), written by
 * the back end's export writer. Loaders say what to export (askedExport); the page writes it here.
 */
export { exportFormat } from '../lib/report-table.ts';

/** A report cell as the export writes it: money with its currency, days as dates, percentages as percent numbers. */
export function exportCell(c: ReportCell, currency?: string): Cell {
  switch (c.t) {
    case 'money':
      return { minor: c.v, currency: hotelCurrencyOf(currency) };
    case 'day':
      return { day: c.v };
    case 'bp':
      return Math.round(c.v) / 100;
    default:
      return c.v;
  }
}

/** The export a report page answers with `?format=csv|xlsx`: its table, totals included, nothing else. */
export function reportExport(
  table: ReportTable,
  o: { format: 'csv' | 'xlsx'; lang: Locale; basename: string; sheetName: string; currency?: string },
): Response {
  const rows: ReportCell[][] = table.totals ? [...table.rows, table.totals] : table.rows;
  return exportFileResponse(
    toExportFile({
      columns: table.columns.map((c, i) => [{ text: c.label }, (r: ReportCell[]) => (r[i] ? exportCell(r[i], o.currency) : null)] as const),
      rows,
      format: o.format,
      lang: o.lang,
      basename: o.basename,
      sheetName: { text: o.sheetName },
    }),
  );
}

/**
 * The export a report page answers with `?format=csv|xlsx`: its one table as the other reports
 * write it, or its several tables one under the other in one sheet, each under its title and its header.
 */
export function writeReportExport(e: ReportExport): Response {
  const o = { lang: e.lang, basename: e.basename, sheetName: e.sheetName, ...(e.currency ? { currency: e.currency } : {}) };
  const shown = e.tables.filter((x) => x.table.rows.length > 0);
  if (shown.length <= 1) return reportExport(shown[0]?.table ?? e.tables[0]!.table, { format: e.format, ...o });
  const rows: Cell[][] = [];
  for (const [i, { title, table }] of shown.entries()) {
    if (i > 0)
      rows.push(
        [],
        [title],
        table.columns.map((c) => c.label),
      );
    for (const r of table.totals ? [...table.rows, table.totals] : table.rows) rows.push(r.map((c) => exportCell(c, e.currency)));
  }
  const first = shown[0]!.table.columns;
  const width = Math.max(...shown.map((x) => x.table.columns.length));
  return exportFileResponse(
    toExportFile({
      columns: Array.from({ length: width }, (_, i) => [{ text: first[i]?.label ?? '' }, (r: Cell[]) => r[i] ?? null] as const),
      rows,
      format: e.format,
      lang: e.lang,
      basename: e.basename,
      sheetName: { text: e.sheetName },
    }),
  );
}

/** writeReportExport for a page that builds its tables itself: the file when the URL asks for one, else undefined. */
export function tablesExport(url: URL, tables: readonly TitledTable[], o: Omit<ReportExport, 'format' | 'tables'>): Response | undefined {
  const asked = askedExport(url, tables, o);
  return asked ? writeReportExport(asked) : undefined;
}
