import type { THoldBody, TReservationBody } from '../domain/booking-dto.ts';
import { checkoutOf, guestsParam, type BookingMode, type BookingState, type ClientDraft } from './booking-draft.ts';

/**
 * What the booking service is asked, built from the draft: the quote's query, the hold, one
 * reservation per room. And what stops the clerk before the hold, as label keys of 'booking.*'.
 */
export type Problem =
  | 'booking.problem.search'
  | 'booking.problem.type'
  | 'booking.problem.units'
  | 'booking.problem.client'
  | 'booking.problem.lastName'
  | 'booking.problem.email'
  | 'booking.problem.country';

type ReservationBody = Omit<Partial<TReservationBody>, 'client'> & {
  client?: Partial<ClientDraft> | undefined;
};

/**
 * GET /quotes: sold-out types come too, greyed on screen (and bookable only when forced), each
 * priced on every plan on offer to the segment (or the client's segments).
 */
export function quoteQuery(s: BookingState, mode: BookingMode): Record<string, string> {
  const q: Record<string, string> = { checkin: s.checkin, nights: String(s.nights), guests: guestsParam(s), ignoreAvailability: 'true' };
  if (mode.partner) return q;
  if (s.channel !== null) q['channel'] = String(s.channel);
  if (s.segmentId !== null) q['segment'] = String(s.segmentId);
  if (s.client.kind === 'customer') q['client'] = String(s.client.id);
  return q;
}

/**
 * A forced booking of a type with too few units left cannot hold inventory that is not there: it
 * books straight away, with the forced flag, and the server checks the permission.
 */
export function bookingWithoutHold(s: BookingState): boolean {
  const type = s.quote?.roomTypes.find((t) => t.roomTypeId === s.roomTypeId);
  return s.forced && type !== undefined && type.unitsLeft < s.rooms;
}

export function holdRequest(s: BookingState): THoldBody | null {
  if (s.roomTypeId === null) return null;
  return { roomTypeId: s.roomTypeId, checkin: s.checkin, nights: s.nights, units: s.rooms };
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

function draftProblems(d: ClientDraft, lastNameNeeded: boolean): Problem[] {
  const out: Problem[] = [];
  if (lastNameNeeded && !d.lastName.trim()) out.push('booking.problem.lastName');
  if (d.email.trim() && !EMAIL.test(d.email.trim())) out.push('booking.problem.email');
  if (d.countryCode && !/^[A-Z]{2}$/.test(d.countryCode)) out.push('booking.problem.country');
  return out;
}

/** Why the draft cannot be held yet; empty when it can. */
export function bookingProblems(s: BookingState, mode: BookingMode): Problem[] {
  const out: Problem[] = [];
  const type = s.quote?.roomTypes.find((t) => t.roomTypeId === s.roomTypeId);
  const stale = s.quote !== null && (s.quote.checkin !== s.checkin || s.quote.nights !== s.nights);
  if (!s.quote || stale) out.push('booking.problem.search');
  else if (!type) out.push('booking.problem.type');
  else if (type.unitsLeft < s.rooms && !s.forced) out.push('booking.problem.units');
  if (mode.partner) return [...out, ...draftProblems(s.draft, s.draft.firstName.trim() !== '')];
  if (s.client.kind === 'none') out.push('booking.problem.client');
  if (s.client.kind === 'draft') out.push(...draftProblems(s.draft, true));
  return out;
}

function draftBody(d: ClientDraft): Partial<ClientDraft> {
  const out: Partial<ClientDraft> = {};
  for (const [k, v] of Object.entries(d) as [keyof ClientDraft, string][]) if (v.trim()) out[k] = v.trim();
  return out;
}

/**
 * One POST /reservations per room, all with the hold and the plan chosen. A partner names nothing
 * but the stay, its plan and, if they wish, the guest's name (the company is theirs whatever they send).
 */
export function reservationRequests(s: BookingState, mode: BookingMode): ReservationBody[] {
  if (s.roomTypeId === null) return [];
  const base: ReservationBody = {
    roomTypeId: s.roomTypeId,
    checkin: s.checkin,
    checkout: checkoutOf(s),
    adults: s.adults,
    kidAges: s.kidAges,
    ...(s.planId !== null ? { planId: s.planId } : {}),
    ...(s.hold ? { holdId: s.hold.holdId } : {}),
  };
  if (mode.partner) {
    const guest = s.draft.lastName.trim() ? { client: draftBody(s.draft) } : { customerId: mode.partner.id };
    return Array.from({ length: s.rooms }, () => ({ ...base, ...guest }));
  }
  const who = s.client.kind === 'customer' ? { customerId: s.client.id } : { client: draftBody(s.draft) };
  const staff: ReservationBody = {
    ...base,
    ...who,
    ...(s.segmentId !== null ? { segmentId: s.segmentId } : {}),
    ...(s.channel !== null ? { channel: s.channel } : {}),
    ...(s.priceChanged && s.priceMinor !== null ? { priceMinor: s.priceMinor } : {}),
    ...(s.forced ? { forced: true } : {}),
  };
  return s.roomIds.slice(0, s.rooms).map((roomId) => (roomId === null ? { ...staff } : { ...staff, roomId }));
}
