import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { reservations, rooms } from '../../db/schema/index.ts';
import { RESERVATION_STATUS as S } from '../../../lib/domain/reservation-status.ts';
import { pageOfStays } from './desk-list-rows.ts';
import { withRoomOccupants } from './room-occupant.ts';
import type { TDeskPageDto } from '../../../lib/domain/desk-lists-dto.ts';

/**
 * /orders/toCheckIn: the expected stays that can be checked in on a day — arriving that day, or
 * arrived late from an earlier day and not yet gone (the check-in rule: on or after the arrival
 * day, before the departure) — each with its room's housekeeping status and registered guests,
 * so the desk sees which are ready, and the guest still in house in its room if any (not ready,
 * however clean). Arrival order, then room.
 */
export async function listStaysToCheckIn(db: Db, opts: { groupId: number; today: string; day: string; page: number; size: number }): Promise<TDeskPageDto> {
  const where = and(eq(reservations.groupId, opts.groupId), eq(reservations.status, S.EXPECTED), sql`${reservations.stay} @> ${opts.day}::date`);
  const { rows, total } = await pageOfStays(db, {
    where,
    orderBy: [asc(reservations.checkin), asc(rooms.name), asc(reservations.reservationId)],
    page: opts.page,
    size: opts.size,
  });
  return { today: opts.today, from: opts.day, to: opts.day, rows: await withRoomOccupants(db, rows, opts.today), total, page: opts.page, size: opts.size };
}
