import { count, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { reservations } from '../../db/schema/index.ts';
import type { ReservationFilter } from '../../../lib/domain/reservation-filter.ts';
import type { TReservationPageDto, TReservationRowDto } from '../../../lib/domain/reservations-dto.ts';
import { reservationConditions, reservationOrder, reservationRowColumns } from './reservation-list-query.ts';

export interface ReservationScope {
  /** -1: every hotel (all_hotels permission). */
  groupId: number;
  /** Set for partner users: only their company's bookings. */
  partnerId: number | null;
}

/**
 * The filtered rows in the list's order; limit/offset for a page, none for an export. The page's
 * ids are chosen on the reservations table alone, then its rows read: the names they show are looked
 * up for the page's rows only, not for every match before the sort.
 */
export async function findReservationRows(
  db: Db,
  opts: { filter: ReservationFilter; scope: ReservationScope; limit?: number; offset?: number },
): Promise<TReservationRowDto[]> {
  const ids = db
    .select({ id: reservations.reservationId })
    .from(reservations)
    .where(reservationConditions(opts.filter, opts.scope))
    .orderBy(...reservationOrder(opts.filter))
    .$dynamic();
  if (opts.limit !== undefined) ids.limit(opts.limit);
  if (opts.offset) ids.offset(opts.offset);
  const page = ids.as('page');
  const rows = await db
    .select(reservationRowColumns)
    .from(page)
    .innerJoin(reservations, eq(reservations.reservationId, page.id))
    .orderBy(...reservationOrder(opts.filter));
  return rows.map((r) => ({ ...r, priceMinor: Number(r.priceMinor) }));
}

/** How many stays match. */
export async function countReservationRows(db: Db, opts: { filter: ReservationFilter; scope: ReservationScope }): Promise<number> {
  const [row] = await db.select({ n: count() }).from(reservations).where(reservationConditions(opts.filter, opts.scope));
  return Number(row?.n ?? 0);
}

/** One page of the reservations list with the total, for GET /reservations and /reservations/v2. */
export async function listReservations(db: Db, opts: { filter: ReservationFilter; scope: ReservationScope }): Promise<TReservationPageDto> {
  const { page, size } = opts.filter;
  const [content, totalElements] = await Promise.all([findReservationRows(db, { ...opts, limit: size, offset: page * size }), countReservationRows(db, opts)]);
  return { content, totalElements, totalPages: Math.ceil(totalElements / size), page, size };
}
