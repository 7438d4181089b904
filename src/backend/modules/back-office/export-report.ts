import type { Db } from '../../db/client.ts';
import { toExportFile, type ExportFile } from '../../export/export-file.ts';
import { runReport } from './run-report.ts';
import type { TReportQuery } from './report-types.ts';

/** A report's every row (up to the cap) as CSV or XLSX; money in major units of the hotel's currency. */
export async function exportReport(db: Db, opts: { name: string; groupId: number; query: TReportQuery; today: string; format: 'csv' | 'xlsx' }): Promise<ExportFile> {
  const report = await runReport(db, { ...opts, all: true });
  const columns = report.columns.map((c) => [
    c.kind === 'money' ? `${c.key.replace(/Minor$/, '')} (${report.currency})` : c.key,
    (row: Record<string, string | number | null>) => {
      const v = row[c.key] ?? '';
      return c.kind === 'money' && typeof v === 'number' ? v / 100 : v;
    },
  ] as const);
  return toExportFile({ columns, rows: report.rows, format: opts.format, basename: `${opts.name}-${report.filters.from ?? 'all'}-${report.filters.to ?? opts.today}`, sheetName: opts.name });
}
