import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { customers, inventoryHolds, orderCharges, orderEvents, orderItems, orders, reservations } from '../../db/schema/index.ts';
import { AppError, conflict, forbidden, invalid, pgErrorCode } from '../../http/errors.ts';
import { AUDIT } from '../../../lib/domain/audit-types.ts';
import { RESERVATION_STATUS } from '../../../lib/domain/reservation-status.ts';
import { hasPermission, isPartner, type SessionUser } from '../../../lib/domain/session-user.ts';
import { recordAuditEvent } from '../audit/record-audit-event.ts';
import type { BookingHotel } from './find-booking-hotel.ts';
import { findRoomType, lockRoomType } from './lock-room-type.ts';
import { holdIsLive, lockHold } from './hold-data.ts';
import { assertRoomFree, checkBookedCustomer, checkBookedRoom, checkBookedSegment, roomTaken } from './check-booking-links.ts';
import { ORDER_STATUS } from '../orders/order-status.ts';
import { DEFAULT_CHANNEL } from './booking-config.ts';
import { nextOrderNumber } from './next-order-number.ts';
import { assertPartnerBooking } from './partner-rules.ts';
import { quoteRoomTypes } from './quote-room-types.ts';
import { nightsBetween } from './price-stay.ts';
import type { TClientDraft, TCreateReservationRequest } from './booking.schemas.ts';
import type { TBookedReservationDto } from '../../../lib/domain/booking-dto.ts';
import { roomItemDescription } from '../../../lib/domain/stay-lines.ts';
import { reservationRatePlans } from '../../db/schema/rates.ts';
import { loadRateContext } from '../rates/load-rate-context.ts';
import { choosePlan, priceOnPlan } from '../rates/price-with-plan.ts';

/**
 * Books a stay: in one transaction, with the room type locked so the last unit cannot be sold
 * twice, it creates the confirmed order with its number, the room item, one charge per night at
 * the quoted (or given) price, the reservation (expected) and the audit event 9. A named room is
 * guarded by the exclusion constraint: an overlap is a 409 naming the room and the nights. The
 * stay is priced on its rate plan (the hotel's base plan by default) and refused (409, `field`
 * the rule) when one of the plan's restrictions forbids it, unless forced.
 */
