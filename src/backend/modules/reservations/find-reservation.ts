import { and, eq, sql } from 'drizzle-orm';
import { parseKidAges } from '../../../lib/domain/kid-ages.ts';
import type { Db } from '../../db/client.ts';
import { customers, hotels, reservationGuests, reservations, roomTypes, rooms } from '../../db/schema/index.ts';
import { dayInZone } from '../../../lib/domain/days.ts';
import { listNotes } from '../front-desk/index.ts';
import type { ReservationScope } from './list-reservations.ts';
import { reservationRowColumns } from './reservation-list-query.ts';
import { customerNameSql } from '../customers/index.ts';
import type { TReservationDetailDto } from './reservation-detail.schemas.ts';
import { allowedStayActions } from './stay-actions.ts';
import { findItemCharges, findOrder, findStayGuests, findStayTags } from './stay-detail-parts.ts';
import { businessDayAfter } from '../../core/business-day.ts';

const iso = (d: Date | null) => d?.toISOString() ?? null;

/**
 * One stay with everything the details screen shows: customer, room, order with its items, the
 * stay's charges by day, and — for hotel staff — registered guests, card tags, event notes and the
 * actions the front-desk rules allow now. Undefined outside the scope (another hotel, another company).
 */
export async function findReservation(db: Db, opts: { id: number; scope: ReservationScope; now: Date }): Promise<TReservationDetailDto | undefined> {
  const [row] = await db
    .select({
      ...reservationRowColumns,
      // The joined rows below give these names: no second lookup of the same rows by subquery.
      customerName: customerNameSql(customers),
      roomTypeCode: roomTypes.code,
      roomName: rooms.name,
      groupId: reservations.groupId,
      roomTypeName: roomTypes.name,
      channel: reservations.channel,
      adults: reservations.adults,
      kidAges: reservations.kidAges,
      forced: reservations.forced,
      cancelReason: reservations.cancelReason,
      cancelPriceMinor: reservations.cancelPriceMinor,
      checkedInAt: reservations.checkedInAt,
      checkedOutAt: reservations.checkedOutAt,
      customerEmail: customers.email,
      customerPhone: customers.phone,
      housekeepingStatus: rooms.housekeepingStatus,
      timezone: sql<string>`(select h.timezone from ${hotels} h where h.group_id = ${reservations.groupId})`,
      lastClosed: sql<string | null>`(select max(b.day)::text from business_days b where b.group_id = ${reservations.groupId})`,
      closedBeforeCheckIn: sql<
        string | null
      >`(select max(b.day)::text from business_days b where b.group_id = ${reservations.groupId} and b.closed_at <= ${reservations.checkedInAt})`,
      ratePlan: sql<{
        id: number;
        code: string;
        name: string;
        nameFr: string;
      } | null>`(select json_build_object('id', p.plan_id, 'code', p.code, 'name', p.name, 'nameFr', p.name_fr)
        from reservation_rate_plans rp join rate_plans p on p.plan_id = rp.plan_id where rp.reservation_id = ${reservations.reservationId})`,
      guestsCount: sql<number>`(select count(*) from ${reservationGuests} where ${reservationGuests.reservationId} = ${reservations.reservationId})`.mapWith(
        Number,
      ),
    })
    .from(reservations)
    .innerJoin(customers, eq(customers.customerId, reservations.customerId))
    .innerJoin(roomTypes, eq(roomTypes.roomTypeId, reservations.roomTypeId))
    .leftJoin(rooms, eq(rooms.roomId, reservations.roomId))
    .where(
      and(
        eq(reservations.reservationId, opts.id),
        opts.scope.groupId === -1 ? undefined : eq(reservations.groupId, opts.scope.groupId),
        opts.scope.partnerId !== null ? eq(reservations.partnerId, opts.scope.partnerId) : undefined,
      ),
    )
    .limit(1);
  if (!row) return undefined;

  const staff = opts.scope.partnerId === null;
  const [order, charges, guests, tags, notes] = await Promise.all([
    findOrder(db, row.orderId),
    findItemCharges(db, row.itemId),
    staff ? findStayGuests(db, row.id) : null,
    staff ? findStayTags(db, row.id) : null,
    staff ? listNotes(db, { reservationId: row.id }) : null,
  ]);
  const today = businessDayAfter(row.lastClosed, dayInZone(opts.now, row.timezone));
  const checkedInDay = row.checkedInAt ? businessDayAfter(row.closedBeforeCheckIn, dayInZone(row.checkedInAt, row.timezone)) : null;
  const kids = parseKidAges(row.kidAges);
  const priceMinor = Number(row.priceMinor);
  return {
    id: row.id,
    groupId: row.groupId,
    itemId: row.itemId,
    orderId: row.orderId,
    number: row.number,
    boNumber: row.boNumber,
    status: row.status,
    checkin: row.checkin,
    checkout: row.checkout,
    numberOfNights: row.numberOfNights,
    created: row.created,
    guestName: row.guestName,
    adults: row.adults,
    kidAges: kids,
    guestsCount: Number(row.guestsCount),
    customer: { id: row.customerId, name: row.customerName, email: row.customerEmail, phone: row.customerPhone },
    partner: row.partnerId === null ? null : { id: row.partnerId, name: row.partnerName ?? '' },
    segment: row.segmentId === null ? null : { id: row.segmentId, name: row.segment ?? '' },
    channel: row.channel,
    ratePlan: row.ratePlan,
    roomType: { id: row.roomTypeId, code: row.roomTypeCode, name: row.roomTypeName },
    room: row.roomId === null ? null : { id: row.roomId, name: row.roomName ?? '', housekeepingStatus: row.housekeepingStatus ?? 'CLEAN' },
    priceMinor,
    currency: row.currency,
    invoiced: row.invoiced,
    forced: row.forced,
    cancelled: row.cancelled,
    cancelReason: row.cancelReason,
    cancelPriceMinor: row.cancelPriceMinor === null ? null : Number(row.cancelPriceMinor),
    pricePerNightMinor: row.numberOfNights > 0 ? Math.round(priceMinor / row.numberOfNights) : priceMinor,
    checkedInAt: iso(row.checkedInAt),
    checkedOutAt: iso(row.checkedOutAt),
    timezone: row.timezone,
    today,
    order,
    charges,
    guests,
    tags,
    notes,
    actions: staff ? allowedStayActions({ ...row, tagCount: tags?.length ?? 0, checkedInDay }, today) : [],
  };
}
