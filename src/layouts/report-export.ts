import { exportFileResponse, toExportFile } from '../backend/export/export-file.ts';
import type { Cell } from '../backend/export/xlsx-writer.ts';
import type { Locale } from '../lib/i18n/t.ts';
import type { ReportCell, ReportTable } from '../lib/report-table.ts';

/** A report cell as the export writes it: money with its currency, days as dates, percentages as percent numbers. */
export function exportCell(c: ReportCell, currency: string): Cell {
  switch (c.t) {
    case 'money': return { minor: c.v, currency };
    case 'day': return { day: c.v };
    case 'bp': return Math.round(c.v) / 100;
    default: return c.v;
  }
}

/** The export a report page answers with `?format=csv|xlsx`: its table, totals included, nothing else. */
export function reportExport(table: ReportTable, o: { format: 'csv' | 'xlsx'; lang: Locale; basename: string; sheetName: string; currency: string }): Response {
  const rows: ReportCell[][] = table.totals ? [...table.rows, table.totals] : table.rows;
  return exportFileResponse(toExportFile({
    columns: table.columns.map((c, i) => [{ text: c.label }, (r: ReportCell[]) => (r[i] ? exportCell(r[i], o.currency) : null)] as const),
    rows, format: o.format, lang: o.lang, basename: o.basename, sheetName: { text: o.sheetName },
  }));
}

/** `csv` or `xlsx` when the URL asks for an export. */
export function exportFormat(url: URL): 'csv' | 'xlsx' | undefined {
  const f = url.searchParams.get('format');
  return f === 'csv' || f === 'xlsx' ? f : undefined;
}
