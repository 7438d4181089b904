import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { RESERVATION_STATUS as S } from '../../../lib/domain/reservation-status.ts';
import { CHANNEL_NAMES } from '../../../lib/domain/report-dto.ts';
import type { TNightPriceByTypeDto, TNightPriceDto, TNightPricesDto } from '../../../lib/domain/report-activity-dto.ts';
import { rowsOf } from '../../core/rows.ts';
import { discountsOf } from './charge-discounts.ts';

interface Raw {
  day: string;
  reservation_id: number;
  number: string;
  guest_name: string;
  room_name: string | null;
  room_type: string;
  channel: number;
  segment: string | null;
  price: string;
}

/**
 * The price of each stay-night of [from, to]: the room-night charge of a stay expected, in house
 * or departed, less the discounts on it; sorted by night then room. Charges are read through the
 * (group_id, day) index.
 */
export async function findNightPrices(
  db: Db,
  o: { groupId: number; from: string; to: string },
): Promise<Pick<TNightPricesDto, 'nights' | 'byRoomType' | 'totals'>> {
  const raw = await rowsOf<Raw>(
    db,
    sql`
    select c.day::text as day, r.reservation_id, r.number, r.guest_name, ro.name as room_name, rt.name as room_type, r.channel, ms.name as segment,
      (c.amount_minor + ${discountsOf(sql`c`)})::text as price
    from order_charges c
    join reservations r on r.item_id = c.item_id
    join room_types rt on rt.room_type_id = r.room_type_id
    left join rooms ro on ro.room_id = r.room_id
    left join market_segments ms on ms.segment_id = r.segment_id
    where c.group_id = ${o.groupId} and c.day between ${o.from}::date and ${o.to}::date and c.kind = 'room_night'
      and r.status in (${S.EXPECTED}, ${S.IN_HOUSE}, ${S.DEPARTED})
    order by c.day, ro.name nulls last, r.number`,
  );
  const nights: TNightPriceDto[] = raw.map((r) => ({
    day: r.day,
    reservationId: r.reservation_id,
    number: r.number,
    guestName: r.guest_name,
    roomName: r.room_name,
    roomType: r.room_type,
    channel: CHANNEL_NAMES[r.channel] ?? String(r.channel),
    segment: r.segment ?? '',
    priceMinor: Number(r.price),
  }));
  const types = new Map<string, { nights: number; revenueMinor: number }>();
  for (const n of nights) {
    const t = types.get(n.roomType) ?? { nights: 0, revenueMinor: 0 };
    t.nights += 1;
    t.revenueMinor += n.priceMinor;
    types.set(n.roomType, t);
  }
  const avg = (t: { nights: number; revenueMinor: number }) => (t.nights ? Math.round(t.revenueMinor / t.nights) : 0);
  const byRoomType: TNightPriceByTypeDto[] = [...types]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([roomType, t]) => ({ roomType, ...t, averageMinor: avg(t) }));
  const total = { nights: nights.length, revenueMinor: nights.reduce((a, n) => a + n.priceMinor, 0) };
  return { nights, byRoomType, totals: { ...total, averageMinor: avg(total) } };
}
