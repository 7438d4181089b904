import type { Queryer } from '../db/client.ts';
import { ORDER_STATUS } from '../core/order-status.ts';
import { stayNumberSqlText } from '../core/numbering.ts';
import { ACTIVE_STATUSES, RESERVATION_STATUS as S } from '../../lib/domain/reservation-status.ts';
import { insertRows, reserveIds } from './bulk-insert.ts';
import { literal } from '../core/sql-literal.ts';
import type { PlannedStay } from './plan-stays.ts';

const STAGE_COLUMNS = [
  'n',
  'customer_id',
  'partner_id',
  'guest_name',
  'segment_id',
  'channel',
  'room_type_id',
  'room_type_name',
  'room_id',
  'checkin',
  'checkout',
  'adults',
  'status',
  'rate_minor',
  'created_at',
  'created_by',
  'checked_in_at',
  'checked_out_at',
  'cancelled_at',
  'cancel_reason',
  'cancel_price_minor',
  'bo_number',
] as const;

/**
 * Writes planned stays of one hotel: for each, a confirmed Customer order, its room item, the
 * reservation, and the charges (one per night for stays that hold a room, the fee of a no-show
 * or a charged cancellation). The rows go once through a temporary table, from which set-based
 * INSERT … SELECT statements fill the four tables: the database does the fan-out, not JS.
 * Returns the first reservation id (ids are consecutive, in the order of `stays`).
 */
