import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { weekRange } from '../../../lib/domain/front-desk-dates.ts';
import { addDays } from '../../../lib/domain/days.ts';
import { roomStatusCountsQuery, toRoomStatusCounts } from './count-rooms-by-status.ts';
import { staysByDayQuery, toStaysOfDay } from './count-stays-by-day.ts';
import { todaysMovementsQuery, toTodaysMovements } from './count-todays-movements.ts';
import { rowsOf } from '../../core/rows.ts';
import { prepared } from '../../db/prepared.ts';
import { hotelClockFor } from '../../core/hotel-clock.ts';
import { occupancyOf } from './occupancy-rates.ts';
import type { SessionUser } from '../../../lib/domain/session-user.ts';
import { businessDayFor } from '../../core/kept-business-day.ts';
import type { THotelOverviewDto } from '../../../lib/domain/dashboard-dto.ts';
export type { THotelOverviewDto };

/** Days of the occupancy series, today first. */
export const OCCUPANCY_DAYS = 30;

/**
 * The hotel's day at a glance: today's movements, occupancy tonight and over the next 7 and 30
 * nights, this week's check-ins and the rooms by housekeeping status — three indexed queries,
 * whatever the size of its history, sent as one statement (the hotel's day comes from its time
 * zone, kept with the signed-in user).
 */
export async function findHotelOverview(db: Db, opts: { user: SessionUser; groupId: number; now: Date }): Promise<THotelOverviewDto> {
  const hotel = await hotelClockFor(db, opts.user, opts.groupId);
  const today = await businessDayFor(db, opts.user, opts.groupId, opts.now);
  const week = weekRange(today);
  // Every dashboard load sends it: kept prepared (prepared.ts), its windows of days as lists, so
  // PostgreSQL keeps one generic plan instead of planning it again each time.
  const [row] = await rowsOf<{
    movements: Parameters<typeof toTodaysMovements>[1];
    days: Parameters<typeof toStaysOfDay>[0];
    rooms: Parameters<typeof toRoomStatusCounts>[0];
  }>(
    db,
    sql`${prepared('hotel-overview')}select
    (${todaysMovementsQuery({ groupId: opts.groupId, today, partnerId: null })}) as movements,
    (${staysByDayQuery({ groupId: opts.groupId, from: week.from, to: addDays(today, OCCUPANCY_DAYS - 1) })}) as days,
    (${roomStatusCountsQuery(opts.groupId)}) as rooms`,
  );
  const movements = toTodaysMovements({ groupId: opts.groupId, hotelName: hotel?.name ?? '', today }, row?.movements ?? null);
  const byDay = toStaysOfDay(row?.days ?? null);
  const rooms = toRoomStatusCounts(row?.rooms ?? null);
  const available = rooms.total - rooms.outOfOrder;
  const ahead = byDay.filter((d) => d.day >= today);
  const sold = ahead.map((d) => d.sold);
  return {
    ...movements,
    rooms,
    roomsAvailable: available,
    occupancy: {
      today: occupancyOf(sold.slice(0, 1), available),
      next7: occupancyOf(sold.slice(0, 7), available),
      next30: occupancyOf(sold.slice(0, OCCUPANCY_DAYS), available),
      days: ahead.map((d) => ({ day: d.day, sold: d.sold, available })),
    },
    weekCheckIns: byDay
      .filter((d) => d.day >= week.from && d.day <= week.to)
      .map((d) => ({ day: d.day, expected: d.arrivalsExpected, checkedIn: d.arrivalsCheckedIn })),
  };
}
