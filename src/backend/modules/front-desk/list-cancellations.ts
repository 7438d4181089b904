import { and, asc, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { reservations } from '../../db/schema/index.ts';
import { addDays } from '../../../lib/domain/days.ts';
import { dayBounds } from '../../db/day-bounds.ts';
import { RESERVATION_STATUS as S } from '../../../lib/domain/reservation-status.ts';
import { pageOfStays } from './desk-list-rows.ts';
import type { TCancellationsQuery } from './front-desk-lists.schemas.ts';
import type { TDeskPageDto } from '../../../lib/domain/desk-lists-dto.ts';

const STATUSES = { all: [S.CANCELLED, S.NO_SHOW], cancelled: [S.CANCELLED], noshow: [S.NO_SHOW] } as const;

/**
 * The Cancelation & No Show list over a range of days (default today - 30 to today + 30; `from` + 60 when only `from` is given): by
 * arrival day, or by the hotel day a cancellation was made (no-shows have no cancellation
 * moment, so that view lists cancellations only). Newest first.
 */
export async function listCancellations(
  db: Db,
  opts: { groupId: number; today: string; timezone: string; query: Omit<TCancellationsQuery, 'group'> },
): Promise<TDeskPageDto> {
  const q = opts.query;
  const from = q.from ?? addDays(opts.today, -30);
  const to = q.to ?? addDays(from, 60);
  const byCancellation = q.by === 'cancelled';
  const statuses = byCancellation ? [S.CANCELLED] : STATUSES[q.kind];
  const status = statuses.length === 1 ? eq(reservations.status, statuses[0]!) : sql`${reservations.status} in (${S.CANCELLED}, ${S.NO_SHOW})`;
  const noRows = byCancellation && q.kind === 'noshow';
  const where = and(
    eq(reservations.groupId, opts.groupId),
    noRows ? sql`false` : status,
    byCancellation
      ? // The hotel's day boundaries, in its time zone, as instants.
        cancelledWithin(dayBounds(from, to, opts.timezone))
      : sql`${reservations.checkin} between ${from}::date and ${to}::date`,
  );
  const orderBy = byCancellation
    ? [desc(reservations.cancelledAt), asc(reservations.reservationId)]
    : [desc(reservations.checkin), asc(reservations.guestName), asc(reservations.reservationId)];
  const { rows, total } = await pageOfStays(db, { where, orderBy, page: q.page, size: q.size });
  return { today: opts.today, from, to, rows, total, page: q.page, size: q.size };
}

const cancelledWithin = (b: { start: SQL; end: SQL }) => sql`${reservations.cancelledAt} >= ${b.start} and ${reservations.cancelledAt} < ${b.end}`;