export async function createReservation(db: Db, opts: { hotel: BookingHotel; user: SessionUser; input: TCreateReservationRequest; now: Date }): Promise<TBookedReservationDto> {
  const { hotel, user, input, now } = opts;
  const groupId = hotel.groupId;
  const nights = nightsBetween(input.checkin, input.checkout);
  const partnerId = isPartner(user) ? user.customerId : null;
  if (partnerId !== null) assertPartnerBooking(partnerId, input);
  if (input.forced && !hasPermission(user, 'forced_reservation')) throw forbidden('A forced reservation needs the forced_reservation permission.');

  const type = await findRoomType(db, { groupId, roomTypeId: input.roomTypeId });
  const party = input.adults + input.kidAges.length;
  if (party > type.capacity) throw invalid('adults', `${type.name} sleeps ${type.capacity}, not ${party} guests`);
  const room = input.roomId !== undefined ? await checkBookedRoom(db, { groupId, roomId: input.roomId, roomTypeId: input.roomTypeId }) : null;
  const segment = input.segmentId !== undefined ? await checkBookedSegment(db, { groupId, segmentId: input.segmentId }) : null;
  const customerId = partnerId ?? input.customerId;
  const known = customerId !== undefined ? await checkBookedCustomer(db, { groupId, customerId }) : null;
  if (!known && !input.client) throw invalid('customerId', 'give the customer id or a client info draft');
  const guestName = input.guestName ?? (input.client && (partnerId !== null || !known) ? draftName(input.client) : known!.guestName);
  const channel = input.channel ?? segment?.channel ?? known?.channel ?? null;

  try {
    return await db.transaction(async (tx) => {
      const hold = input.holdId !== undefined ? await lockHold(tx, { holdId: input.holdId, allowedGroups: [groupId] }) : null;
      if (hold) {
        if (!holdIsLive(hold, now)) throw conflict(`Hold ${hold.holdId} is ${hold.status === 'held' ? `expired since ${hold.expiresAt.toISOString()}` : hold.status}; book without it or hold again.`);
        if (hold.roomTypeId !== input.roomTypeId || hold.checkin !== input.checkin || hold.checkout !== input.checkout) {
          throw invalid('holdId', `hold ${hold.holdId} is for room type ${hold.roomTypeId} from ${hold.checkin} to ${hold.checkout}, not this stay`);
        }
      }
      const [quote] = await quoteRoomTypes(tx, {
        groupId, roomTypeId: input.roomTypeId, checkin: input.checkin, nights, adults: input.adults, kidAges: input.kidAges, now,
        channel, clientId: customerId ?? null, excludeHoldId: hold?.holdId ?? null,
      });
      const ctx = await loadRateContext(tx, { groupId, from: input.checkin, to: input.checkout, roomTypeId: input.roomTypeId, clientId: customerId ?? null });
      const segments = input.segmentId !== undefined ? [input.segmentId] : ctx.clientSegments;
      const plan = quote ? choosePlan(ctx, { planId: input.planId, channel: quote.channel, segments, field: 'planId' }) : null;
      const priced = plan && quote ? priceOnPlan(ctx, plan, quote, { checkin: input.checkin, nights, kidAges: input.kidAges }) : null;
      if (priced?.restriction && !input.forced) throw new AppError('conflict', `${type.name}, ${input.checkin} to ${input.checkout}: ${priced.restriction.message}`, priced.restriction.rule);
      // The booking's own hold is left out of the count: its units are this booking's. This first
      // count answers at once when nothing is left; the one that decides comes after the inserts.
      const left = quote?.unitsLeft ?? 0;
      if (left < 1 && !input.forced) {
        throw soldOut(type.name, input.checkin, input.checkout, quote?.units ?? 0);
      }
      if (room) {
        // Bookings of one room queue here, before their inserts: two stays racing into the exclusion
        // constraint while each waits for the other's room-type lock would deadlock.
        await tx.execute(sql`select 1 from rooms where room_id = ${input.roomId!} for no key update`);
        await assertRoomFree(tx, { roomId: input.roomId!, roomName: room.name, checkin: input.checkin, checkout: input.checkout });
      }

      const nightly = (priced?.nightly ?? quote?.nightly ?? []).map((n) => ({ day: n.day, priceMinor: input.priceMinor ?? n.priceMinor }));
      const totalMinor = nightly.reduce((s, n) => s + n.priceMinor, 0);
      const bookedFor = customerId ?? (await createClient(tx, { groupId, draft: input.client! }));
      const [order] = await tx.insert(orders).values({
        groupId, orderType: 'Customer', number: null, status: ORDER_STATUS.CONFIRMED, currency: hotel.currency, customerId: bookedFor,
        posId: user.preferredPos.find((p) => p.posId === user.posId && p.groupId === groupId)?.posId ?? null,
        createdBy: user.userId, totalMinor, createdAt: now, confirmedAt: now,
      }).returning({ orderId: orders.orderId });
      const orderId = order!.orderId;
      const [item] = await tx.insert(orderItems).values({
        groupId, orderId, kind: 'room', status: RESERVATION_STATUS.EXPECTED, description: roomItemDescription(type.name, nights), quantity: nights,
        unitPriceMinor: nightly[0]?.priceMinor ?? 0, totalMinor, serviceStart: input.checkin, serviceEnd: input.checkout,
      }).returning({ itemId: orderItems.itemId });
      const itemId = item!.itemId;
      await tx.insert(orderCharges).values(nightly.map((n) => ({ groupId, orderId, itemId, day: n.day, kind: 'room_night' as const, description: 'Room night', amountMinor: n.priceMinor })));
      const [res] = await tx.insert(reservations).values({
        groupId, orderId, itemId, number: `pending-${orderId}`, boNumber: input.boNumber ?? null, customerId: bookedFor, partnerId, guestName,
        segmentId: input.segmentId ?? (partnerId !== null ? known?.segmentId : null) ?? null, channel: quote?.channel ?? DEFAULT_CHANNEL, roomTypeId: input.roomTypeId, roomId: input.roomId ?? null,
        checkin: input.checkin, checkout: input.checkout, adults: input.adults, kidAges: input.kidAges.join(','), status: RESERVATION_STATUS.EXPECTED,
        priceMinor: totalMinor, currency: hotel.currency, forced: input.forced, createdAt: now, createdBy: user.userId,
      }).returning({ id: reservations.reservationId });
      const id = res!.id;
      if (plan) await tx.insert(reservationRatePlans).values({ reservationId: id, planId: plan.planId });
      // A hold of several units (several rooms of one type) gives one unit to each booking made with it.
      if (hold) {
        const rest = hold.units > 1 ? { units: hold.units - 1 } : { status: 'consumed' as const };
        await tx.update(inventoryHolds).set({ ...rest, reservationId: id }).where(eq(inventoryHolds.holdId, hold.holdId));
      }
      // The serialisation point, as late as possible so that bookings of a type queue only for a
      // count and a counter, not for each other's whole transaction: under the room type's lock,
      // this booking's own row now counts, and the type must not be sold beyond its rooms on any
      // night. Read committed re-reads at each statement, so every booking committed before the
      // lock was granted is counted: two bookings can never both take the last unit.
      if (!input.forced) {
        await lockRoomType(tx, { groupId, roomTypeId: input.roomTypeId });
        const [after] = await quoteRoomTypes(tx, { groupId, roomTypeId: input.roomTypeId, checkin: input.checkin, nights, adults: input.adults, kidAges: input.kidAges, now, channel });
        if ((after?.oversold ?? 0) > 0) throw soldOut(type.name, input.checkin, input.checkout, after?.units ?? 0);
      }
      const number = await nextOrderNumber(tx, { groupId, code: hotel.code });
      const resNumber = `${number}-1`;
      await tx.update(orders).set({ number }).where(eq(orders.orderId, orderId));
      await tx.update(reservations).set({ number: resNumber }).where(eq(reservations.reservationId, id));
      const where = room ? `room ${room.name}` : 'no room yet';
      await tx.insert(orderEvents).values({ groupId, orderId, userId: user.userId, type: 'confirmed', message: `Order ${number} confirmed: ${type.name} (${where}), ${input.checkin} to ${input.checkout}`, createdAt: now });
      await recordAuditEvent(tx, {
        groupId, user: { userId: user.userId, name: user.name }, typeId: AUDIT.CREATE_RESERVATION, itemId, itemNumber: resNumber,
        message: `Reservation ${resNumber} created for ${guestName}: ${type.name}, ${where}, ${input.checkin} to ${input.checkout}${input.forced ? ' (forced)' : ''}`,
        detail: `${nights} night(s), total ${(totalMinor / 100).toFixed(2)} ${hotel.currency}, channel ${quote?.channel ?? DEFAULT_CHANNEL}${plan ? `, plan ${plan.code}` : ''}${hold ? `, hold ${hold.holdId}` : ''}`,
      });
      return {
        id, itemId, orderId, number: resNumber, roomId: input.roomId ?? null, roomName: room?.name ?? null, roomTypeId: input.roomTypeId,
        checkin: input.checkin, checkout: input.checkout, numberOfNights: nights, status: RESERVATION_STATUS.EXPECTED,
        priceMinor: nightly[0]?.priceMinor ?? 0, totalMinor, guestName, customerId: bookedFor, partnerId,
      };
    });
  } catch (err) {
    if (!(err instanceof AppError) && pgErrorCode(err) === '23P01' && room) throw roomTaken({ roomName: room.name, checkin: input.checkin, checkout: input.checkout });
    throw err;
  }
}

function soldOut(typeName: string, checkin: string, checkout: string, units: number): AppError {
  return conflict(`No ${typeName} is left from ${checkin} to ${checkout} (all ${units} units are taken or held); choose other dates or another room type.`);
}

function draftName(d: TClientDraft): string {
  return `${d.firstName} ${d.lastName}`.trim();
}

/** The client info draft becomes a natural person of the hotel. */
async function createClient(tx: Db, o: { groupId: number; draft: TClientDraft }): Promise<number> {
  const d = o.draft;
  const [c] = await tx.insert(customers).values({
    groupId: o.groupId, kind: 'person', civility: d.civilite ?? null, firstName: d.firstName, lastName: d.lastName, email: d.email, phone: d.phone,
    countryCode: d.countryCode?.toUpperCase() ?? null, city: d.city,
  }).returning({ customerId: customers.customerId });
  return c!.customerId;
}
