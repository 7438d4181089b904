import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { reservations } from '../../db/schema/index.ts';
import { addDays } from '../../../lib/domain/days.ts';
import { RESERVATION_STATUS as S } from '../../../lib/domain/reservation-status.ts';
import { pageOfStays } from './desk-list-rows.ts';
import { findRegisteredGuests } from './find-registered-guests.ts';
import { withRoomOccupants } from './room-occupant.ts';
import { OVERDUE_LOOKBACK_DAYS } from './front-desk-lists.schemas.ts';
import type { TDeskPageDto } from '../../../lib/domain/desk-lists-dto.ts';

/**
 * The Check In list: expected stays (status 0) arriving from `from` (default today) to `to`
 * (default `from` + 30: the arrivals window of today and the next 30 days), oldest arrival first;
 * with `overdue`, also the expected stays whose arrival day passed in the last 30 days, to be
 * checked in late or marked no-show (older ones: name an earlier `from`). Each row carries the
 * guests already registered at pre-check-in and, for those due, the guest still in house in its room.
 */
export async function listArrivals(
  db: Db,
  opts: { groupId: number; today: string; from?: string | undefined; to?: string | undefined; overdue: boolean; page: number; size: number },
): Promise<TDeskPageDto> {
  const from = opts.from ?? opts.today;
  const to = opts.to ?? addDays(from, 30);
  const lookback = addDays(opts.today, -OVERDUE_LOOKBACK_DAYS);
  const lowest = opts.overdue && lookback < from ? lookback : from;
  const where = and(
    eq(reservations.groupId, opts.groupId),
    eq(reservations.status, S.EXPECTED),
    // One bounded range of the (group, checkin) index, read in order: the page stops after its rows.
    sql`${reservations.checkin} between ${lowest}::date and ${to}::date`,
    lowest < from ? sql`(${reservations.checkin} >= ${from}::date or ${reservations.checkin} < ${opts.today}::date)` : undefined,
  );
  const { rows, total } = await pageOfStays(db, {
    where,
    orderBy: [asc(reservations.checkin), asc(reservations.guestName), asc(reservations.reservationId)],
    page: opts.page,
    size: opts.size,
  });
  // The pre-registered guests come with the page, so checking in from the list starts from them.
  const guests = await findRegisteredGuests(
    db,
    rows.filter((r) => r.registeredGuests > 0).map((r) => r.id),
  );
  const withGuests = rows.map((r) => ({ ...r, guests: (guests.get(r.id) ?? []).map(({ guestId: _id, docType: _type, ...g }) => g) }));
  return { today: opts.today, from, to, rows: await withRoomOccupants(db, withGuests, opts.today), total, page: opts.page, size: opts.size };
}
