import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { reservations, rooms } from '../../db/schema/index.ts';
import { RESERVATION_STATUS as S } from '../../../lib/domain/reservation-status.ts';
import type { TStayDto } from '../../../lib/domain/stay-dto.ts';
import { stayDtoColumns, toStayDto } from './find-stay.ts';

/**
 * Stays arriving on a day (expected, arrived or gone: /checkins/fromDate) or leaving on it
 * (in house or already out: today's check-outs).
 */
export async function listStaysOfDay(db: Db, opts: { groupId: number; day: string; by: 'checkin' | 'checkout' }): Promise<TStayDto[]> {
  const column = opts.by === 'checkin' ? reservations.checkin : reservations.checkout;
  const statuses = opts.by === 'checkin' ? [S.EXPECTED, S.IN_HOUSE, S.DEPARTED] : [S.IN_HOUSE, S.DEPARTED];
  const rows = await db
    .select(stayDtoColumns)
    .from(reservations)
    .leftJoin(rooms, eq(rooms.roomId, reservations.roomId))
    .where(and(eq(reservations.groupId, opts.groupId), eq(column, opts.day), inArray(reservations.status, statuses)))
    .orderBy(asc(reservations.status), asc(rooms.name), asc(reservations.reservationId));
  return rows.map(toStayDto);
}
