import { exportFileResponse, toExportFile } from '../backend/export/export-file.ts';
import { exportCell, type ReportCell, type ReportTable } from '../lib/report-table.ts';

/** The export a report page answers with `?format=csv|xlsx`: its table, totals included, nothing else. */
export function reportExport(table: ReportTable, o: { format: 'csv' | 'xlsx'; basename: string; sheetName: string; currency: string }): Response {
  const rows: ReportCell[][] = table.totals ? [...table.rows, table.totals] : table.rows;
  return exportFileResponse(toExportFile({
    columns: table.columns.map((c, i) => [c.label, (r: ReportCell[]) => (r[i] ? exportCell(r[i], o.currency) : null)] as const),
    rows, format: o.format, basename: o.basename, sheetName: o.sheetName,
  }));
}

/** `csv` or `xlsx` when the URL asks for an export. */
export function exportFormat(url: URL): 'csv' | 'xlsx' | undefined {
  const f = url.searchParams.get('format');
  return f === 'csv' || f === 'xlsx' ? f : undefined;
}

