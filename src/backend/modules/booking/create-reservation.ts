import { formatMoney } from '../../../lib/format.ts';
import type { Db } from '../../db/client.ts';
import { AppError, conflict, forbidden, invalid, pgErrorCode } from '../../http/errors.ts';
import { RESERVATION_STATUS } from '../../../lib/domain/reservation-status.ts';
import { hasPermission, isPartner, type SessionUser } from '../../../lib/domain/session-user.ts';
import type { BookingHotel } from './find-booking-hotel.ts';
import { findRoomTypeFor } from './lock-room-type.ts';
import { holdIsLive, lockHold, type HoldRow } from './hold-data.ts';
import { assertRoomFree, checkBookedCustomer, checkBookedRoom, checkBookedSegment, roomTaken } from './check-booking-links.ts';
import { DEFAULT_CHANNEL } from './booking-config.ts';
import { writeBooking, type NewClient } from './write-booking.ts';
import { assertPartnerBooking } from './partner-rules.ts';
import { quoteRoomTypes } from './quote-room-types.ts';
import { nightsBetween, loadRateContext, choosePlan, priceOnPlan, missingRate } from '../rates/index.ts';
import type { TClientDraft, TCreateReservationRequest } from './booking.schemas.ts';
import type { TBookedReservationDto } from '../../../lib/domain/booking-dto.ts';
import type { TRestrictionRefusal } from '../../../lib/domain/rates-dto.ts';
import { roomItemDescription } from '../../../lib/domain/stay-lines.ts';
import { stayNumber } from '../../core/numbering.ts';
import { planRuleRefusal } from './plan-rule-refusal.ts';

/**
 * Books a stay: in one write statement (writeBooking), with the room type's nights locked so the
 * last unit cannot be sold twice, it creates the client from a draft, the confirmed order with its number,
 * the room item, one charge per night at the quoted (or given) price, the reservation (expected)
 * and the audit event 9. A named room is guarded by the exclusion constraint: an overlap is a 409
 * naming the room and the nights. The stay is priced on its rate plan (the hotel's base plan by
 * default) and refused (409, `field` the rule) when one of the plan's restrictions forbids it,
 * unless forced.
 */
