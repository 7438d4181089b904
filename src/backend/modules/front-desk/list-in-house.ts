import { and, asc, count, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { reservations, rooms } from '../../db/schema/index.ts';
import { RESERVATION_STATUS as S } from '../../../lib/domain/reservation-status.ts';
import { stayDtoColumns, toStayDto } from './find-stay.ts';
import type { TStayPageDto } from '../../../lib/domain/front-desk-dto.ts';
export type { TStayPageDto };

/** The check-in records: stays in house now (status 2), by room name, one page. */
export async function listInHouse(db: Db, opts: { groupId: number; pageNo: number; pageSize: number }): Promise<TStayPageDto> {
  const where = and(eq(reservations.groupId, opts.groupId), eq(reservations.status, S.IN_HOUSE));
  const [total] = await db.select({ n: count() }).from(reservations).where(where);
  const rows = await db
    .select(stayDtoColumns)
    .from(reservations)
    .leftJoin(rooms, eq(rooms.roomId, reservations.roomId))
    .where(where)
    .orderBy(asc(rooms.name), asc(reservations.reservationId))
    .limit(opts.pageSize)
    .offset(opts.pageNo * opts.pageSize);
  return { content: rows.map(toStayDto), pageNo: opts.pageNo, pageSize: opts.pageSize, totalElements: Number(total?.n ?? 0) };
}