export async function loadStays(
  q: Queryer,
  hotel: { groupId: number; code: string; currency: string; posId: number | null },
  stays: readonly PlannedStay[],
): Promise<number> {
  const n = stays.length;
  const order0 = await reserveIds(q, 'orders', 'order_id', n);
  const item0 = await reserveIds(q, 'order_items', 'item_id', n);
  const res0 = await reserveIds(q, 'reservations', 'reservation_id', n);
  if (n === 0) return res0;
  await q.exec(`drop table if exists seed_stays;
    create temp table seed_stays (n int primary key, customer_id int, partner_id int, guest_name text, segment_id int, channel int,
      room_type_id int, room_type_name text, room_id int, checkin date, checkout date, adults int, status int, rate_minor bigint,
      created_at timestamptz, created_by int, checked_in_at timestamptz, checked_out_at timestamptz, cancelled_at timestamptz,
      cancel_reason text, cancel_price_minor bigint, bo_number text)`);
  await insertRows(
    q,
    'seed_stays',
    STAGE_COLUMNS,
    stays.map((s, i) => [
      i,
      s.customerId,
      s.partnerId,
      s.guestName,
      s.segmentId,
      s.channel,
      s.roomTypeId,
      s.roomTypeName,
      s.roomId,
      s.checkin,
      s.checkout,
      s.adults,
      s.status,
      s.rateMinor,
      s.createdAt,
      s.createdBy,
      s.checkedInAt,
      s.checkedOutAt,
      s.cancelledAt,
      s.cancelReason,
      s.cancelPriceMinor,
      s.boNumber,
    ]),
  );
  const g = hotel.groupId;
  const code = literal(hotel.code);
  const cur = literal(hotel.currency);
  const holds = `s.status in (${ACTIVE_STATUSES.join(', ')})`;
  const total = `case when ${holds} then s.rate_minor * (s.checkout - s.checkin) else coalesce(s.cancel_price_minor, 0) end`;
  // One statement per call: PGlite plans a multi-statement text as one, and timings stay readable.
  const statements = [
    `
    insert into orders (order_id, group_id, order_type, number, status, currency, customer_id, pos_id, created_by, total_minor, created_at, confirmed_at)
      select ${order0} + s.n, ${g}, 'Customer', ${code} || '-' || (${order0} + s.n), ${ORDER_STATUS.CONFIRMED}, ${cur}, coalesce(s.partner_id, s.customer_id),
        ${hotel.posId ?? 'null'}, s.created_by, ${total}, s.created_at, s.created_at
      from seed_stays s`,
    `
    insert into order_items (item_id, group_id, order_id, kind, status, description, text_key, text_params, quantity, unit_price_minor, total_minor, service_start, service_end)
      select ${item0} + s.n, ${g}, ${order0} + s.n, 'room', s.status,
        s.room_type_name || ', ' || (s.checkout - s.checkin) || case when s.checkout - s.checkin = 1 then ' night' else ' nights' end,
        'folio.line.roomNights', jsonb_build_object('type', s.room_type_name, 'nights', s.checkout - s.checkin),
        s.checkout - s.checkin, s.rate_minor, s.rate_minor * (s.checkout - s.checkin), s.checkin, s.checkout
      from seed_stays s`,
    `
    insert into reservations (reservation_id, group_id, order_id, item_id, number, bo_number, customer_id, partner_id, guest_name, segment_id, channel,
        room_type_id, room_id, checkin, checkout, adults, status, price_minor, currency, invoiced, created_at, created_by, checked_in_at, checked_out_at,
        cancelled_at, cancel_reason, cancel_price_minor)
      select ${res0} + s.n, ${g}, ${order0} + s.n, ${item0} + s.n, ${stayNumberSqlText(`${code} || '-' || (${order0} + s.n)`, 1)}, s.bo_number, s.customer_id, s.partner_id,
        s.guest_name, s.segment_id, s.channel, s.room_type_id, s.room_id, s.checkin, s.checkout, s.adults, s.status,
        s.rate_minor * (s.checkout - s.checkin), ${cur}, s.status = ${S.DEPARTED}, s.created_at, s.created_by, s.checked_in_at, s.checked_out_at,
        s.cancelled_at, s.cancel_reason, s.cancel_price_minor
      from seed_stays s order by s.room_id, s.checkin`,
    `
    insert into order_charges (group_id, order_id, item_id, day, kind, description, text_key, text_params, amount_minor, quantity, unit_price_minor, tax_rate_bp, family, complimentary)
      select ${g}, ${order0} + s.n, ${item0} + s.n, d::date, 'room_night', 'Room night', 'folio.line.roomNight', '{}'::jsonb, s.rate_minor, 1, s.rate_minor, (select auberge_tax_rate(${g}, 'room')), 'room', s.rate_minor = 0
      from seed_stays s, generate_series(s.checkin::timestamp, (s.checkout - 1)::timestamp, interval '1 day') d
      where ${holds}
      union all
      select ${g}, ${order0} + s.n, ${item0} + s.n, coalesce(s.cancelled_at::date, s.checkin), case when s.status = ${S.NO_SHOW} then 'no_show' else 'cancellation' end,
        case when s.status = ${S.NO_SHOW} then 'No-show fee' else 'Cancellation fee' end,
        case when s.status = ${S.NO_SHOW} then 'folio.line.noShowFee' else 'folio.line.cancellationFee' end, '{}'::jsonb, s.cancel_price_minor, 1, s.cancel_price_minor, (select auberge_tax_rate(${g}, 'fee')), 'fee',
        s.cancel_price_minor = 0
      from seed_stays s
      where s.status in (${S.CANCELLED}, ${S.NO_SHOW}) and s.cancel_price_minor is not null`,
    // Guests settle: a departed stay paid its bill on leaving, an in-house one paid its stay on arrival (before any day is closed).
    `insert into payments (group_id, order_id, folio_no, method, currency, amount_minor, rate, hotel_amount_minor, day, created_by, created_at)
      select ${g}, ${order0} + s.n, 1, case when s.status = ${S.IN_HOUSE} then 'card' else (array['card', 'cash', 'transfer', 'card', 'cheque'])[1 + s.n % 5] end,
        ${cur}, s.rate_minor * (s.checkout - s.checkin), 1, s.rate_minor * (s.checkout - s.checkin),
        case when s.status = ${S.IN_HOUSE} then s.checkin else s.checkout end, s.created_by,
        (case when s.status = ${S.IN_HOUSE} then s.checkin else s.checkout end) + time '10:30'
      from seed_stays s
      where s.status in (${S.DEPARTED}, ${S.IN_HOUSE}) and s.rate_minor > 0`,
    'drop table seed_stays',
  ];
  for (const statement of statements) await q.exec(statement);
  return res0;
}
