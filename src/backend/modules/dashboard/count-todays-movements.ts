import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { reservations } from '../../db/schema/index.ts';
import { RESERVATION_STATUS as S } from '../../../lib/domain/reservation-status.ts';
import { dayInZone } from '../../../lib/domain/days.ts';
import type { SessionUser } from '../../../lib/domain/session-user.ts';
import { keptHotelClock } from '../users/kept-hotel-clock.ts';

export interface TTodayMovementsDto {
  groupId: number;
  hotelName: string;
  /** The hotel's calendar day, in its time zone. */
  today: string;
  /** Due in today, not yet checked in (status 0) plus already arrived today (status 2). */
  arrivals: number;
  /** Due out today: in house (2) or already checked out (3). */
  departures: number;
  /** Checked in, not yet checked out (status 2). */
  inHouse: number;
}

/** The dashboard's three counts for one hotel, in one query over its reservations; a partner's (partnerId) cover their company's stays only. */
export async function countTodaysMovements(db: Db, opts: { user: SessionUser; groupId: number; now: Date; partnerId: number | null }): Promise<TTodayMovementsDto> {
  const hotel = await keptHotelClock(db, opts.user, opts.groupId);
  const today = dayInZone(opts.now, hotel?.timezone ?? 'UTC');
  const [row] = await db
    .select({
      arrivals: sql<number>`count(*) filter (where ${reservations.checkin} = ${today}::date and ${reservations.status} in (${S.EXPECTED}, ${S.IN_HOUSE}))::int`,
      departures: sql<number>`count(*) filter (where ${reservations.checkout} = ${today}::date and ${reservations.status} in (${S.IN_HOUSE}, ${S.DEPARTED}))::int`,
      inHouse: sql<number>`count(*) filter (where ${reservations.status} = ${S.IN_HOUSE})::int`,
    })
    .from(reservations)
    .where(and(eq(reservations.groupId, opts.groupId), opts.partnerId !== null ? eq(reservations.partnerId, opts.partnerId) : undefined, sql`${reservations.status} in (${S.EXPECTED}, ${S.IN_HOUSE}, ${S.DEPARTED})`,
      // Stays over tonight (the gist index on group and stay) or leaving today (the checkout index):
      // a range test on checkin alone would read every past stay of the hotel.
      sql`(${reservations.stay} && daterange(${today}::date, ${today}::date + 1) or ${reservations.checkout} = ${today}::date)`));
  return {
    groupId: opts.groupId, hotelName: hotel?.name ?? '', today,
    arrivals: Number(row?.arrivals ?? 0), departures: Number(row?.departures ?? 0), inHouse: Number(row?.inHouse ?? 0),
  };
}
