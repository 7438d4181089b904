import type { Db } from '../../db/client.ts';
import type { ReservationFilter } from '../../../lib/domain/reservation-filter.ts';
import type { Locale } from '../../../lib/i18n/t.ts';
import { toExportFile, type ExportColumn, type ExportFile, type ExportLabel } from '../../export/export-file.ts';
import { findReservationRows, type ReservationScope } from './list-reservations.ts';
import type { TReservationRowDto } from '../../../lib/domain/reservations-dto.ts';

/** Exports stop here: past it, narrow the filters (the list pages through any number). */
export const EXPORT_MAX_ROWS = 100_000;

/** A reservation status by its name in the export's language (the code when it has none). */
export function statusName(status: number, label: ExportLabel): string {
  const key = `reservations.list.status.${status}` as const;
  const name = label(key as Parameters<ExportLabel>[0]);
  return name === key ? String(status) : name;
}

const COLUMNS: ExportColumn<TReservationRowDto>[] = [
  ['export.col.number', (r) => r.number],
  ['export.col.boNumber', (r) => r.boNumber],
  ['export.col.guest', (r) => r.guestName],
  ['export.col.customer', (r) => r.customerName],
  ['export.col.partner', (r) => r.partnerName],
  ['export.col.segment', (r) => r.segment],
  ['export.col.roomType', (r) => r.roomTypeCode],
  ['export.col.room', (r) => r.roomName],
  ['export.col.nights', (r) => r.numberOfNights],
  ['export.col.checkin', (r) => ({ day: r.checkin })],
  ['export.col.checkout', (r) => ({ day: r.checkout })],
  ['export.col.created', (r) => ({ dateTime: r.created })],
  ['export.col.cancelled', (r) => (r.cancelled ? { dateTime: r.cancelled } : null)],
  ['export.col.status', (r, label) => statusName(r.status, label)],
  ['export.col.price', (r) => ({ minor: r.priceMinor, currency: r.currency })],
  ['export.col.currency', (r) => r.currency],
  ['export.col.invoiced', (r, label) => label(r.invoiced ? 'export.yes' : 'export.no')],
  ['export.col.id', (r) => r.id],
];

/** Every filtered row (no paging, in the list's order) as CSV or a one-sheet .xlsx, in the user's language. */
export async function exportReservations(
  db: Db,
  opts: { filter: ReservationFilter; scope: ReservationScope; format: 'csv' | 'xlsx'; lang: Locale; today: string },
): Promise<ExportFile> {
  const rows = await findReservationRows(db, { filter: opts.filter, scope: opts.scope, limit: EXPORT_MAX_ROWS });
  return toExportFile({
    columns: COLUMNS,
    rows,
    format: opts.format,
    lang: opts.lang,
    basename: `reservations-${opts.today}`,
    sheetName: 'export.reservations.sheet',
  });
}
