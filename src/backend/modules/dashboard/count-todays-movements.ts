import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { rowsOf } from '../../core/rows.ts';
import { RESERVATION_STATUS as S } from '../../../lib/domain/reservation-status.ts';
import type { SessionUser } from '../../../lib/domain/session-user.ts';
import { hotelClockFor } from '../../core/hotel-clock.ts';
import { businessDayFor } from '../../core/kept-business-day.ts';
import type { TTodayMovementsDto } from '../../../lib/domain/dashboard-dto.ts';
export type { TTodayMovementsDto };

/**
 * The dashboard's three counts for one hotel on `today`, in one pass over its reservations: a query
 * giving one JSON object of arrivals, departures and inHouse; a partner's (partnerId) cover their
 * company's stays only.
 */
export function todaysMovementsQuery(o: { groupId: number; today: string; partnerId: number | null }): SQL {
  return sql`select json_build_object(
      'arrivals', count(*) filter (where checkin = ${o.today}::date and status in (${S.EXPECTED}, ${S.IN_HOUSE})),
      'departures', count(*) filter (where checkout = ${o.today}::date and status in (${S.IN_HOUSE}, ${S.DEPARTED})),
      'inHouse', count(*) filter (where status = ${S.IN_HOUSE}))
    from reservations
    where group_id = ${o.groupId}${o.partnerId !== null ? sql` and partner_id = ${o.partnerId}` : sql``} and status in (${S.EXPECTED}, ${S.IN_HOUSE}, ${S.DEPARTED})
      -- Stays over tonight (the gist index on group and stay) or leaving today (the checkout index):
      -- a range test on checkin alone would read every past stay of the hotel.
      and (stay && daterange(${o.today}::date, ${o.today}::date + 1) or checkout = ${o.today}::date)`;
}

type Counts = Partial<Record<'arrivals' | 'departures' | 'inHouse', number | string>> | null;

/** The movements of a hotel's day from todaysMovementsQuery's object. */
export function toTodaysMovements(o: { groupId: number; hotelName: string; today: string }, j: Counts): TTodayMovementsDto {
  return { ...o, arrivals: Number(j?.arrivals ?? 0), departures: Number(j?.departures ?? 0), inHouse: Number(j?.inHouse ?? 0) };
}

/** The dashboard's three counts for one hotel, its day in its time zone. */
export async function countTodaysMovements(
  db: Db,
  opts: { user: SessionUser; groupId: number; now: Date; partnerId: number | null },
): Promise<TTodayMovementsDto> {
  const hotel = await hotelClockFor(db, opts.user, opts.groupId);
  const today = await businessDayFor(db, opts.user, opts.groupId, opts.now);
  const [row] = await rowsOf<{ j: Counts }>(db, sql`select (${todaysMovementsQuery({ groupId: opts.groupId, today, partnerId: opts.partnerId })}) as j`);
  return toTodaysMovements({ groupId: opts.groupId, hotelName: hotel?.name ?? '', today }, row?.j ?? null);
}
