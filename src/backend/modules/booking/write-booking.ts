import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { rowsOf } from '../../core/rows.ts';
import { prepared } from '../../db/prepared.ts';
import { AUDIT } from '../../../lib/domain/audit-types.ts';
import { RESERVATION_STATUS } from '../../../lib/domain/reservation-status.ts';
import { ORDER_STATUS } from '../../core/order-status.ts';
import { addDays } from '../../../lib/domain/days.ts';
import { startOrderNumbers, stayNumberSql } from '../../core/numbering.ts';
import { englishAroundNumber, type AuditText } from '../audit/index.ts';
import type { Actor } from '../../core/actor.ts';
import { lineColumns, storedLine } from '../../../lib/i18n/stored-texts.ts';
import type { LineText } from '../../../lib/domain/stay-lines.ts';

export interface BookingRows {
  groupId: number;
  /** The hotel's code and currency: numbers are `CODE-n` for the order and `CODE-n-1` for its stay. */
  code: string;
  currency: string;
  roomTypeId: number;
  roomId: number | null;
  checkin: string;
  checkout: string;
  adults: number;
  kidAges: string;
  /** The booked customer, or (null) the natural person the booking creates from `newClient`. */
  customerId: number | null;
  newClient: NewClient | null;
  partnerId: number | null;
  guestName: string;
  segmentId: number | null;
  channel: number;
  boNumber: string | null;
  posId: number | null;
  forced: boolean;
  /** The room item's line (its kind and values), and the price of each night in order from the arrival. */
  description: LineText;
  nightly: number[];
  /** The stay is given away (a complimentary plan): its nights may be at zero, marked so. */
  complimentary: boolean;
  planId: number | null;
  /** The hold the booking is made with: it gives the booking one of its units. */
  hold: { holdId: number; units: number } | null;
  user: Actor;
  now: Date;
  /** The order event's message after 'Order CODE-n'; the audit message's key and values but the stay's number, which the statement gives it ('CODE-n-1'); its detail. */
  eventTail: string;
  auditText: AuditText;
  auditDetail: string;
}

/** A client info draft: the natural person a booking creates for its guest. */
export interface NewClient {
  civility: string | null;
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  countryCode: string | null;
  city: string;
}

export type WrittenBooking =
  { roomTaken: true } | { oversold: number } | { oversold: 0; number: string; orderId: number; itemId: number; reservationId: number; customerId: number };

/** A booking's nights: the one kind of line each is. */
const ROOM_NIGHT = storedLine('folio.line.roomNight');

/** auberge_lock_booking's answer when the booking's room is taken over its nights (migration 0026). */
const ROOM_TAKEN = -1;

/**
 * A booking in ONE statement, which out of a transaction is also its commit: the locks and the check
 * that the room type is not sold beyond its rooms on any night (`auberge_lock_booking`, migrations
 * 0022 and 0026: the named room's row, then the type's nights, this booking counted in a snapshot
 * taken after the locks were granted; the count skipped when forced), the hotel's next order number
 * (its sequence, drawn only once the checks passed), the client the booking creates, the confirmed
 * order, its room item, one charge per night at the hotel's room tax rate (auberge_tax_rate, migration
 * 0031: a missing rate refuses the booking before its number is drawn; 409 naming the family), the
 * stay (expected), its rate plan, the hold's unit,
 * the order's confirmation event and the audit event 9.
 *
 * Two bookings of a type wait for each other only when they share a night, and only while the
 * database runs the first one's statement and commits: no round trip to the application holds a
 * lock. When the type would be oversold, nothing is written and `oversold` says by how many units;
 * when the named room is taken, nothing is written either (`roomTaken`).
 */
