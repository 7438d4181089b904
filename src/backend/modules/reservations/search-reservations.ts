import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { escapeLike } from '../../db/escape-like.ts';
import { reservations, rooms } from '../../db/schema/index.ts';
import type { TReservationHitDto } from '../../../lib/domain/reservations-dto.ts';
import { reservationHitColumns, roomOfReservation } from './reservation-hit.ts';

/**
 * The header search box: reservations of one hotel whose guest name contains the text (prefix
 * matches first), or whose booking or BO number starts with it. Most recent stays first. A
 * partner's search is limited to the bookings of their company. Each of the three is compared in
 * lower case, as its index of the hotel holds it (guest name: trigram, 0050; numbers: prefix, 0051).
 */
export async function searchReservations(db: Db, opts: SearchOptions): Promise<TReservationHitDto[]> {
  const rows = await searchReservationsQuery(db, opts);
  return rows.map((r) => ({ ...r, checkin: String(r.checkin), checkout: String(r.checkout) }));
}

interface SearchOptions {
  groupId: number;
  q: string;
  limit: number;
  partnerId?: number | null;
  status?: number | undefined;
}

/** The search's statement, unsent: tests/infra/guest-name-scope.test.ts reads its plan. */
export function searchReservationsQuery(db: Db, opts: SearchOptions) {
  const text = escapeLike(opts.q.trim().toLowerCase());
  const name = sql`lower(${reservations.guestName})`;
  const number = sql`lower(${reservations.number})`;
  return db
    .select(reservationHitColumns)
    .from(reservations)
    .leftJoin(rooms, roomOfReservation)
    .where(
      and(
        eq(reservations.groupId, opts.groupId),
        // A partner user only ever sees the bookings of their own company.
        opts.partnerId ? eq(reservations.partnerId, opts.partnerId) : undefined,
        opts.status === undefined ? undefined : eq(reservations.status, opts.status),
        sql`(${name} like ${`%${text}%`} or ${number} like ${`${text}%`} or lower(${reservations.boNumber}) like ${`${text}%`})`,
      ),
    )
    .orderBy(
      sql`case when ${name} like ${`${text}%`} or ${number} like ${`${text}%`} then 0 else 1 end`,
      desc(reservations.checkin),
      asc(reservations.reservationId),
    )
    .limit(opts.limit);
}
