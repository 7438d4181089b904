import { and, asc, desc, eq, ilike, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { escapeLike } from '../../db/escape-like.ts';
import { reservations, rooms } from '../../db/schema/index.ts';
import type { TReservationHitDto } from '../../../lib/domain/reservations-dto.ts';
import { reservationHitColumns, roomOfReservation } from './reservation-hit.ts';

/**
 * The header search box: reservations of one hotel whose guest name contains the text (prefix
 * matches first), or whose booking or BO number starts with it. Most recent stays first. A
 * partner's search is limited to the bookings of their company.
 */
export async function searchReservations(
  db: Db,
  opts: { groupId: number; q: string; limit: number; partnerId?: number | null; status?: number | undefined },
): Promise<TReservationHitDto[]> {
  const text = escapeLike(opts.q.trim());
  const rows = await db
    .select(reservationHitColumns)
    .from(reservations)
    .leftJoin(rooms, roomOfReservation)
    .where(
      and(
        eq(reservations.groupId, opts.groupId),
        // A partner user only ever sees the bookings of their own company.
        opts.partnerId ? eq(reservations.partnerId, opts.partnerId) : undefined,
        opts.status === undefined ? undefined : eq(reservations.status, opts.status),
        or(ilike(reservations.guestName, `%${text}%`), ilike(reservations.number, `${text}%`), ilike(reservations.boNumber, `${text}%`)),
      ),
    )
    .orderBy(
      sql`case when ${reservations.guestName} ilike ${`${text}%`} or ${reservations.number} ilike ${`${text}%`} then 0 else 1 end`,
      desc(reservations.checkin),
      asc(reservations.reservationId),
    )
    .limit(opts.limit);
  return rows.map((r) => ({ ...r, checkin: String(r.checkin), checkout: String(r.checkout) }));
}
