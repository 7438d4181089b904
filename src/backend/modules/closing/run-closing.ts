import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { AppError, conflict, notFound } from '../../http/errors.ts';
import { AUDIT } from '../../../lib/domain/audit-types.ts';
import { RESERVATION_STATUS as S } from '../../../lib/domain/reservation-status.ts';
import { addDays, dayInZone } from '../../../lib/domain/days.ts';
import { englishAroundNumber, recordAuditEvent } from '../audit/index.ts';
import type { Actor } from '../../core/actor.ts';
import { rawRows, rowsOf } from '../../core/rows.ts';
import { dayFiguresSql, toDayFigures, type DayFigures, type DayFiguresRow } from './day-figures.ts';
import { closingTimeOf, type ClosingTime } from './closing-time.ts';
import { day as dayP, list } from '../../../lib/domain/error-params.ts';
import {
  findBlockingDepartures,
  findOpenFolios,
  findExpectedNoShows,
  findNightsToPost,
  findUnbalancedFolios,
  type BlockingDeparture,
  type ExpectedNoShow,
  type NightToPost,
  type NoShowRule,
  type UnbalancedFolio,
} from './closing-plan.ts';

export interface ClosingReport {
  day: string;
  nightsToPost: NightToPost[];
  noShows: ExpectedNoShow[];
  blockingDepartures: BlockingDeparture[];
  unbalancedFolios: UnbalancedFolio[];
  /** Folios of in-house and departing guests left with a balance once the day is posted. */
  openFolios: { count: number; balanceMinor: number };
  /** When the day may be closed and whether now is before it (closing then needs early_closing). */
  closingTime: ClosingTime;
  figures: DayFigures;
}

interface HotelSettings {
  cityTaxMinor: number;
  noShowCharge: NoShowRule;
  closingNotBefore: string;
  timezone: string;
  currency: string;
  lastClosed: string | null;
}

/**
 * Locks the hotel for its closing (two audits at once queue here; the second then finds the day
 * closed) and reads its settings and last closed day.
 */
async function lockHotel(tx: Db, groupId: number): Promise<HotelSettings> {
  const [h] = await rowsOf<{ cityTaxMinor: number; noShowCharge: NoShowRule; closingNotBefore: string; timezone: string; currency: string }>(
    tx,
    sql`
    select city_tax_minor::float8 as "cityTaxMinor", no_show_charge as "noShowCharge", to_char(closing_not_before, 'HH24:MI') as "closingNotBefore", timezone, trim(currency) as currency
    from hotels where group_id = ${groupId} for update`,
  );
  if (!h) throw notFound(`No hotel has the id ${groupId}.`, { key: 'errors.notFound.hotel' });
  const [d] = await rowsOf<{ last: string | null }>(tx, sql`select max(day)::text as last from business_days where group_id = ${groupId}`);
  return { ...h, lastClosed: d?.last ?? null };
}

/**
 * Closes business day `day` inside the caller's transaction: no-shows (with the hotel's no-show
 * charge), city tax of the night, every open charge up to the day posted (frozen), the closing
 * row with the day's figures, audit 33 last. `dryRun` does everything but refuses nothing for
 * blocking departures (the caller rolls the transaction back). Returns undefined when the day is
 * already closed (nothing to do).
 */
