import type { Db } from '../../db/client.ts';
import { toExportFile, type ExportColumn, type ExportFile } from '../../export/export-file.ts';
import type { Cell } from '../../export/xlsx-writer.ts';
import type { Locale } from '../../../lib/i18n/t.ts';
import { runReport } from './run-report.ts';
import { purchasePriceText } from '../../../lib/domain/purchase-price.ts';
import type { ReportRow, TReportQuery } from './report-types.ts';

/** A report's every row (up to the cap) as CSV or XLSX; money in major units of the hotel's currency, prices with their four decimals. */
export async function exportReport(
  db: Db,
  opts: { name: string; groupId: number; query: TReportQuery; today: string; format: 'csv' | 'xlsx'; lang: Locale },
): Promise<ExportFile> {
  const report = await runReport(db, { ...opts, all: true });
  const columns: ExportColumn<ReportRow>[] = report.columns.map((c) => [
    { text: c.kind === 'money' || c.kind === 'price' ? `${c.key.replace(/Minor$/, '')} (${report.currency})` : c.key },
    (row): Cell => {
      const v = row[c.key] ?? null;
      if (c.kind === 'money' && typeof v === 'number') return { minor: v, currency: report.currency };
      // The exact decimal ('1.2345'); a workbook reads the number back from the same digits.
      if (c.kind === 'price' && typeof v === 'number') return Number(purchasePriceText(v));
      if (c.kind === 'day' && typeof v === 'string') return { day: v };
      return v;
    },
  ]);
  return toExportFile({
    columns,
    rows: report.rows,
    format: opts.format,
    lang: opts.lang,
    basename: `${opts.name}-${report.filters.from ?? 'all'}-${report.filters.to ?? opts.today}`,
    sheetName: { text: opts.name },
  });
}