export async function writeBooking(tx: Db, b: BookingRows, numbersStarted = false): Promise<WrittenBooking> {
  const nights = b.nightly.length;
  const item = lineColumns(b.description);
  const total = b.nightly.reduce((s, n) => s + n, 0);
  const days = b.nightly.map((_, i) => addDays(b.checkin, i));
  const unitsKept = b.hold ? b.hold.units - 1 : 0;
  // The English message around the number the statement draws: the key's rendering, as recordAuditEvent stores it.
  const { head: auditHead, tail: auditTail } = englishAroundNumber(b.auditText.key, b.auditText.params);
  const client = b.newClient;
  // The stay's number, from the order's as the statement draws it (core/numbering.ts).
  const stay = stayNumberSql(sql`o.number`, 1);
  // The nights and their prices travel as one text each: both engines take a text parameter alike.
  // Kept prepared (prepared.ts): its parse was a third of the time the room type stayed locked.
  const [first] = await rowsOf<{
    oversold: number;
    number: string | null;
    order_id: number | null;
    item_id: number | null;
    reservation_id: number | null;
    customer_id: number | null;
  }>(
    tx,
    sql`${prepared('write-booking')}
    with chk as (
      select auberge_lock_booking(${b.groupId}::int, ${b.roomTypeId}::int, ${b.roomId}::int, ${b.forced}::boolean, ${b.checkin}::date, ${b.checkout}::date,
        ${b.now}::timestamptz, ${b.hold?.holdId ?? null}::int, ${unitsKept}::int) as oversold
    ),
    tax as (select auberge_tax_rate(${b.groupId}::int, 'room') as bp),
    drawn as (select auberge_next_order_number(${b.groupId}::int) as k where (select oversold from chk) = 0 and (select bp from tax) is not null),
    n as (select ${b.code}::text || '-' || k as number from drawn where k is not null),
    cu as (
      insert into customers (group_id, kind, civility, first_name, last_name, email, phone, country_code, city)
      select ${b.groupId}::int, 'person', ${client?.civility ?? null}::text, ${client?.firstName ?? ''}::text, ${client?.lastName ?? ''}::text, ${client?.email ?? ''}::text, ${client?.phone ?? ''}::text,
        ${client?.countryCode ?? null}::char(2), ${client?.city ?? ''}::text
      from n where ${client !== null}::boolean
      returning customer_id
    ),
    who as (select coalesce(${b.customerId}::int, (select customer_id from cu)) as customer_id),
    o as (
      insert into orders (group_id, order_type, number, status, currency, customer_id, pos_id, created_by, total_minor, created_at, confirmed_at)
      select ${b.groupId}::int, 'Customer', n.number, ${ORDER_STATUS.CONFIRMED}::int, ${b.currency}::char(3), who.customer_id, ${b.posId}::int, ${b.user.userId}::int, ${total}::bigint, ${b.now}::timestamptz, ${b.now}::timestamptz from n cross join who
      returning order_id, number
    ),
    i as (
      insert into order_items (group_id, order_id, kind, status, description, text_key, text_params, quantity, unit_price_minor, total_minor, service_start, service_end)
      select ${b.groupId}::int, o.order_id, 'room', ${RESERVATION_STATUS.EXPECTED}::int, ${item.description}::text, ${item.textKey}::text,
        ${JSON.stringify(item.textParams)}::jsonb, ${nights}::int, ${b.nightly[0] ?? 0}::bigint, ${total}::bigint, ${b.checkin}::date, ${b.checkout}::date from o
      returning item_id, order_id
    ),
    c as (
      insert into order_charges (group_id, order_id, item_id, day, kind, description, text_key, text_params, amount_minor, tax_rate_bp, family, complimentary)
      select ${b.groupId}::int, i.order_id, i.item_id, d.day, 'room_night', ${ROOM_NIGHT.description}::text, ${ROOM_NIGHT.textKey}::text, ${JSON.stringify(ROOM_NIGHT.textParams)}::jsonb, d.amount, (select bp from tax), 'room', ${b.complimentary}::boolean
      from i cross join unnest(string_to_array(${days.join(',')}::text, ',')::date[], string_to_array(${b.nightly.join(',')}::text, ',')::bigint[]) as d(day, amount)
    ),
    r as (
      insert into reservations (group_id, order_id, item_id, number, bo_number, customer_id, partner_id, guest_name, segment_id, channel, room_type_id, room_id,
        checkin, checkout, adults, kid_ages, status, price_minor, currency, forced, created_at, created_by)
      select ${b.groupId}::int, o.order_id, i.item_id, ${stay}, ${b.boNumber}::text, who.customer_id, ${b.partnerId}::int, ${b.guestName}::text, ${b.segmentId}::int,
        ${b.channel}::int, ${b.roomTypeId}::int, ${b.roomId}::int, ${b.checkin}::date, ${b.checkout}::date, ${b.adults}::int, ${b.kidAges}::text, ${RESERVATION_STATUS.EXPECTED}::int,
        ${total}::bigint, ${b.currency}::char(3), ${b.forced}::boolean, ${b.now}::timestamptz, ${b.user.userId}::int
      from o cross join i cross join who
      returning reservation_id
    ),
    p as (insert into reservation_rate_plans (reservation_id, plan_id) select r.reservation_id, ${b.planId}::int from r where ${b.planId}::int is not null),
    h as (
      update inventory_holds set units = case when units > 1 then units - 1 else units end, status = case when units > 1 then status else 'consumed' end, reservation_id = r.reservation_id
      from r where hold_id = ${b.hold?.holdId ?? null}::int
    ),
    e as (
      insert into order_events (group_id, order_id, user_id, type, message, text_key, text_params, created_at)
      select ${b.groupId}::int, o.order_id, ${b.user.userId}::int, 'confirmed', 'Order ' || o.number || ${b.eventTail}::text,
        ${b.roomId === null ? 'folio.event.bookedNoRoom' : 'folio.event.booked'}::text,
        jsonb_strip_nulls(jsonb_build_object('number', o.number, 'type', (select name from room_types where room_type_id = ${b.roomTypeId}::int),
          'room', (select name from rooms where room_id = ${b.roomId}::int), 'from', jsonb_build_object('day', ${b.checkin}::text), 'to', jsonb_build_object('day', ${b.checkout}::text))),
        ${b.now}::timestamptz from o
    ),
    a as (
      insert into audit_events (group_id, user_id, user_name, type_id, message, message_key, message_params, priority, item_id, item_number, detail)
      select ${b.groupId}::int, ${b.user.userId}::int, ${b.user.name}::text, ${AUDIT.CREATE_RESERVATION}::int, ${auditHead}::text || ${stay} || ${auditTail}::text,
        ${b.auditText.key}::text, ${JSON.stringify(b.auditText.params ?? {})}::jsonb || jsonb_build_object('number', ${stay}), 'Critical', i.item_id,
        ${stay}, ${b.auditDetail}::text
      from o cross join i
    )
    select (select oversold from chk) as oversold, o.number, o.order_id, i.item_id, r.reservation_id, (select customer_id from who) as customer_id
    from (select 1) one left join o on true left join i on true left join r on true`,
  );
  // One row always: the outer select reads `(select 1)`.
  const row = first!;
  if (row.oversold === ROOM_TAKEN) return { roomTaken: true };
  if (row.oversold > 0) return { oversold: row.oversold };
  if (row.number !== null)
    return { oversold: 0, number: row.number, orderId: row.order_id!, itemId: row.item_id!, reservationId: row.reservation_id!, customerId: row.customer_id! };
  if (numbersStarted) throw new Error(`order numbers of hotel ${b.groupId} missing after they were started`);
  // The hotel's first order: its numbers start past those already used, then the same again.
  await startOrderNumbers(tx, { groupId: b.groupId, code: b.code });
  return writeBooking(tx, b, true);
}
