import type { Db } from '../../db/client.ts';
import type { Locale } from '../../../lib/i18n/t.ts';
import type { TPickupRowDto } from '../../../lib/domain/rates-dto.ts';
import { toExportFile, type ExportColumn, type ExportFile } from '../../export/export-file.ts';
import { readPickup } from './read-pickup.ts';

/** The forecasting table as shown, as CSV or .xlsx in the user's language (money as decimals with the currency, days as dates). */
export async function exportPickup(
  db: Db,
  o: { groupId: number; from: string; days: number; window: number; now: Date; currency: string; format: 'csv' | 'xlsx'; lang: Locale },
): Promise<ExportFile> {
  const rows = await readPickup(db, o);
  const occ = (rooms: number, cap: number) => (cap === 0 ? 0 : Math.round((100 * rooms) / cap));
  const columns: ExportColumn<TPickupRowDto>[] = [
    ['rates.fc.day', (r) => ({ day: r.day })],
    ['rates.fc.rooms', (r) => r.roomsOnBooks],
    ['rates.fc.occ', (r) => occ(r.roomsOnBooks, r.capacity)],
    ['rates.fc.revenue', (r) => ({ minor: r.revenueMinor, currency: o.currency })],
    ['rates.fc.pickup', (r) => r.pickup],
    ['rates.fc.lyDay', (r) => ({ day: r.lastYearDay })],
    ['rates.fc.roomsLyCol', (r) => r.roomsLastYear],
    ['rates.fc.revenueLyCol', (r) => ({ minor: r.revenueLastYearMinor, currency: o.currency })],
    ['rates.fc.pickupLyCol', (r) => r.pickupLastYear],
  ];
  return toExportFile({ columns, rows, format: o.format, lang: o.lang, basename: `forecast-${o.from}`, sheetName: 'rates.forecast.title' });
}
