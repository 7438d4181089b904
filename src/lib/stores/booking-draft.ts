import { atom, map } from 'nanostores';
import { addDays, daysBetween } from '../domain/days.ts';
import { ADULT_AGE } from '../domain/kid-ages.ts';
import type { TBookedReservationDto, THoldDto, TQuoteResponse, TRoomTypeQuote } from '../domain/booking-dto.ts';

/**
 * The new-reservation screen's state (front-office.md §3): the reservation search (passengers,
 * nights, rooms, client, forced flag, segment) and the draft between the steps (quote, room
 * choices, order hold, booked items, cancellation and price-changed flags). It lives in the tab's
 * sessionStorage, so a refresh keeps the draft; the rules are the actions below, not the components.
 */
export const MAX_NIGHTS = 60;
export const MAX_ROOMS = 10;
export const MAX_ADULTS = 20;
export const MAX_KIDS = 10;

export interface ClientDraft {
  civilite: string;
  firstName: string;
  lastName: string;
  countryCode: string;
  countryName: string;
  phone: string;
  email: string;
  city: string;
}

export type BookingClient = { kind: 'none' } | { kind: 'customer'; id: number; name: string } | { kind: 'draft' };

export interface BookedItem {
  id: number;
  number: string;
  guestName: string;
  checkin: string;
  checkout: string;
  totalMinor: number;
  currency: string;
  /** The name of the rate plan the stay was sold on ('' without one), and its French name. */
  plan?: string;
  planFr?: string;
}

export interface BookingState {
  // The reservation search.
  checkin: string;
  nights: number;
  adults: number;
  kidAges: number[];
  rooms: number;
  segmentId: number | null;
  segmentName: string;
  channel: number | null;
  client: BookingClient;
  forced: boolean;
  // The draft.
  quote: TQuoteResponse | null;
  roomTypeId: number | null;
  /** The rate plan chosen with the type (one of its offers); null when the hotel offers no plan. */
  planId: number | null;
  roomIds: (number | null)[];
  draft: ClientDraft;
  priceMinor: number | null;
  priceChanged: boolean;
  hold: THoldDto | null;
  booked: BookedItem[];
  cancelled: boolean;
}

/** Who books: a partner's client is their company, fixed; only some staff may force a booking. */
export interface BookingMode {
  today: string;
  partner: { id: number; name: string } | null;
  canForce: boolean;
}

export const EMPTY_DRAFT: ClientDraft = { civilite: '', firstName: '', lastName: '', countryCode: '', countryName: '', phone: '', email: '', city: '' };

export function initialBooking(today: string): BookingState {
  return {
    checkin: today,
    nights: 1,
    adults: 1,
    kidAges: [],
    rooms: 1,
    segmentId: null,
    segmentName: '',
    channel: null,
    client: { kind: 'none' },
    forced: false,
    quote: null,
    roomTypeId: null,
    planId: null,
    roomIds: [null],
    draft: { ...EMPTY_DRAFT },
    priceMinor: null,
    priceChanged: false,
    hold: null,
    booked: [],
    cancelled: false,
  };
}

export const $booking = map<BookingState>(initialBooking(''));
export const $bookingMode = atom<BookingMode>({ today: '', partner: null, canForce: false });

const clamp = (n: number, min: number, max: number) => (Number.isFinite(n) ? Math.min(max, Math.max(min, Math.trunc(n))) : min);
const isDay = (s: string) => /^\d{4}-\d{2}-\d{2}$/.test(s) && !Number.isNaN(Date.parse(`${s}T00:00:00Z`));

export const checkoutOf = (s: Pick<BookingState, 'checkin' | 'nights'>) => addDays(s.checkin, s.nights);
/** The quote's guests, 'adults;kid ages'. */
export const guestsParam = (s: Pick<BookingState, 'adults' | 'kidAges'>) => (s.kidAges.length ? `${s.adults};${s.kidAges.join(',')}` : String(s.adults));
export const holdIsLive = (s: Pick<BookingState, 'hold'>, now: number) =>
  s.hold !== null && (s.hold.status === 'confirmed' || Date.parse(s.hold.expiresAt) > now);

/**
 * A change of what is searched makes the quote stale: its prices and units no longer answer the
 * search, so the choice of a type goes with it. Nothing changes while a hold keeps inventory.
 */
