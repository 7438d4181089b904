import type { Db } from '../../db/client.ts';
import type { Locale } from '../../../lib/i18n/t.ts';
import { toExportFile, type ExportColumn, type ExportFile } from '../../export/export-file.ts';
import { EXPORT_MAX_ROWS, statusName } from './export-reservations.ts';
import { findDailyReportRows } from './daily-report-rows.ts';
import type { DailySection, TDailyReportRow } from './daily-report.schemas.ts';

const COLUMNS: ExportColumn<TDailyReportRow>[] = [
  ['export.col.section', (r, label) => label(`export.daily.section.${r.section}`)],
  ['export.col.number', (r) => r.number],
  ['export.col.room', (r) => r.roomName],
  ['export.col.roomType', (r) => r.roomTypeCode],
  ['export.col.guest', (r) => r.guestName],
  ['export.col.customer', (r) => r.customerName],
  ['export.col.checkin', (r) => ({ day: r.checkin })],
  ['export.col.checkout', (r) => ({ day: r.checkout })],
  ['export.col.nights', (r) => r.nights],
  ['export.col.adults', (r) => r.adults],
  ['export.col.kids', (r) => r.kids],
  ['export.col.status', (r, label) => statusName(r.status, label)],
  ['export.col.price', (r) => ({ minor: r.priceMinor, currency: r.currency })],
  ['export.col.nightPrice', (r) => (r.nightPriceMinor === null ? null : { minor: r.nightPriceMinor, currency: r.currency })],
  ['export.col.currency', (r) => r.currency],
  ['export.col.segment', (r) => r.segment],
  ['export.col.channel', (r) => r.channel],
  ['export.col.id', (r) => r.id],
];

/** The daily report of a business day (GET /reservations/dailyreport/export) as CSV or .xlsx, in the user's language. */
export async function exportDailyReport(
  db: Db,
  opts: { groupId: number; day: string; sections: readonly DailySection[]; format: 'csv' | 'xlsx'; lang: Locale },
): Promise<ExportFile> {
  const rows = await findDailyReportRows(db, { groupId: opts.groupId, day: opts.day, sections: opts.sections, limit: EXPORT_MAX_ROWS });
  return toExportFile({
    columns: COLUMNS,
    rows,
    format: opts.format,
    lang: opts.lang,
    basename: `daily-report-${opts.day}`,
    sheetName: 'export.daily.sheet',
    sheetVars: { day: opts.day },
  });
}
