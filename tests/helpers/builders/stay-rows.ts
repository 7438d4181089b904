import type { TestApi } from '../test-api.ts';
import { literal } from '../../../src/backend/core/sql-literal.ts';
import { stayNumber } from '../../../src/backend/core/numbering.ts';
import { RESERVATION_STATUS, type ReservationStatus } from '../../../src/lib/domain/reservation-status.ts';
import { ORDER_STATUS } from '../../../src/backend/core/order-status.ts';

/**
 * The one place where tests write a stay in SQL: an order (or a rank in an existing one), its room
 * item, the reservation and its room-night charges, as the booking service leaves them. Tests go
 * through SQL for what the API rightly refuses to create: stays in the past, in house since
 * yesterday, checked out, cancelled or no-show on a given day.
 */
export interface StayRow {
  groupId: number;
  customerId: number;
  roomTypeId: number;
  roomId: number | null;
  checkin: string;
  checkout: string;
  status: ReservationStatus;
  /** Price of each night, minor units (the stay's price is nights × this). */
  nightMinor: number;
  currency: string;
  guestName: string;
  partnerId: number | null;
  segmentId: number | null;
  channel: number;
  adults: number;
  kidAges: string;
  boNumber: string | null;
  invoiced: boolean;
  createdAt: string | null;
  checkedInAt: string | null;
  checkedOutAt: string | null;
  cancelledAt: string | null;
  cancelReason: string | null;
  cancelPriceMinor: number | null;
  /** Writes one room-night charge per night (what a booking leaves; not on a cancelled or no-show stay by default). */
  charges: boolean;
  /** The nights' VAT rate, basis points. */
  nightTaxRateBp: number;
  /**
   * A new confirmed order numbered '<prefix>-<order id>' or as given; a new draft (pending, no number
   * yet, the stay on the provisional number 'DRAFT-<stay id>'); or an existing order the stay joins.
   */
  order: { prefix: string } | { number: string } | { draft: true } | { orderId: number; number: string };
  /** Fixed ids (the legacy desk fixture's): order, item and stay share this id. Otherwise the sequences give them. */
  fixedId?: number | undefined;
}

export interface StayIds {
  reservationId: number;
  orderId: number;
  itemId: number;
  /** '' for a draft order (no number until it is confirmed). */
  orderNumber: string;
  /** The stay's number: its order's and its rank ('<order>-1'). */
  number: string;
}

/** Statuses that never had nights to charge. */
export const UNCHARGED: readonly ReservationStatus[] = [RESERVATION_STATUS.CANCELLED, RESERVATION_STATUS.NO_SHOW];

const v = (x: string | number | boolean | null) => literal(x);

async function drawIds(api: TestApi, newOrder: boolean): Promise<{ orderId: number | null; itemId: number; reservationId: number }> {
  const draw = async () => {
    const [ids] = await api.database.query<{ order_id: number | null; item_id: number; reservation_id: number }>(`select
      ${newOrder ? `nextval(pg_get_serial_sequence('orders', 'order_id'))::int` : 'null::int'} as order_id,
      nextval(pg_get_serial_sequence('order_items', 'item_id'))::int as item_id,
      nextval(pg_get_serial_sequence('reservations', 'reservation_id'))::int as reservation_id`);
    return { orderId: ids!.order_id, itemId: ids!.item_id, reservationId: ids!.reservation_id };
  };
  const ids = await draw();
  if (ids.itemId !== ids.reservationId && ids.orderId !== ids.itemId && ids.orderId !== ids.reservationId) return ids;
  // Sequences that run in step would give a stay the same id as its order and its item, and a test
  // that sends one where the API expects another would still pass: set them apart, once.
  await api.database.query(
    `select setval(pg_get_serial_sequence('order_items', 'item_id'), $1::bigint), setval(pg_get_serial_sequence('reservations', 'reservation_id'), $2::bigint)`,
    [Math.max(ids.itemId, ids.orderId ?? 0) + 100, Math.max(ids.reservationId, ids.orderId ?? 0) + 200],
  );
  return draw();
}