export async function createReservation(
  db: Db,
  opts: { hotel: BookingHotel; user: SessionUser; input: TCreateReservationRequest; now: Date },
): Promise<TBookedReservationDto> {
  const { hotel, user, input, now } = opts;
  const groupId = hotel.groupId;
  const nights = nightsBetween(input.checkin, input.checkout);
  const partnerId = isPartner(user) ? user.customerId : null;
  if (partnerId !== null) assertPartnerBooking(partnerId, input);
  if (input.forced && !hasPermission(user, 'forced_reservation')) throw forbidden('A forced reservation needs the forced_reservation permission.');

  const type = await findRoomTypeFor(db, user, { groupId, roomTypeId: input.roomTypeId });
  const party = input.adults + input.kidAges.length;
  if (party > type.capacity) throw invalid('adults', `${type.name} sleeps ${type.capacity}, not ${party} guests`);
  const room = input.roomId !== undefined ? await checkBookedRoom(db, { groupId, roomId: input.roomId, roomTypeId: input.roomTypeId }) : null;
  const segment = input.segmentId !== undefined ? await checkBookedSegment(db, { groupId, segmentId: input.segmentId }) : null;
  const customerId = partnerId ?? input.customerId;
  const known = customerId !== undefined ? await checkBookedCustomer(db, { groupId, customerId }) : null;
  if (!known && !input.client) throw invalid('customerId', 'give the customer id or a client info draft');
  const guestName = input.guestName ?? (input.client && (partnerId !== null || !known) ? draftName(input.client) : known!.guestName);
  const channel = input.channel ?? segment?.channel ?? known?.channel ?? null;

  const book = async (q: Db, hold: HoldRow | null): Promise<TBookedReservationDto> => {
    const [quote] = await quoteRoomTypes(q, {
      groupId,
      roomTypeId: input.roomTypeId,
      checkin: input.checkin,
      nights,
      adults: input.adults,
      kidAges: input.kidAges,
      now,
      channel,
      clientId: customerId ?? null,
      countTaken: false,
    });
    const ctx = await loadRateContext(q, { groupId, from: input.checkin, to: input.checkout, roomTypeId: input.roomTypeId, clientId: customerId ?? null });
    const segments = input.segmentId !== undefined ? [input.segmentId] : ctx.clientSegments;
    const plan = quote ? choosePlan(ctx, { planId: input.planId, channel: quote.channel, segments, field: 'planId' }) : null;
    const priced = plan && quote ? priceOnPlan(ctx, plan, quote, { checkin: input.checkin, nights, kidAges: input.kidAges }) : null;
    const refuse = (refusal: TRestrictionRefusal) =>
      planRuleRefusal({ roomType: type.name, plan: plan?.name ?? '', checkin: input.checkin, checkout: input.checkout, nights, refusal });
    if (priced?.restriction && !input.forced) throw refuse(priced.restriction);
    // Never sold at zero: a night without a rate refuses the booking (forced or not) unless the
    // clerk gives the price; a price of zero only on a complimentary plan.
    const complimentary = plan?.complimentary ?? false;
    if (input.priceMinor === 0 && !complimentary)
      throw invalid('priceMinor', 'a stay is sold above zero; to give it away, book it on a complimentary rate plan');
    const missing = priced
      ? priced.missing
      : quote
        ? missingRate({ roomTypeName: type.name, plan: null, rates: quote.nightly.map((n, i) => ({ day: n.day, rateMinor: quote.rates[i] ?? 0 })) })
        : null;
    if (missing && input.priceMinor === undefined) throw refuse(missing);
    // The prices only: the units left are counted once, by the write statement, under the room
    // type's lock (the booking's own hold left out: its units are this booking's). A type without
    // an active room is refused here.
    if ((quote?.units ?? 0) < 1 && !input.forced) {
      throw soldOut(type.name, input.checkin, input.checkout, quote?.units ?? 0);
    }
    // Answers at once when the room is taken; a stay written since is refused by the exclusion
    // constraint in the write (the same 409).
    if (room) await assertRoomFree(q, { roomId: input.roomId!, roomName: room.name, checkin: input.checkin, checkout: input.checkout });

    const nightly = (priced?.nightly ?? quote?.nightly ?? []).map((n) => input.priceMinor ?? n.priceMinor);
    const totalMinor = nightly.reduce((s, n) => s + n, 0);
    const where = room ? `room ${room.name}` : 'no room yet';
    const channelBooked = quote?.channel ?? DEFAULT_CHANNEL;
    const written = await writeBooking(q, {
      groupId,
      code: hotel.code,
      currency: hotel.currency,
      roomTypeId: input.roomTypeId,
      roomId: input.roomId ?? null,
      checkin: input.checkin,
      checkout: input.checkout,
      adults: input.adults,
      kidAges: input.kidAges.join(','),
      customerId: customerId ?? null,
      newClient: customerId === undefined ? newClient(input.client!) : null,
      partnerId,
      guestName,
      segmentId: input.segmentId ?? (partnerId !== null ? known?.segmentId : null) ?? null,
      channel: channelBooked,
      boNumber: input.boNumber ?? null,
      posId: user.preferredPos.find((p) => p.posId === user.posId && p.groupId === groupId)?.posId ?? null,
      forced: input.forced,
      description: roomItemDescription(type.name, nights),
      nightly,
      complimentary,
      planId: plan?.planId ?? null,
      hold: hold ? { holdId: hold.holdId, units: hold.units } : null,
      user: { userId: user.userId, name: user.name },
      now,
      eventTail: ` confirmed: ${type.name} (${where}), ${input.checkin} to ${input.checkout}`,
      auditText: {
        key: room
          ? input.forced
            ? 'audit.msg.stay.bookedForced'
            : 'audit.msg.stay.booked'
          : input.forced
            ? 'audit.msg.stay.bookedNoRoomForced'
            : 'audit.msg.stay.bookedNoRoom',
        params: { guest: guestName, roomType: type.name, room: room?.name ?? '', checkin: input.checkin, checkout: input.checkout },
      },
      auditDetail: `${nights} night(s), total ${formatMoney(totalMinor, hotel.currency.trim(), 'en')}, channel ${channelBooked}${plan ? `, plan ${plan.code}` : ''}${hold ? `, hold ${hold.holdId}` : ''}`,
    });
    if ('roomTaken' in written) throw roomTaken({ roomName: room!.name, checkin: input.checkin, checkout: input.checkout });
    if (!('number' in written)) throw soldOut(type.name, input.checkin, input.checkout, quote?.units ?? 0);
    const { orderId, itemId, reservationId: id } = written;
    const resNumber = stayNumber(written.number, 1);
    return {
      id,
      itemId,
      orderId,
      number: resNumber,
      roomId: input.roomId ?? null,
      roomName: room?.name ?? null,
      roomTypeId: input.roomTypeId,
      checkin: input.checkin,
      checkout: input.checkout,
      numberOfNights: nights,
      status: RESERVATION_STATUS.EXPECTED,
      priceMinor: nightly[0] ?? 0,
      totalMinor,
      guestName,
      customerId: written.customerId,
      partnerId,
      planId: plan?.planId ?? null,
    };
  };

  try {
    // Without a hold, the booking is its one write statement, committed as it ends: the room type
    // stays locked only while the database runs it. With a hold, the hold is locked for a transaction
    // around the reads and the write, so two bookings cannot both use it.
    if (input.holdId === undefined) return await book(db, null);
    const holdId = input.holdId;
    return await db.transaction(async (tx) => {
      const hold = await lockHold(tx, { holdId, allowedGroups: [groupId] });
      if (!holdIsLive(hold, now))
        throw conflict(
          `Hold ${hold.holdId} is ${hold.status === 'held' ? `expired since ${hold.expiresAt.toISOString()}` : hold.status}; book without it or hold again.`,
        );
      if (hold.roomTypeId !== input.roomTypeId || hold.checkin !== input.checkin || hold.checkout !== input.checkout) {
        throw invalid('holdId', `hold ${hold.holdId} is for room type ${hold.roomTypeId} from ${hold.checkin} to ${hold.checkout}, not this stay`);
      }
      return book(tx, hold);
    });
  } catch (err) {
    if (!(err instanceof AppError) && pgErrorCode(err) === '23P01' && room)
      throw roomTaken({ roomName: room.name, checkin: input.checkin, checkout: input.checkout });
    throw err;
  }
}

function soldOut(typeName: string, checkin: string, checkout: string, units: number): AppError {
  return conflict(`No ${typeName} is left from ${checkin} to ${checkout} (all ${units} units are taken or held); choose other dates or another room type.`);
}

function draftName(d: TClientDraft): string {
  return `${d.firstName} ${d.lastName}`.trim();
}

/** The client info draft: the natural person the booking creates (in its write statement). */
function newClient(d: TClientDraft): NewClient {
  return {
    civility: d.civilite ?? null,
    firstName: d.firstName,
    lastName: d.lastName,
    email: d.email,
    phone: d.phone,
    countryCode: d.countryCode?.toUpperCase() ?? null,
    city: d.city,
  };
}
