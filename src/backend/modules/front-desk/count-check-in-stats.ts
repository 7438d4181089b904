import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { rowsOf, sqlNumber } from '../../core/rows.ts';
import { RESERVATION_STATUS as S } from '../../../lib/domain/reservation-status.ts';
import type { TCheckInStatsDto } from './checkin-records.schemas.ts';

/** The day's counts, as numbers whatever the engine answers. */
const ZCountsRow = z.object({
  arrivals: sqlNumber,
  arrived: sqlNumber,
  arriving: sqlNumber,
  no_shows: sqlNumber,
  departures: sqlNumber,
  departed: sqlNumber,
  leaving: sqlNumber,
  stays: sqlNumber,
  rooms: sqlNumber,
  adults: sqlNumber,
  kids: sqlNumber,
  cards: sqlNumber,
  without_card: sqlNumber,
});

/**
 * /orders/checkingStats: how a business day goes at the front desk, in ONE query over the stays
 * touching the day (the (group_id, stay) gist index and the (group_id, checkout) index): arrivals
 * checked in or still expected, no-shows, departures checked out or still in house, and the
 * night's in-house stays with their guests and registration cards (a stay sleeping in without any
 * card is one the police register misses).
 */
export async function countCheckInStats(db: Db, opts: { groupId: number; day: string }): Promise<TCheckInStatsDto> {
  const d = sql`${opts.day}::date`;
  const slept = sql`(${S.IN_HOUSE}, ${S.DEPARTED})`;
  const [r] = await rowsOf(
    db,
    sql`
    with s as (
      select r.status, r.checkin, r.checkout, r.room_id, r.adults,
        coalesce(array_length(regexp_split_to_array(nullif(trim(r.kid_ages), ''), '[;,]'), 1), 0) as kids,
        (r.status in ${slept} and r.stay @> ${d}) as sleeps,
        case when r.status in ${slept} and r.stay @> ${d}
          then (select count(*) from reservation_guests g where g.reservation_id = r.reservation_id) else 0 end as cards
      from reservations r
      where r.group_id = ${opts.groupId} and (r.stay @> ${d} or r.checkout = ${d})
    )
    select
      count(*) filter (where checkin = ${d} and status in (${S.EXPECTED}, ${S.IN_HOUSE}, ${S.DEPARTED}))::int as arrivals,
      count(*) filter (where checkin = ${d} and status in ${slept})::int as arrived,
      count(*) filter (where checkin = ${d} and status = ${S.EXPECTED})::int as arriving,
      count(*) filter (where checkin = ${d} and status = ${S.NO_SHOW})::int as no_shows,
      count(*) filter (where checkout = ${d} and status in ${slept})::int as departures,
      count(*) filter (where checkout = ${d} and status = ${S.DEPARTED})::int as departed,
      count(*) filter (where checkout = ${d} and status = ${S.IN_HOUSE})::int as leaving,
      count(*) filter (where sleeps)::int as stays,
      count(distinct room_id) filter (where sleeps)::int as rooms,
      coalesce(sum(adults) filter (where sleeps), 0)::int as adults,
      coalesce(sum(kids) filter (where sleeps), 0)::int as kids,
      coalesce(sum(cards) filter (where sleeps), 0)::int as cards,
      count(*) filter (where sleeps and cards = 0)::int as without_card
    from s`,
    ZCountsRow,
  );
  // One row always: an aggregate without GROUP BY.
  const n = r!;
  return {
    day: opts.day,
    arrivals: { total: n.arrivals, checkedIn: n.arrived, pending: n.arriving, noShows: n.no_shows },
    departures: { total: n.departures, checkedOut: n.departed, pending: n.leaving },
    inHouse: { stays: n.stays, rooms: n.rooms, adults: n.adults, kids: n.kids, registeredGuests: n.cards, staysWithoutCard: n.without_card },
  };
}