/** Writes the stay in one statement batch (all or nothing) and returns its ids and numbers. */
export async function writeStay(api: TestApi, s: StayRow): Promise<StayIds> {
  const joining = 'orderId' in s.order ? s.order : null;
  const drawn = s.fixedId !== undefined ? { orderId: s.fixedId, itemId: s.fixedId, reservationId: s.fixedId } : await drawIds(api, joining === null);
  const orderId = joining?.orderId ?? drawn.orderId!;
  const draft = 'draft' in s.order;
  const orderNumber = joining?.number ?? ('prefix' in s.order ? `${s.order.prefix}-${orderId}` : 'number' in s.order ? s.order.number : '');
  let rank = 1;
  if (joining) {
    const [n] = await api.database.query<{ n: number }>(`select count(*)::int n from reservations where order_id = $1`, [orderId]);
    rank = n!.n + 1;
  }
  const { itemId, reservationId } = drawn;
  const number = draft ? `DRAFT-${reservationId}` : stayNumber(orderNumber, rank);
  const orderStatus = draft ? ORDER_STATUS.PENDING : ORDER_STATUS.CONFIRMED;
  const nights = `(${v(s.checkout)}::date - ${v(s.checkin)}::date)`;
  const price = `${s.nightMinor} * ${nights}`;
  await api.database.exec(`
    ${
      joining
        ? `update orders set total_minor = total_minor + ${price} where order_id = ${orderId};`
        : `insert into orders (order_id, group_id, status, number, customer_id, currency, total_minor, created_at)
         values (${orderId}, ${s.groupId}, ${orderStatus}, ${v(draft ? null : orderNumber)}, ${s.customerId}, ${v(s.currency)}, ${price}, coalesce(${v(s.createdAt)}::timestamptz, now()));`
    }
    insert into order_items (item_id, group_id, order_id, kind, description, quantity, unit_price_minor, total_minor, service_start, service_end) values
      (${itemId}, ${s.groupId}, ${orderId}, 'room', 'Room', ${nights}, ${s.nightMinor}, ${price}, ${v(s.checkin)}, ${v(s.checkout)});
    insert into reservations (reservation_id, group_id, order_id, item_id, number, bo_number, customer_id, partner_id, guest_name, segment_id, channel, room_type_id, room_id,
      checkin, checkout, status, price_minor, currency, adults, kid_ages, invoiced, created_at, checked_in_at, checked_out_at, cancelled_at, cancel_reason, cancel_price_minor) values
      (${reservationId}, ${s.groupId}, ${orderId}, ${itemId}, ${v(number)}, ${v(s.boNumber)}, ${s.customerId}, ${v(s.partnerId)}, ${v(s.guestName)}, ${v(s.segmentId)}, ${s.channel},
       ${s.roomTypeId}, ${v(s.roomId)}, ${v(s.checkin)}, ${v(s.checkout)}, ${s.status}, ${price}, ${v(s.currency)}, ${s.adults}, ${v(s.kidAges)}, ${s.invoiced},
       coalesce(${v(s.createdAt)}::timestamptz, now()), ${v(s.checkedInAt)}, ${v(s.checkedOutAt)}, ${v(s.cancelledAt)}, ${v(s.cancelReason)}, ${v(s.cancelPriceMinor)});
    ${
      s.charges
        ? `insert into order_charges (group_id, order_id, item_id, day, kind, description, amount_minor, tax_rate_bp, family, complimentary)
      select ${s.groupId}, ${orderId}, ${itemId}, d::date, 'room_night', 'Room night', ${s.nightMinor}, ${s.nightTaxRateBp}, 'room', ${s.nightMinor === 0}
      from generate_series(${v(s.checkin)}::timestamp, ${v(s.checkout)}::timestamp - interval '1 day', interval '1 day') d;`
        : ''
    }
  `);
  return { reservationId, orderId, itemId, orderNumber, number };
}
