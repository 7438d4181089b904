import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { RESERVATION_STATUS as S } from '../../../lib/domain/reservation-status.ts';
import { rowsOf } from '../../core/rows.ts';
import type { TBlockingDepartureDto, TExpectedNoShowDto, TNightToPostDto, TUnbalancedFolioDto } from '../../../lib/domain/closing-dto.ts';

/** What the closing of one business day finds before it changes anything. */
export type NightToPost = TNightToPostDto;
export type ExpectedNoShow = TExpectedNoShowDto;
export type BlockingDeparture = TBlockingDepartureDto;
export type UnbalancedFolio = TUnbalancedFolioDto;

export type NoShowRule = 'none' | 'first_night' | 'full_stay';

/** In-house stays sleeping the night of `day`: their room night (made at booking) is posted, city tax added. */
export function findNightsToPost(tx: Db, o: { groupId: number; day: string; cityTaxMinor: number }): Promise<NightToPost[]> {
  return rowsOf<NightToPost>(
    tx,
    sql`
    select r.reservation_id as "reservationId", r.number, r.guest_name as "guestName", rm.name as "roomName",
      coalesce((select sum(c.amount_minor) from order_charges c where c.item_id = r.item_id and c.kind = 'room_night' and c.day = ${o.day}::date), 0)::bigint::float8 as "amountMinor",
      (${o.cityTaxMinor}::bigint * r.adults)::float8 as "cityTaxMinor"
    from reservations r left join rooms rm on rm.room_id = r.room_id
    where r.group_id = ${o.groupId} and r.status = ${S.IN_HOUSE} and r.stay @> ${o.day}::date
    order by rm.name nulls last, r.number`,
  );
}

/** Expected stays whose arrival day has come without a check-in: the closing makes them no-shows. */
export function findExpectedNoShows(tx: Db, o: { groupId: number; day: string; rule: NoShowRule }): Promise<ExpectedNoShow[]> {
  const fee =
    o.rule === 'none'
      ? sql`0`
      : o.rule === 'first_night'
        ? sql`coalesce((select c.amount_minor from order_charges c where c.item_id = r.item_id and c.kind = 'room_night' and c.day = r.checkin limit 1), 0)`
        : sql`coalesce((select sum(c.amount_minor) from order_charges c where c.item_id = r.item_id and c.kind = 'room_night'), 0)`;
  return rowsOf<ExpectedNoShow>(
    tx,
    sql`
    select r.reservation_id as "reservationId", r.number, r.guest_name as "guestName", r.checkin::text as checkin, (${fee})::bigint::float8 as "feeMinor"
    from reservations r
    where r.group_id = ${o.groupId} and r.status = ${S.EXPECTED} and r.checkin <= ${o.day}::date
    order by r.checkin, r.number`,
  );
}

/** In-house stays due out on or before `day`: the day cannot close until they are checked out (or extended). */
export function findBlockingDepartures(tx: Db, o: { groupId: number; day: string }): Promise<BlockingDeparture[]> {
  return rowsOf<BlockingDeparture>(
    tx,
    sql`
    select r.reservation_id as "reservationId", r.number, r.guest_name as "guestName", rm.name as "roomName", r.checkout::text as checkout
    from reservations r left join rooms rm on rm.room_id = r.room_id
    where r.group_id = ${o.groupId} and r.status = ${S.IN_HOUSE} and r.checkout <= ${o.day}::date
    order by r.checkout, rm.name nulls last, r.number`,
  );
}

/**
 * Orders of the guests who left on `day` whose charges and payments differ (the folio does not
 * balance). Shown to the auditor; they do not stop the closing.
 */
export function findUnbalancedFolios(tx: Db, o: { groupId: number; day: string }): Promise<UnbalancedFolio[]> {
  return rowsOf<UnbalancedFolio>(
    tx,
    sql`
    with left_today as (
      select distinct on (r.order_id) r.order_id, r.guest_name from reservations r
      where r.group_id = ${o.groupId} and r.status = ${S.DEPARTED} and r.checkout = ${o.day}::date order by r.order_id, r.reservation_id
    ), totals as (
      -- Every folio of the order, from the totals the database keeps as charges and payments are
      -- written (folio_totals, migration 0023), as the folio screen and the financial report read them.
      -- Charges net of the folios' credit notes (a credit note is a folio movement, migration 0030).
      select l.order_id, l.guest_name, coalesce(sum(t.charges_minor - t.credited_minor), 0)::bigint as charges, coalesce(sum(t.paid_minor), 0)::bigint as payments
      from left_today l left join folio_totals t on t.order_id = l.order_id
      group by l.order_id, l.guest_name
    )
    select t.order_id as "orderId", coalesce(o.number, '') as number, t.guest_name as "guestName",
      t.charges::float8 as "chargesMinor", t.payments::float8 as "paymentsMinor", (t.charges - t.payments)::float8 as "balanceMinor"
    from totals t join orders o on o.order_id = t.order_id
    where t.charges <> t.payments order by o.number`,
  );
}

/**
 * The folios still open once the day's postings are made: folios of in-house stays and of stays
 * that left on `day` whose balance (folio_totals) is not zero. Counted for the auditor's review.
 */
export async function findOpenFolios(tx: Db, o: { groupId: number; day: string }): Promise<{ count: number; balanceMinor: number }> {
  const [row] = await rowsOf<{ count: number; balanceMinor: number }>(
    tx,
    sql`
    select count(*)::int as count, coalesce(sum(t.balance_minor), 0)::bigint::float8 as "balanceMinor"
    from folio_totals t
    where t.group_id = ${o.groupId} and t.balance_minor <> 0 and exists (
      select 1 from reservations r where r.order_id = t.order_id and r.group_id = ${o.groupId}
        and (r.status = ${S.IN_HOUSE} or (r.status = ${S.DEPARTED} and r.checkout = ${o.day}::date)))`,
  );
  return row ?? { count: 0, balanceMinor: 0 };
}