export async function runClosing(
  tx: Db,
  o: { groupId: number; day: string; today: string; user: Actor; now: Date; earlyAllowed: boolean; dryRun: boolean },
): Promise<ClosingReport | undefined> {
  const hotel = await lockHotel(tx, o.groupId);
  if (hotel.lastClosed !== null && o.day <= hotel.lastClosed) {
    const [closed] = await rowsOf<{ day: string }>(tx, sql`select day::text as day from business_days where group_id = ${o.groupId} and day = ${o.day}::date`);
    if (closed) return undefined;
    throw conflict(`${o.day} comes before the first closed day of hotel ${o.groupId}; only its business date ${addDays(hotel.lastClosed, 1)} can be closed.`, {
      key: 'errors.closing.beforeFirst',
      params: { day: dayP(o.day), next: dayP(addDays(hotel.lastClosed, 1)) },
    });
  }
  const expected = hotel.lastClosed ? addDays(hotel.lastClosed, 1) : o.day;
  if (o.day !== expected)
    throw conflict(`The business date of hotel ${o.groupId} is ${expected}: close ${expected} before ${o.day}.`, {
      key: 'errors.closing.notNext',
      params: { day: dayP(o.day), expected: dayP(expected) },
    });
  // The calendar day, not the business day: a day closes on or after its own date, even early.
  const calendarDay = dayInZone(o.now, hotel.timezone);
  if (o.day > calendarDay)
    throw conflict(`${o.day} has not come yet in hotel ${o.groupId} (today is ${calendarDay}); a day closes on or after its own date.`, {
      key: 'errors.closing.notYet',
      params: { day: dayP(o.day), today: dayP(calendarDay) },
    });

  const g = o.groupId;
  const day = o.day;
  // Before the hotel's closing time only a user with the early_closing permission may close.
  const closingTime = closingTimeOf({ day, notBefore: hotel.closingNotBefore, timezone: hotel.timezone, now: o.now });
  if (closingTime.early && !o.earlyAllowed && !o.dryRun) {
    throw new AppError(
      'forbidden',
      `${day} may be closed from ${closingTime.opensAtLocal} (hotel ${g}'s local time); closing it earlier needs the early_closing permission: wait for the night audit or ask an administrator.`,
      'closingdate',
      { key: 'errors.closing.early', params: { day: dayP(day), opensAt: dayP(closingTime.opensAtLocal.slice(0, 10), closingTime.opensAtLocal.slice(11, 16)) } },
    );
  }
  const blockingDepartures = await findBlockingDepartures(tx, { groupId: g, day });
  if (blockingDepartures.length && !o.dryRun) {
    throw conflict(
      `${blockingDepartures.length} departure(s) due by ${day} are still in house (${blockingDepartures
        .slice(0, 5)
        .map((b) => b.number)
        .join(', ')}): check them out or extend their stay, then close the day.`,
      {
        key: 'errors.closing.departuresInHouse',
        params: { count: blockingDepartures.length, day: dayP(day), numbers: list(blockingDepartures.slice(0, 5).map((b) => b.number)) },
      },
    );
  }
  const nightsToPost = await findNightsToPost(tx, { groupId: g, day, cityTaxMinor: hotel.cityTaxMinor });
  const noShows = await findExpectedNoShows(tx, { groupId: g, day, rule: hotel.noShowCharge });

  if (noShows.length) {
    const ids = sql.raw(noShows.map((n) => n.reservationId).join(','));
    await tx.execute(sql`update reservations set status = ${S.NO_SHOW} where reservation_id in (${ids})`);
    await tx.execute(sql`delete from order_charges c using reservations r
      where r.reservation_id in (${ids}) and c.item_id = r.item_id and c.kind = 'room_night' and c.posted_day is null and c.invoice_id is null`);
    const fees = noShows.filter((n) => n.feeMinor > 0);
    if (fees.length) {
      // At the hotel's rate for fees (auberge_tax_rate: none set refuses the closing, 409 naming the family).
      await tx.execute(sql`insert into order_charges (group_id, order_id, item_id, day, kind, description, amount_minor, tax_rate_bp, family)
        select r.group_id, r.order_id, r.item_id, ${day}::date, 'no_show', 'No-show of ' || r.checkin::text, f.fee, (select auberge_tax_rate(${g}::int, 'fee')), 'fee'
        from reservations r join (values ${sql.join(
          fees.map((f) => sql`(${f.reservationId}::int, ${f.feeMinor}::bigint)`),
          sql`, `,
        )}) f(id, fee) on f.id = r.reservation_id`);
    }
    // The English message around each stay's number, as recordAuditEvent renders a key.
    const { head, tail } = englishAroundNumber('audit.msg.stay.noShowByClosing', { day });
    await tx.execute(sql`insert into audit_events (group_id, user_id, user_name, type_id, message, message_key, message_params, item_id, item_number, detail)
      select r.group_id, ${o.user.userId}, ${o.user.name}, ${AUDIT.NO_SHOW}, ${head}::text || r.number || ${tail}::text,
        'audit.msg.stay.noShowByClosing', jsonb_build_object('number', r.number, 'day', ${day}::text), r.item_id, r.number,
        'arrival was ' || r.checkin::text
      from reservations r where r.reservation_id in (${ids})`);
  }

  const taxed = nightsToPost.filter((n) => n.cityTaxMinor > 0);
  if (taxed.length) {
    await tx.execute(sql`insert into order_charges (group_id, order_id, item_id, day, kind, description, text_key, text_params, amount_minor, tax_rate_bp, family)
      select r.group_id, r.order_id, r.item_id, ${day}::date, 'city_tax', 'City tax, ' || r.adults || case when r.adults = 1 then ' adult' else ' adults' end,
        'folio.line.cityTax', jsonb_build_object('adults', r.adults), ${hotel.cityTaxMinor}::bigint * r.adults,
        (select auberge_tax_rate(${g}::int, 'city_tax')), 'city_tax'
      from reservations r where r.reservation_id in (${sql.raw(taxed.map((n) => n.reservationId).join(','))})`);
  }

  // Item and order totals follow their charges; only the orders this closing touched changed.
  const touched = [...noShows.map((n) => n.reservationId), ...taxed.map((n) => n.reservationId)];
  if (touched.length) {
    const ids = sql.raw(touched.join(','));
    await tx.execute(sql`update order_items i set status = r.status, total_minor = (select coalesce(sum(c.amount_minor), 0) from order_charges c where c.item_id = i.item_id)
      from reservations r where r.reservation_id in (${ids}) and i.item_id = r.item_id`);
    await tx.execute(sql`update orders o set total_minor = (select coalesce(sum(c.amount_minor), 0) from order_charges c where c.order_id = o.order_id)
      where o.order_id in (select order_id from reservations where reservation_id in (${ids}))`);
  }

  await tx.execute(sql`update order_charges set posted_day = ${day}::date where group_id = ${g} and posted_day is null and day <= ${day}::date`);
  const unbalancedFolios = await findUnbalancedFolios(tx, { groupId: g, day });
  const openFolios = await findOpenFolios(tx, { groupId: g, day });
  const [row] = await rawRows<DayFiguresRow>(tx, dayFiguresSql({ groupId: g, from: day, to: day }));
  const figures = toDayFigures(row!);

  await tx.execute(sql`insert into business_days (group_id, day, closed_at, closed_by, rooms_available, rooms_sold, guests, room_revenue_minor, revenue_minor,
      revenue_by_department, payments_minor, payments_by_method, arrivals, departures, no_shows, exchange_paid_minor, exchange_bought)
    values (${g}, ${day}::date, ${o.now}, ${o.user.userId}, ${figures.roomsAvailable}, ${figures.roomsSold}, ${figures.guests}, ${figures.roomRevenueMinor},
      ${figures.revenueMinor}, ${JSON.stringify(figures.revenueByDepartment)}::jsonb, ${figures.paymentsMinor}, ${JSON.stringify(figures.paymentsByMethod)}::jsonb,
      ${figures.arrivals}, ${figures.departures}, ${figures.noShows}, ${figures.exchangePaidMinor}, ${JSON.stringify(figures.exchangeBought)}::jsonb)`);
  // Last statement: a process killed before it commits leaves the day open.
  await recordAuditEvent(tx, {
    groupId: g,
    user: o.user,
    typeId: AUDIT.DAILY_CLOSING,
    text: { key: 'audit.msg.closing.daily', params: { day } },
    detailText: {
      key: 'audit.detail.closing.daily',
      params: {
        nights: nightsToPost.length,
        noShows: noShows.length,
        sold: figures.roomsSold,
        available: figures.roomsAvailable,
        revenue: figures.revenueMinor,
        currency: hotel.currency,
      },
    },
  });
  return { day, nightsToPost, noShows, blockingDepartures, unbalancedFolios, openFolios, closingTime, figures };
}