function search(patch: Partial<BookingState>): void {
  if ($booking.get().hold) return;
  $booking.set({ ...$booking.get(), ...patch, quote: null, roomTypeId: null, planId: null, priceMinor: null, priceChanged: false, cancelled: false });
}

export function setCheckin(day: string): void {
  if (!isDay(day)) return;
  const today = $bookingMode.get().today;
  search({ checkin: today && day < today ? today : day });
}

export function setNights(n: number): void {
  search({ nights: clamp(n, 1, MAX_NIGHTS) });
}

/** Check-out and nights stay in step: a check-out on or before the check-in means one night. */
export function setCheckout(day: string): void {
  if (!isDay(day)) return;
  search({ nights: clamp(daysBetween($booking.get().checkin, day), 1, MAX_NIGHTS) });
}

export function setAdults(n: number): void {
  search({ adults: clamp(n, 1, MAX_ADULTS) });
}

export function addKid(age = 5): void {
  const kids = $booking.get().kidAges;
  if (kids.length < MAX_KIDS) search({ kidAges: [...kids, clamp(age, 0, ADULT_AGE - 1)] });
}

export function setKidAge(index: number, age: number): void {
  search({ kidAges: $booking.get().kidAges.map((a, i) => (i === index ? clamp(age, 0, ADULT_AGE - 1) : a)) });
}

export function removeKid(index: number): void {
  search({ kidAges: $booking.get().kidAges.filter((_, i) => i !== index) });
}

/** The segment gives the quote's channel. */
export function setSegment(segment: { segmentId: number; name: string; channel: number } | null): void {
  if ($bookingMode.get().partner) return;
  search(segment ? { segmentId: segment.segmentId, segmentName: segment.name, channel: segment.channel } : { segmentId: null, segmentName: '', channel: null });
}

export function setForced(forced: boolean): void {
  const s = $booking.get();
  if (!$bookingMode.get().canForce || s.hold) return;
  // Without the flag, a type short of units, or a plan whose rules refuse the stay, can no longer stay chosen.
  const chosen = chosenOffer(s);
  const refused = chosen !== null && (chosen.type.unitsLeft < s.rooms || chosen.offer.restriction !== null);
  $booking.set({ ...s, forced, ...(!forced && refused ? { roomTypeId: null, planId: null } : {}) });
}

/** The number of rooms of the chosen type; each may name a room. */
export function setRooms(n: number): void {
  const s = $booking.get();
  if (s.hold) return;
  const rooms = clamp(n, 1, MAX_ROOMS);
  $booking.set({ ...s, rooms, roomIds: Array.from({ length: rooms }, (_, i) => s.roomIds[i] ?? null) });
}

export function setQuote(quote: TQuoteResponse): void {
  const s = $booking.get();
  const type = quote.roomTypes.find((t) => t.roomTypeId === s.roomTypeId);
  const offer = type && offersOf(type).find((o) => o.planId === s.planId);
  // The choice stays while the type still offers its plan, and the plan's rules still sell the stay (or it is forced).
  const keep = offer !== undefined && (offer.restriction === null || s.forced);
  $booking.set({ ...s, quote, roomTypeId: keep ? s.roomTypeId : null, planId: keep ? s.planId : null, roomIds: s.roomIds.map(() => null) });
}

/** A room type's stay on one rate plan: what the clerk chooses. */
export interface BookingOffer {
  planId: number | null;
  priceMinor: number;
  totalMinor: number;
  restriction: NonNullable<TRoomTypeQuote['restriction']> | null;
}

/** A type's offers, one per plan on offer; a hotel that offers no plan sells the type's own quote. */
export function offersOf(type: TRoomTypeQuote): BookingOffer[] {
  if (type.offers?.length) return type.offers;
  return [{ planId: null, priceMinor: type.priceMinor, totalMinor: type.totalMinor, restriction: type.restriction ?? null }];
}

/** The type and plan chosen, as quoted; null before a choice. */
export function chosenOffer(s: Pick<BookingState, 'quote' | 'roomTypeId' | 'planId'>): { type: TRoomTypeQuote; offer: BookingOffer } | null {
  const type = s.quote?.roomTypes.find((t) => t.roomTypeId === s.roomTypeId);
  const offer = type && offersOf(type).find((o) => o.planId === s.planId);
  return type && offer ? { type, offer } : null;
}

