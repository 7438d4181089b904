import { and, asc, eq, sql } from 'drizzle-orm';
import { escapeLike } from '../../db/escape-like.ts';
import type { Db } from '../../db/client.ts';
import { reservations, rooms } from '../../db/schema/index.ts';
import { RESERVATION_STATUS as S } from '../../../lib/domain/reservation-status.ts';
import { pageOfStays } from './desk-list-rows.ts';
import type { TDeskPageDto } from '../../../lib/domain/desk-lists-dto.ts';

const likeText = (q: string) => `%${escapeLike(q.toLowerCase())}%`;

/** The In House list: checked-in stays (status 2) by room, optionally those whose guest, number or room matches `q`. */
export async function listStaysInHouse(
  db: Db,
  opts: { groupId: number; today: string; q?: string | undefined; page: number; size: number },
): Promise<TDeskPageDto> {
  const q = opts.q ? likeText(opts.q) : undefined;
  const where = and(
    eq(reservations.groupId, opts.groupId),
    eq(reservations.status, S.IN_HOUSE),
    q
      ? sql`(lower(${reservations.guestName}) like ${q} or lower(${reservations.number}) like ${q}
      or ${reservations.roomId} in (select ${rooms.roomId} from ${rooms} where ${rooms.groupId} = ${opts.groupId} and lower(${rooms.name}) like ${q}))`
      : undefined,
  );
  const { rows, total } = await pageOfStays(db, { where, orderBy: [asc(rooms.name), asc(reservations.reservationId)], page: opts.page, size: opts.size });
  return { today: opts.today, from: null, to: null, rows, total, page: opts.page, size: opts.size };
}
