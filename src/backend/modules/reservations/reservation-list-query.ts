import { and, asc, desc, eq, gte, inArray, isNotNull, lt, lte, ne, sql, type SQL } from 'drizzle-orm';
import { alias, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { customers, marketSegments, reservations, roomTypes, rooms } from '../../db/schema/index.ts';
import { type ReservationFilter, type SortKey } from '../../../lib/domain/reservation-filter.ts';
import { addDays } from '../../../lib/domain/days.ts';
import { escapeLike } from '../../db/escape-like.ts';
import { customerNameSql } from '../customers/index.ts';

const customer = alias(customers, 'c');
const partner = alias(customers, 'p');

/**
 * The columns of a list row, over the reservations table alone; dates as text so both engines give
 * 'YYYY-MM-DD'. The names of the customer, partner, segment, room type and room come from scalar
 * subqueries rather than joins: six joined tables cost PostgreSQL 2.5 ms of planning for each page
 * of five rows, against 0.2 ms this way (each subquery is one primary-key lookup).
 */
export const reservationRowColumns = {
  id: reservations.reservationId,
  itemId: reservations.itemId,
  orderId: reservations.orderId,
  number: reservations.number,
  boNumber: reservations.boNumber,
  guestName: reservations.guestName,
  customerId: reservations.customerId,
  customerName: sql<string>`(select ${customerNameSql(customer)} from ${customers} c where ${customer.customerId} = ${reservations.customerId})`,
  partnerId: reservations.partnerId,
  // Null without a partner.
  partnerName: sql<string | null>`(select ${customerNameSql(partner)} from ${customers} p where ${partner.customerId} = ${reservations.partnerId})`,
  segmentId: reservations.segmentId,
  segment: sql<string | null>`(select s.name from ${marketSegments} s where s.segment_id = ${reservations.segmentId})`,
  roomTypeId: reservations.roomTypeId,
  roomTypeCode: sql<string>`(select t.code from ${roomTypes} t where t.room_type_id = ${reservations.roomTypeId})`,
  roomId: reservations.roomId,
  roomName: sql<string | null>`(select m.name from ${rooms} m where m.room_id = ${reservations.roomId})`,
  numberOfNights: sql<number>`(${reservations.checkout} - ${reservations.checkin})`.mapWith(Number),
  checkin: sql<string>`${reservations.checkin}::text`,
  checkout: sql<string>`${reservations.checkout}::text`,
  created: sql<string>`to_char(${reservations.createdAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')`,
  cancelled: sql<string | null>`to_char(${reservations.cancelledAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')`,
  status: reservations.status,
  priceMinor: reservations.priceMinor,
  currency: reservations.currency,
  invoiced: reservations.invoiced,
};

const utc = (dayText: string) => sql`${`${dayText}T00:00:00Z`}::timestamptz`;

/**
 * The WHERE of a filter in one hotel (-1: every hotel, for the all_hotels permission), over the
 * reservations table alone, so the count and the page's id scan need no join.
 */
export function reservationConditions(f: ReservationFilter, scope: { groupId: number; partnerId: number | null }): SQL | undefined {
  const r = reservations;
  const c: (SQL | undefined)[] = [
    scope.groupId === -1 ? undefined : eq(r.groupId, scope.groupId),
    // A partner user only ever sees the bookings of their own company.
    scope.partnerId !== null ? eq(r.partnerId, scope.partnerId) : undefined,
    f.partnerId !== undefined ? eq(r.partnerId, f.partnerId) : undefined,
    f.customerId !== undefined ? eq(r.customerId, f.customerId) : undefined,
    f.segmentId !== undefined ? eq(r.segmentId, f.segmentId) : undefined,
    f.roomTypeId !== undefined ? eq(r.roomTypeId, f.roomTypeId) : undefined,
    f.statuses ? (f.statuses.length === 1 ? eq(r.status, f.statuses[0]!) : inArray(r.status, f.statuses)) : undefined,
    f.invoiced !== undefined ? eq(r.invoiced, f.invoiced) : undefined,
    f.created ? and(gte(r.createdAt, utc(f.created.from)), lt(r.createdAt, utc(f.created.to))) : undefined,
    f.checkin ? and(gte(r.checkin, f.checkin.from), lte(r.checkin, f.checkin.to)) : undefined,
    f.checkout ? and(gte(r.checkout, f.checkout.from), lte(r.checkout, f.checkout.to)) : undefined,
    // In the hotel that day (checkin <= day <= checkout): the stays over its night, through the
    // (group, stay) GiST index, or leaving that morning; as two ranges on checkin and checkout the
    // count read every future booking of the hotel to find a day's ~300. The checkin bound stays
    // for the page, read backwards from that day's arrivals on the (group, checkin) index.
    f.on ? and(lte(r.checkin, f.on), sql`(${r.stay} @> ${f.on}::date or ${r.checkout} = ${f.on}::date)`) : undefined,
    f.cancelled ? and(gte(r.cancelledAt, utc(f.cancelled.from)), lt(r.cancelledAt, utc(addDays(f.cancelled.to, 1)))) : undefined,
    // Guest name contains the text, case-insensitively (lower(guest_name) is indexed per hotel).
    f.guest ? sql`lower(${r.guestName}) like ${`%${escapeLike(f.guest.toLowerCase())}%`}` : undefined,
    f.bookingNumber ? sql`${r.number} like ${`${escapeLike(f.bookingNumber)}%`}` : undefined,
    f.number ? sql`${r.number} like ${`${escapeLike(f.number)}%`}` : undefined,
    f.boNumber ? sql`${r.boNumber} like ${`${escapeLike(f.boNumber)}%`}` : undefined,
    ...periodConditions(f),
  ];
  return and(...c);
}

function periodConditions(f: ReservationFilter): (SQL | undefined)[] {
  const p = f.period;
  if (!p) return [];
  if (p.checkin && p.checkout) {
    // The stays of the period, minus those leaving on its first day and those without a room.
    return [
      lte(reservations.checkin, p.checkout),
      gte(reservations.checkout, p.checkin),
      ne(reservations.checkout, p.checkin),
      isNotNull(reservations.roomId),
      sql`exists (select 1 from ${rooms} where ${rooms.roomId} = ${reservations.roomId} and ${rooms.name} <> '')`,
    ];
  }
  return [p.checkin ? eq(reservations.checkin, p.checkin) : eq(reservations.checkout, p.checkout!)];
}

const SORT_COLUMNS: Record<SortKey, SQL | AnyPgColumn> = {
  number: reservations.number,
  guest: sql`lower(${reservations.guestName})`,
  checkin: reservations.checkin,
  checkout: reservations.checkout,
  created: reservations.createdAt,
  status: reservations.status,
};

export function reservationOrder(f: ReservationFilter): SQL[] {
  const dir = f.dir === 'asc' ? asc : desc;
  return [dir(SORT_COLUMNS[f.sort]), dir(reservations.reservationId)];
}