/**
 * A type on one of its plans (its first, the base plan, unless named). A sold-out type (fewer
 * units left than rooms wanted) or a plan whose rules refuse the stay is chosen only for a forced booking.
 */
export function chooseRoomType(roomTypeId: number, planId?: number | null): boolean {
  const s = $booking.get();
  const type = s.quote?.roomTypes.find((t) => t.roomTypeId === roomTypeId);
  if (!type || s.hold) return false;
  const offers = offersOf(type);
  const offer = planId === undefined ? offers[0] : offers.find((o) => o.planId === planId);
  if (!offer) return false;
  if ((type.unitsLeft < s.rooms || offer.restriction !== null) && !s.forced) return false;
  $booking.set({ ...s, roomTypeId, planId: offer.planId, roomIds: s.roomIds.map(() => null), priceMinor: null, priceChanged: false });
  return true;
}

/** A specific room for one of the rooms booked (staff); null lets the hotel assign one later. */
export function pickRoom(index: number, roomId: number | null): void {
  const s = $booking.get();
  if ($bookingMode.get().partner || s.hold || index < 0 || index >= s.rooms) return;
  $booking.setKey(
    'roomIds',
    s.roomIds.map((r, i) => (i === index ? roomId : r === roomId && roomId !== null ? null : r)),
  );
}

/** Staff may agree another price per night; null goes back to the quote's. */
export function setPrice(priceMinor: number | null): void {
  if ($bookingMode.get().partner || $booking.get().hold) return;
  const p = priceMinor === null || !Number.isFinite(priceMinor) || priceMinor < 0 ? null : Math.round(priceMinor);
  $booking.set({ ...$booking.get(), priceMinor: p, priceChanged: p !== null });
}

export function chooseCustomer(customer: { id: number; name: string; segments?: { segmentId: number; name: string; channel: number }[] }): void {
  const s = $booking.get();
  if ($bookingMode.get().partner || s.hold) return;
  const first = customer.segments?.[0];
  // The client's segment quotes unless the clerk chose one.
  if (first && s.segmentId === null)
    search({ client: { kind: 'customer', id: customer.id, name: customer.name }, segmentId: first.segmentId, segmentName: first.name, channel: first.channel });
  else $booking.setKey('client', { kind: 'customer', id: customer.id, name: customer.name });
}

/** A new client: the info draft will create them with the booking. */
export function chooseClientDraft(): void {
  if ($bookingMode.get().partner || $booking.get().hold) return;
  $booking.setKey('client', { kind: 'draft' });
}

export function clearClient(): void {
  if ($bookingMode.get().partner || $booking.get().hold) return;
  $booking.setKey('client', { kind: 'none' });
}

export function updateDraft(field: keyof ClientDraft, value: string): void {
  if ($booking.get().hold) return;
  const draft = { ...$booking.get().draft, [field]: value };
  if (field === 'countryCode') draft.countryCode = value.trim().toUpperCase().slice(0, 2);
  $booking.setKey('draft', draft);
}

export function setHold(hold: THoldDto): void {
  $booking.set({ ...$booking.get(), hold, cancelled: false });
}

/** The hold is gone (released by the clerk, or expired): the choices stay, ready to hold again. */
export function dropHold(cancelled: boolean): void {
  $booking.set({ ...$booking.get(), hold: null, cancelled });
}

/** Booked: the items are kept to show, the search stays for the next booking, the rest starts over. */
export function recordBooked(items: TBookedReservationDto[], currency: string): void {
  const s = $booking.get();
  const planOf = (planId: number | null | undefined) => (s.quote?.plans ?? []).find((p) => p.planId === planId);
  const booked = items.map((r) => ({
    id: r.id,
    number: r.number,
    guestName: r.guestName,
    checkin: r.checkin,
    checkout: r.checkout,
    totalMinor: r.totalMinor,
    currency,
    plan: planOf(r.planId)?.name ?? '',
    planFr: planOf(r.planId)?.nameFr ?? '',
  }));
  $booking.set({
    ...s,
    booked,
    hold: null,
    quote: null,
    roomTypeId: null,
    planId: null,
    roomIds: s.roomIds.map(() => null),
    draft: { ...EMPTY_DRAFT },
    priceMinor: null,
    priceChanged: false,
    forced: false,
    cancelled: false,
    client: { kind: 'none' },
  });
}

export function resetBooking(): void {
  $booking.set(initialBooking($bookingMode.get().today));
}
