import type { Db } from '../../db/client.ts';
import type { ReservationFilter } from '../../../lib/domain/reservation-filter.ts';
import { csv, xlsx, type Cell } from '../../export/xlsx-writer.ts';
import { findReservationRows, type ReservationScope } from './list-reservations.ts';
import type { TReservationRowDto } from './reservation-list.schemas.ts';

/** Exports stop here: past it, narrow the filters (the list pages through any number). */
export const EXPORT_MAX_ROWS = 100_000;

const COLUMNS: [string, (r: TReservationRowDto) => Cell][] = [
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

export interface ExportFile {
  body: string | Buffer;
  contentType: string;
  filename: string;
  rows: number;
}

/** Every filtered row (no paging, in the list's order) as CSV or a one-sheet .xlsx. */
export async function exportReservations(db: Db, opts: { filter: ReservationFilter; scope: ReservationScope; format: 'csv' | 'xlsx'; today: string }): Promise<ExportFile> {
  const rows = await findReservationRows(db, { filter: opts.filter, scope: opts.scope, limit: EXPORT_MAX_ROWS });
  const header = COLUMNS.map(([name]) => name);
  const cells = rows.map((r) => COLUMNS.map(([, get]) => get(r)));
  const base = `reservations-${opts.today}`;
  if (opts.format === 'xlsx') {
    return { body: xlsx({ sheetName: 'Reservations', header, rows: cells }), contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', filename: `${base}.xlsx`, rows: rows.length };
  }
  return { body: csv(header, cells), contentType: 'text/csv; charset=utf-8', filename: `${base}.csv`, rows: rows.length };
}
