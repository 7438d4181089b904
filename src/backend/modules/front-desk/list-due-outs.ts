import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { reservations, rooms } from '../../db/schema/index.ts';
import { RESERVATION_STATUS as S } from '../../../lib/domain/reservation-status.ts';
import { pageOfStays } from './desk-list-rows.ts';
import type { TDeskPageDto } from '../../../lib/domain/desk-lists-dto.ts';

/** The Check Out list: in-house stays (status 2) due out today, and overdue ones (due out before today) first. */
export async function listDueOuts(db: Db, opts: { groupId: number; today: string; page: number; size: number }): Promise<TDeskPageDto> {
  const where = and(eq(reservations.groupId, opts.groupId), eq(reservations.status, S.IN_HOUSE), sql`${reservations.checkout} <= ${opts.today}::date`);
  const { rows, total } = await pageOfStays(db, {
    where,
    orderBy: [asc(reservations.checkout), asc(rooms.name), asc(reservations.reservationId)],
    page: opts.page,
    size: opts.size,
  });
  return { today: opts.today, from: null, to: opts.today, rows, total, page: opts.page, size: opts.size };
}
