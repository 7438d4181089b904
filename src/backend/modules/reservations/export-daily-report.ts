import type { Db } from '../../db/client.ts';
import { toExportFile, type ExportColumn, type ExportFile } from '../../export/export-file.ts';
import { EXPORT_MAX_ROWS } from './export-reservations.ts';
import { findDailyReportRows } from './daily-report-rows.ts';
import type { DailySection, TDailyReportRow } from './daily-report.schemas.ts';

// Minor units as decimal amounts in the file, for the spreadsheet's sums (as the reservations export).
const COLUMNS: ExportColumn<TDailyReportRow>[] = [
  ['section', (r) => r.section],
  ['id', (r) => r.id],
  ['number', (r) => r.number],
  ['roomName', (r) => r.roomName],
  ['roomTypeCode', (r) => r.roomTypeCode],
  ['guestName', (r) => r.guestName],
  ['customerName', (r) => r.customerName],
  ['checkin', (r) => r.checkin],
  ['checkout', (r) => r.checkout],
  ['numberOfNights', (r) => r.nights],
  ['adults', (r) => r.adults],
  ['kids', (r) => r.kids],
  ['status', (r) => r.status],
  ['price', (r) => r.priceMinor / 100],
  ['nightPrice', (r) => (r.nightPriceMinor === null ? null : r.nightPriceMinor / 100)],
  ['currency', (r) => r.currency],
  ['segment', (r) => r.segment],
  ['channel', (r) => r.channel],
];

/** The daily report of a business day (GET /reservations/dailyreport/export) as CSV or .xlsx. */
export async function exportDailyReport(db: Db, opts: { groupId: number; day: string; sections: readonly DailySection[]; format: 'csv' | 'xlsx' }): Promise<ExportFile> {
  const rows = await findDailyReportRows(db, { groupId: opts.groupId, day: opts.day, sections: opts.sections, limit: EXPORT_MAX_ROWS });
  return toExportFile({ columns: COLUMNS, rows, format: opts.format, basename: `daily-report-${opts.day}`, sheetName: `Daily report ${opts.day}` });
}
