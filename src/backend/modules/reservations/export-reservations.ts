import type { Db } from '../../db/client.ts';
import type { ReservationFilter } from '../../../lib/domain/reservation-filter.ts';
import { toExportFile, type ExportColumn, type ExportFile } from '../../export/export-file.ts';
import { findReservationRows, type ReservationScope } from './list-reservations.ts';
import type { TReservationRowDto } from '../../../lib/domain/reservations-dto.ts';

/** Exports stop here: past it, narrow the filters (the list pages through any number). */
export const EXPORT_MAX_ROWS = 100_000;

const COLUMNS: ExportColumn<TReservationRowDto>[] = [
  ['id', (r) => r.id],
  ['itemId', (r) => r.itemId],
  ['number', (r) => r.number],
  ['boNumber', (r) => r.boNumber],
  ['guestName', (r) => r.guestName],
  ['customerName', (r) => r.customerName],
  ['partnerName', (r) => r.partnerName],
  ['segment', (r) => r.segment],
  ['roomTypeCode', (r) => r.roomTypeCode],
  ['roomName', (r) => r.roomName],
  ['numberOfNights', (r) => r.numberOfNights],
  ['checkin', (r) => r.checkin],
  ['checkout', (r) => r.checkout],
  ['created', (r) => r.created],
  ['cancelled', (r) => r.cancelled],
  ['status', (r) => r.status],
  // Minor units as a decimal amount in the file, for the spreadsheet's sums.
  ['price', (r) => r.priceMinor / 100],
  ['currency', (r) => r.currency],
  ['invoiced', (r) => r.invoiced],
];

/** Every filtered row (no paging, in the list's order) as CSV or a one-sheet .xlsx. */
export async function exportReservations(db: Db, opts: { filter: ReservationFilter; scope: ReservationScope; format: 'csv' | 'xlsx'; today: string }): Promise<ExportFile> {
  const rows = await findReservationRows(db, { filter: opts.filter, scope: opts.scope, limit: EXPORT_MAX_ROWS });
  return toExportFile({ columns: COLUMNS, rows, format: opts.format, basename: `reservations-${opts.today}`, sheetName: 'Reservations' });
}
