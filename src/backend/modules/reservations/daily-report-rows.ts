import { sql, type SQL } from 'drizzle-orm';
import { parseKidAges } from '../../../lib/domain/kid-ages.ts';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { rowsOf } from '../../core/rows.ts';
import { customers } from '../../db/schema/index.ts';
import { customerNameSql } from '../customers/index.ts';
import { RESERVATION_STATUS as S } from '../../../lib/domain/reservation-status.ts';
import type { DailySection, TDailyReportRow } from './daily-report.schemas.ts';

interface Row {
  section: DailySection;
  id: number;
  number: string;
  guest_name: string;
  customer_name: string;
  room_type_code: string;
  room_name: string | null;
  checkin: string;
  checkout: string;
  nights: number;
  adults: number;
  kid_ages: string;
  status: number;
  price_minor: number | string;
  night_price_minor: number | string | null;
  currency: string;
  segment: string | null;
  channel: number;
}

/**
 * Which stays each section picks on the day `d`, each branch on its own index: checkin and
 * checkout (btree per hotel), the night (the (group_id, stay) gist), cancellations through the
 * (group_id, status) index and the hotel's local day.
 */
function sectionWhere(section: DailySection, d: SQL): SQL {
  switch (section) {
    case 'arrival':
      return sql`r.checkin = ${d} and r.status in (${S.EXPECTED}, ${S.IN_HOUSE}, ${S.DEPARTED})`;
    case 'in_house':
      return sql`r.stay @> ${d} and r.status in (${S.IN_HOUSE}, ${S.DEPARTED})`;
    case 'departure':
      return sql`r.checkout = ${d} and r.status in (${S.IN_HOUSE}, ${S.DEPARTED})`;
    case 'cancelled':
      return sql`r.status = ${S.CANCELLED} and r.cancelled_at >= (${d}::timestamp at time zone h.timezone) and r.cancelled_at < ((${d} + 1)::timestamp at time zone h.timezone)`;
    case 'no_show':
      return sql`r.checkin = ${d} and r.status = ${S.NO_SHOW}`;
  }
}

const c = alias(customers, 'c');

/** The stays of a hotel's business day, section by section, in room order; one query. */
export async function findDailyReportRows(
  db: Db,
  opts: { groupId: number; day: string; sections: readonly DailySection[]; limit: number },
): Promise<TDailyReportRow[]> {
  const d = sql`${opts.day}::date`;
  const picks = opts.sections.map(
    (s, i) => sql`select r.reservation_id, ${s}::text as section, ${i}::int as ord
    from reservations r join hotels h on h.group_id = r.group_id where r.group_id = ${opts.groupId} and ${sectionWhere(s, d)}`,
  );
  const rows = await rowsOf<Row>(
    db,
    sql`
    with picked as (${sql.join(picks, sql` union all `)})
    select p.section, r.reservation_id as id, r.number, r.guest_name,
      ${customerNameSql(c)} as customer_name,
      rt.code as room_type_code, rm.name as room_name, r.checkin::text as checkin, r.checkout::text as checkout, (r.checkout - r.checkin)::int as nights,
      r.adults, r.kid_ages, r.status, r.price_minor, r.currency, ms.name as segment, r.channel,
      (select sum(oc.amount_minor) from order_charges oc where oc.item_id = r.item_id and oc.day = ${d} and oc.kind = 'room_night') as night_price_minor
    from picked p
    join reservations r on r.reservation_id = p.reservation_id
    join customers c on c.customer_id = r.customer_id
    join room_types rt on rt.room_type_id = r.room_type_id
    left join rooms rm on rm.room_id = r.room_id
    left join market_segments ms on ms.segment_id = r.segment_id
    order by p.ord, rm.name nulls last, r.number
    limit ${opts.limit}`,
  );
  return rows.map((r) => ({
    section: r.section,
    id: r.id,
    number: r.number,
    guestName: r.guest_name,
    customerName: r.customer_name,
    roomTypeCode: r.room_type_code,
    roomName: r.room_name,
    checkin: r.checkin,
    checkout: r.checkout,
    nights: Number(r.nights),
    adults: r.adults,
    kids: parseKidAges(r.kid_ages).length,
    status: r.status,
    priceMinor: Number(r.price_minor),
    nightPriceMinor: r.night_price_minor === null ? null : Number(r.night_price_minor),
    currency: r.currency,
    segment: r.segment,
    channel: r.channel,
  }));
}
