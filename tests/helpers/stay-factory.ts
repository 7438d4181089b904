import type { TestApi } from './test-api.ts';
import { literal } from '../../src/backend/seed/sql-literal.ts';

/** One stay as the booking service leaves it: an order, its room item, the reservation and its room nights. */
export interface StaySpec {
  id: number;
  /** Order number prefix: the reservation is '<prefix>-<id>-1'. */
  prefix: string;
  group: number;
  customerId: number;
  roomTypeId: number;
  roomId?: number | null | undefined;
  checkin: string;
  checkout: string;
  status?: number | undefined;
  /** Price of each night, minor units (the stay's price is nights × this). */
  nightMinor?: number | undefined;
  currency?: string | undefined;
  guestName?: string | undefined;
  partnerId?: number | null | undefined;
  segmentId?: number | null | undefined;
  /** Booking channel (default 15). */
  channel?: number | undefined;
  adults?: number | undefined;
  kidAges?: string | undefined;
  checkedInAt?: string | undefined;
  cancelledAt?: string | undefined;
  cancelReason?: string | undefined;
  cancelPriceMinor?: number | undefined;
  /** Room-night charges: default for every stay but cancelled (5) and no-show (6) ones. */
  charges?: boolean | undefined;
  /** The nights' VAT rate, basis points (default 0: these fixtures' figures were written at 0 %). */
  nightTaxRateBp?: number | undefined;
}

const text = (v: string | undefined | null) => literal(v ?? null);
const num = (v: number | undefined | null) => literal(v ?? null);

/** Inserts the stay in one statement batch and returns its reservation id (= order, item id). */
export async function insertStay(api: TestApi, s: StaySpec): Promise<number> {
  const night = s.nightMinor ?? 10000;
  const status = s.status ?? 0;
  const nights = `('${s.checkout}'::date - '${s.checkin}'::date)`;
  const currency = text(s.currency ?? 'MAD');
  const charges = s.charges ?? (status !== 5 && status !== 6);
  await api.database.exec(`
    insert into orders (order_id, group_id, number, customer_id, currency, total_minor) values
      (${s.id}, ${s.group}, '${s.prefix}-${s.id}', ${s.customerId}, ${currency}, ${night} * ${nights});
    insert into order_items (item_id, group_id, order_id, kind, description, quantity, unit_price_minor, total_minor, service_start, service_end) values
      (${s.id}, ${s.group}, ${s.id}, 'room', 'Room', ${nights}, ${night}, ${night} * ${nights}, '${s.checkin}', '${s.checkout}');
    insert into reservations (reservation_id, group_id, order_id, item_id, number, customer_id, partner_id, guest_name, segment_id, channel, room_type_id, room_id,
      checkin, checkout, status, price_minor, currency, adults, kid_ages, checked_in_at, cancelled_at, cancel_reason, cancel_price_minor) values
      (${s.id}, ${s.group}, ${s.id}, ${s.id}, '${s.prefix}-${s.id}-1', ${s.customerId}, ${num(s.partnerId)}, ${text(s.guestName ?? `Guest ${s.id}`)},
       ${num(s.segmentId)}, ${s.channel ?? 15}, ${s.roomTypeId}, ${num(s.roomId)}, '${s.checkin}', '${s.checkout}', ${status}, ${night} * ${nights}, ${currency},
       ${s.adults ?? 1}, ${text(s.kidAges ?? '')}, ${text(s.checkedInAt)}, ${text(s.cancelledAt)}, ${text(s.cancelReason)}, ${num(s.cancelPriceMinor)});
    ${charges ? `insert into order_charges (group_id, order_id, item_id, day, kind, description, amount_minor, tax_rate_bp, family, complimentary)
      select ${s.group}, ${s.id}, ${s.id}, d::date, 'room_night', 'Room night', ${night}, ${s.nightTaxRateBp ?? 0}, 'room', ${night === 0}
      from generate_series('${s.checkin}'::timestamp, '${s.checkout}'::timestamp - interval '1 day', interval '1 day') d;` : ''}
  `);
  return s.id;
}
