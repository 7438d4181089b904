import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { reservations } from '../../db/schema/index.ts';
import { arrivalsWindow, weekRange } from '../../../lib/domain/front-desk-dates.ts';
import { RESERVATION_STATUS as S } from '../../../lib/domain/reservation-status.ts';
import type { TFrontDeskNumbersDto } from '../../../lib/domain/front-desk-dto.ts';
export type { TFrontDeskNumbersDto };

/** The front desk's counts for the hotel's today (status 0 arrivals, status 2 departures and in house). */
export async function countFrontDeskNumbers(db: Db, opts: { groupId: number; today: string }): Promise<TFrontDeskNumbersDto> {
  const window = arrivalsWindow(opts.today);
  const [row] = await db
    .select({
      arrivalsToday: sql<number>`count(*) filter (where ${reservations.status} = ${S.EXPECTED} and ${reservations.checkin} = ${opts.today}::date)::int`,
      departuresToday: sql<number>`count(*) filter (where ${reservations.status} = ${S.IN_HOUSE} and ${reservations.checkout} = ${opts.today}::date)::int`,
      inHouse: sql<number>`count(*) filter (where ${reservations.status} = ${S.IN_HOUSE})::int`,
      upcoming: sql<number>`count(*) filter (where ${reservations.status} = ${S.EXPECTED} and ${reservations.checkin} between ${window.from}::date and ${window.to}::date)::int`,
    })
    .from(reservations)
    .where(and(eq(reservations.groupId, opts.groupId), sql`${reservations.status} in (${S.EXPECTED}, ${S.IN_HOUSE})`));
  return {
    today: opts.today,
    arrivalsToday: Number(row?.arrivalsToday ?? 0),
    departuresToday: Number(row?.departuresToday ?? 0),
    inHouse: Number(row?.inHouse ?? 0),
    upcomingArrivals: Number(row?.upcoming ?? 0),
    upcomingFrom: window.from,
    upcomingTo: window.to,
  };
}

/** Arrivals per day of the current week, Monday to Sunday (expected, arrived or gone). */
export async function countWeekCheckIns(db: Db, opts: { groupId: number; today: string }): Promise<{ day: string; count: number }[]> {
  const week = weekRange(opts.today);
  const rows = await db
    .select({ day: sql<string>`${reservations.checkin}::text`, n: sql<number>`count(*)::int` })
    .from(reservations)
    .where(
      and(
        eq(reservations.groupId, opts.groupId),
        sql`${reservations.status} in (${S.EXPECTED}, ${S.IN_HOUSE}, ${S.DEPARTED})`,
        sql`${reservations.checkin} between ${week.from}::date and ${week.to}::date`,
      ),
    )
    .groupBy(reservations.checkin);
  return week.days.map((day) => ({ day, count: Number(rows.find((r) => r.day === day)?.n ?? 0) }));
}
