import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TBookedReservationDto, THoldDto, TQuoteResponse } from '../domain/booking-dto.ts';
import {
  $booking,
  $bookingMode,
  addKid,
  checkoutOf,
  chooseCustomer,
  chooseRoomType,
  guestsParam,
  pickRoom,
  removeKid,
  resetBooking,
  setAdults,
  setCheckin,
  setCheckout,
  setForced,
  setHold,
  setKidAge,
  setNights,
  setPrice,
  setQuote,
  setRooms,
  setSegment,
  updateDraft,
  chooseClientDraft,
  chosenOffer,
  type BookingMode,
} from './booking-draft.ts';
import { bookingProblems, bookingWithoutHold, holdRequest, quoteQuery, reservationRequests } from './booking-draft-requests.ts';
import { bookingStorageKey, readStoredBooking, startBooking } from './booking-draft-persist.ts';
import { $bookingBusy, bookForced, confirmDraft, expireHold, holdDraft, releaseHold, runQuote, type BookingApi } from './booking-draft-actions.ts';
import { $toasts } from './toasts.ts';

const TODAY = '2026-03-10';
const STAFF: BookingMode = { today: TODAY, partner: null, canForce: true };
const CLERK: BookingMode = { today: TODAY, partner: null, canForce: false };
const PARTNER: BookingMode = { today: TODAY, partner: { id: 7004, name: 'Atlas Voyages' }, canForce: false };

const type = (roomTypeId: number, unitsLeft: number, totalMinor = 180_000) => ({
  roomTypeId,
  code: `T${roomTypeId}`,
  name: `Type ${roomTypeId}`,
  capacity: 2,
  units: 3,
  unitsLeft,
  channel: 15,
  nightly: [
    { day: '2026-03-12', priceMinor: totalMinor / 2 },
    { day: '2026-03-13', priceMinor: totalMinor / 2 },
  ],
  priceMinor: totalMinor / 2,
  totalMinor,
});
const quote = (over: Partial<TQuoteResponse> = {}): TQuoteResponse => ({
  groupId: 1,
  property: '1001',
  currency: 'MAD',
  checkin: '2026-03-12',
  checkout: '2026-03-14',
  nights: 2,
  adults: 2,
  kidAges: [],
  channel: 15,
  bookingDate: TODAY,
  roomTypes: [type(801, 2), type(802, 0, 400_000)],
  ...over,
});
const hold = (over: Partial<THoldDto> = {}): THoldDto => ({
  holdId: 55,
  groupId: 1,
  roomTypeId: 801,
  checkin: '2026-03-12',
  checkout: '2026-03-14',
  units: 1,
  status: 'held',
  expiresAt: '2026-03-10T12:15:00.000Z',
  ...over,
});
const booked = (id: number, customerId = 900): TBookedReservationDto => ({
  id,
  itemId: id + 1000,
  orderId: id + 2000,
  number: `RIAD-${id}-1`,
  roomId: null,
  roomName: null,
  roomTypeId: 801,
  checkin: '2026-03-12',
  checkout: '2026-03-14',
  numberOfNights: 2,
  status: 0,
  priceMinor: 90_000,
  totalMinor: 180_000,
  guestName: 'Amina Bennani',
  customerId,
  partnerId: null,
  planId: null,
});

function memoryStorage(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial));
  return { data, getItem: (k: string) => data.get(k) ?? null, setItem: (k: string, v: string) => void data.set(k, v) };
}

/** A stay of 2 nights from the 12th for 2 adults, quoted, type 801 chosen. */
function quotedStay(mode: BookingMode = STAFF) {
  startBooking(mode, null, 'k');
  setCheckin('2026-03-12');
  setNights(2);
  setAdults(2);
  setQuote(quote());
  expect(chooseRoomType(801)).toBe(true);
}

let stop: () => void = () => {};
beforeEach(() => {
  stop = startBooking(STAFF, null, 'k');
});
afterEach(() => {
  stop();
  $toasts.set([]);
  vi.useRealTimers();
});

describe('the reservation search', () => {
  it('keeps check-in, nights and check-out in step', () => {
    setCheckin('2026-03-20');
    setNights(3);
    expect(checkoutOf($booking.get())).toBe('2026-03-23');
    setCheckout('2026-03-27');
    expect($booking.get().nights).toBe(7);
    setCheckin('2026-03-25');
    expect(checkoutOf($booking.get())).toBe('2026-04-01');
    setCheckout('2026-03-25');
    expect($booking.get().nights).toBe(1);
    setNights(500);
    expect($booking.get().nights).toBe(60);
    setCheckin('2026-03-01');
    expect($booking.get().checkin).toBe(TODAY);
    setCheckin('not a day');
    expect($booking.get().checkin).toBe(TODAY);
  });

  it("writes the guests as 'adults;kid ages' with ages 0 to 17", () => {
    setAdults(0);
    expect(guestsParam($booking.get())).toBe('1');
    setAdults(2);
    addKid(5);
    addKid(40);
    setKidAge(0, 9);
    expect(guestsParam($booking.get())).toBe('2;9,17');
    removeKid(1);
    expect(guestsParam($booking.get())).toBe('2;9');
  });

  it("asks for sold-out types too, on the segment's channel or the client's", () => {
    quotedStay();
    expect(quoteQuery($booking.get(), STAFF)).toEqual({ checkin: '2026-03-12', nights: '2', guests: '2', ignoreAvailability: 'true' });
    setSegment({ segmentId: 3, name: 'OTA', channel: 21 });
    expect($booking.get()).toMatchObject({ segmentId: 3, segmentName: 'OTA', channel: 21 });
    expect(quoteQuery($booking.get(), STAFF)).toMatchObject({ channel: '21', segment: '3' });
    chooseCustomer({ id: 12, name: 'Amina Bennani', segments: [{ segmentId: 4, name: 'Corporate', channel: 16 }] });
    expect(quoteQuery($booking.get(), STAFF)).toMatchObject({ channel: '21', client: '12' });
    setSegment(null);
    chooseCustomer({ id: 13, name: 'Jean Martin', segments: [{ segmentId: 4, name: 'Corporate', channel: 16 }] });
    expect($booking.get()).toMatchObject({ segmentId: 4, channel: 16, client: { kind: 'customer', id: 13 } });
  });

  it('makes the quote stale when the search changes, and changes nothing while a hold keeps the rooms', () => {
    quotedStay();
    setAdults(1);
    expect($booking.get()).toMatchObject({ quote: null, roomTypeId: null });
    setQuote(quote());
    chooseRoomType(801);
    setHold(hold());
    setNights(5);
    setCheckin('2026-04-01');
    setRooms(3);
    setPrice(1);
    expect($booking.get()).toMatchObject({ nights: 2, checkin: '2026-03-12', rooms: 1, roomTypeId: 801, priceChanged: false });
  });
});

describe('the choices', () => {
  it('chooses a sold-out type only for a forced booking, and forcing only with the permission', () => {
    quotedStay();
    expect(chooseRoomType(802)).toBe(false);
    setRooms(3);
    expect(chooseRoomType(801)).toBe(false);
    setRooms(2);
    expect(chooseRoomType(801)).toBe(true);
    setForced(true);
    expect(chooseRoomType(802)).toBe(true);
    setForced(false);
    expect($booking.get()).toMatchObject({ forced: false, roomTypeId: null });
    stop = startBooking(CLERK, null, 'k');
    setForced(true);
    expect($booking.get().forced).toBe(false);
  });

  it('gives each room at most once and keeps the room list as long as the rooms', () => {
    quotedStay();
    setRooms(3);
    pickRoom(0, 8011);
    pickRoom(1, 8012);
    pickRoom(2, 8011);
    expect($booking.get().roomIds).toEqual([null, 8012, 8011]);
    setRooms(2);
    expect($booking.get().roomIds).toEqual([null, 8012]);
    pickRoom(5, 8013);
    expect($booking.get().roomIds).toEqual([null, 8012]);
  });

  it('chooses a type on one of its plans: the base plan first, a refused plan only when forced, and books with it', () => {
    const refusal = { rule: 'min_stay', day: '2026-03-12', planCode: 'NRF', limit: 3, message: 'minimum stay' };
    const offers = [
      { planId: 1, priceMinor: 90_000, totalMinor: 180_000, restriction: null },
      { planId: 2, priceMinor: 81_000, totalMinor: 162_000, restriction: null },
      { planId: 3, priceMinor: 70_000, totalMinor: 140_000, restriction: refusal },
    ];
    const plan = (planId: number, code: string) => ({ planId, code, name: code, nameFr: code, refundable: planId === 1, cancelDays: null, includes: [] });
    const planned = quote({
      roomTypes: [{ ...type(801, 2), offers }, type(802, 2)],
      plan: plan(1, 'FLEX'),
      plans: [plan(1, 'FLEX'), plan(2, 'NRF'), plan(3, 'LONG')],
    });
    startBooking(STAFF, null, 'k');
    setCheckin('2026-03-12');
    setNights(2);
    setQuote(planned);
    expect(chooseRoomType(801)).toBe(true);
    expect($booking.get().planId).toBe(1);
    expect(chooseRoomType(801, 2)).toBe(true);
    expect(chosenOffer($booking.get())?.offer.totalMinor).toBe(162_000);
    expect(chooseRoomType(801, 3)).toBe(false);
    expect(chooseRoomType(801, 9)).toBe(false);
    expect($booking.get()).toMatchObject({ roomTypeId: 801, planId: 2 });
    // A type without plans on offer sells its own quote.
    expect(chooseRoomType(802)).toBe(true);
    expect(chosenOffer($booking.get())).toMatchObject({ offer: { planId: null, totalMinor: 180_000 } });
    setForced(true);
    expect(chooseRoomType(801, 3)).toBe(true);
    setForced(false);
    expect($booking.get()).toMatchObject({ roomTypeId: null, planId: null });
    chooseRoomType(801, 2);
    // A new quote keeps the choice while the type still offers the plan.
    setQuote(planned);
    expect($booking.get()).toMatchObject({ roomTypeId: 801, planId: 2 });
    chooseCustomer({ id: 12, name: 'Amina Bennani' });
    expect(reservationRequests($booking.get(), STAFF)).toEqual([
      { roomTypeId: 801, planId: 2, checkin: '2026-03-12', checkout: '2026-03-14', adults: 1, kidAges: [], customerId: 12 },
    ]);
    // A rule set since refuses the plan: the choice goes.
    setQuote({ ...planned, roomTypes: [{ ...type(801, 2), offers: offers.map((o) => (o.planId === 2 ? { ...o, restriction: refusal } : o)) }] });
    expect($booking.get()).toMatchObject({ roomTypeId: null, planId: null });
    chooseRoomType(801, 2);
    setQuote(quote());
    expect($booking.get()).toMatchObject({ roomTypeId: null, planId: null });
  });

  it('flags a price the clerk changed', () => {
    quotedStay();
    setPrice(75_000);
    expect($booking.get()).toMatchObject({ priceMinor: 75_000, priceChanged: true });
    setPrice(-5);
    expect($booking.get()).toMatchObject({ priceMinor: null, priceChanged: false });
  });
});

describe('what is sent', () => {
  it('says what is missing before the hold', () => {
    expect(bookingProblems($booking.get(), STAFF)).toEqual(['booking.problem.search', 'booking.problem.client']);
    quotedStay();
    chooseClientDraft();
    updateDraft('email', 'not-an-email');
    updateDraft('countryCode', 'm');
    expect(bookingProblems($booking.get(), STAFF)).toEqual(['booking.problem.lastName', 'booking.problem.email', 'booking.problem.country']);
    updateDraft('lastName', 'Bennani');
    updateDraft('email', 'amina@example.com');
    updateDraft('countryCode', 'ma');
    expect($booking.get().draft.countryCode).toBe('MA');
    expect(bookingProblems($booking.get(), STAFF)).toEqual([]);
    expect(holdRequest($booking.get())).toEqual({ roomTypeId: 801, checkin: '2026-03-12', nights: 2, units: 1 });
  });

  it('books one reservation per room with the client, segment, channel, rooms, changed price and forced flag', () => {
    quotedStay();
    setSegment({ segmentId: 3, name: 'OTA', channel: 21 });
    setQuote(quote());
    chooseRoomType(801);
    setRooms(2);
    pickRoom(1, 8012);
    chooseCustomer({ id: 12, name: 'Amina Bennani' });
    setPrice(80_000);
    setHold(hold({ units: 2 }));
    const base = {
      roomTypeId: 801,
      checkin: '2026-03-12',
      checkout: '2026-03-14',
      adults: 2,
      kidAges: [],
      holdId: 55,
      customerId: 12,
      segmentId: 3,
      channel: 21,
      priceMinor: 80_000,
    };
    expect(reservationRequests($booking.get(), STAFF)).toEqual([base, { ...base, roomId: 8012 }]);
  });

  it("books a partner's stays for their company, with a guest name at most", () => {
    stop = startBooking(PARTNER, null, 'k');
    setSegment({ segmentId: 3, name: 'OTA', channel: 21 });
    chooseCustomer({ id: 12, name: 'Someone else' });
    setCheckin('2026-03-12');
    setNights(2);
    setQuote(quote());
    chooseRoomType(801);
    pickRoom(0, 8011);
    setPrice(1);
    expect(quoteQuery($booking.get(), PARTNER)).toEqual({ checkin: '2026-03-12', nights: '2', guests: '1', ignoreAvailability: 'true' });
    expect(bookingProblems($booking.get(), PARTNER)).toEqual([]);
    expect(reservationRequests($booking.get(), PARTNER)).toEqual([
      { roomTypeId: 801, checkin: '2026-03-12', checkout: '2026-03-14', adults: 1, kidAges: [], customerId: 7004 },
    ]);
    updateDraft('firstName', 'Paul');
    expect(bookingProblems($booking.get(), PARTNER)).toEqual(['booking.problem.lastName']);
    updateDraft('lastName', 'Guest');
    expect(reservationRequests($booking.get(), PARTNER)[0]).toMatchObject({ client: { firstName: 'Paul', lastName: 'Guest' } });
    expect(reservationRequests($booking.get(), PARTNER)[0]).not.toHaveProperty('customerId');
  });
});

describe('the draft survives a refresh', () => {
  it("saves every change under the user's and hotel's key and restores it", () => {
    const storage = memoryStorage();
    const key = bookingStorageKey(2, 1);
    expect(key).not.toBe(bookingStorageKey(8, 1));
    stop();
    stop = startBooking(STAFF, storage, key);
    setCheckin('2026-03-15');
    setAdults(2);
    addKid(4);
    chooseClientDraft();
    updateDraft('lastName', 'Bennani');
    stop();
    resetBooking();
    expect($booking.get().adults).toBe(1);
    stop = startBooking(STAFF, storage, key);
    expect($booking.get()).toMatchObject({ checkin: '2026-03-15', adults: 2, kidAges: [4], client: { kind: 'draft' }, draft: { lastName: 'Bennani' } });
  });

  it('starts afresh from a broken or foreign draft, from today when the arrival passed, and without a client for a partner', () => {
    expect(readStoredBooking('{not json', TODAY)).toBeNull();
    expect(readStoredBooking('[1,2]', TODAY)).toBeNull();
    const odd = readStoredBooking(JSON.stringify({ adults: 'two', nights: 3, client: { kind: 'evil' }, kidAges: ['x'], rooms: 2 }), TODAY)!;
    expect(odd).toMatchObject({ adults: 1, nights: 3, client: { kind: 'none' }, kidAges: [], rooms: 2, roomIds: [null, null] });
    const storage = memoryStorage({
      k: JSON.stringify({ checkin: '2026-03-01', nights: 2, client: { kind: 'customer', id: 3, name: 'X' }, channel: 21, forced: true }),
    });
    stop();
    stop = startBooking(CLERK, storage, 'k');
    expect($booking.get()).toMatchObject({ checkin: TODAY, nights: 2, client: { kind: 'customer', id: 3 }, channel: 21, forced: false });
    stop();
    stop = startBooking(PARTNER, storage, 'k');
    expect($booking.get()).toMatchObject({ client: { kind: 'none' }, channel: null });
  });
});

describe('the flow: quote, hold, confirm', () => {
  function fakeApi(replies: Record<string, (body: unknown) => unknown>) {
    const calls: { method: string; path: string; body?: unknown }[] = [];
    const answer = (method: string, path: string, body?: unknown) => {
      calls.push({ method, path, ...(body === undefined ? {} : { body }) });
      const key = Object.keys(replies).find((k) => `${method} ${path}`.startsWith(k));
      if (!key) return Promise.reject(Object.assign(new Error(`no reply for ${method} ${path}`), { status: 500 }));
      try {
        return Promise.resolve(replies[key]!(body));
      } catch (err) {
        return Promise.reject(err);
      }
    };
    const api: BookingApi = {
      get: <T>(_s: 'pms' | 'crm', path: string) => answer('GET', path) as Promise<T>,
      post: <T>(_s: 'pms' | 'crm', path: string, body: unknown) => answer('POST', path, body) as Promise<T>,
    };
    return { api, calls };
  }
  const texts = {
    booked: (n: string) => `Reservation ${n} created`,
    open: 'Open',
    holdExpired: 'Hold expired',
    partlyBooked: (d: number, o: number) => `${d} of ${o} booked`,
  };
  const conflict = (message: string) => Object.assign(new Error(message), { status: 409 });

  it('quotes, holds, confirms and books each room, the new client created once', async () => {
    startBooking(STAFF, null, 'k');
    setCheckin('2026-03-12');
    setNights(2);
    setAdults(2);
    chooseClientDraft();
    updateDraft('lastName', 'Bennani');
    setRooms(2);
    let n = 0;
    const { api, calls } = fakeApi({
      'GET /quotes?': () => quote(),
      'POST /holds/55/confirm': () => hold({ status: 'confirmed', units: 2 }),
      'POST /holds': () => hold({ units: 2 }),
      'POST /reservations': () => booked(++n === 1 ? 101 : 102),
    });
    expect(await runQuote(api)).toBe(true);
    expect(calls[0]!.path).toBe('/quotes?checkin=2026-03-12&nights=2&guests=2&ignoreAvailability=true');
    expect(await holdDraft(api)).toEqual(['booking.problem.type']);
    chooseRoomType(801);
    expect(await holdDraft(api)).toEqual([]);
    expect($booking.get().hold).toMatchObject({ holdId: 55, units: 2 });
    const done = await confirmDraft(api, texts);
    expect(done.map((r) => r.id)).toEqual([101, 102]);
    const posts = calls.filter((c) => c.path === '/reservations').map((c) => c.body as Record<string, unknown>);
    expect(posts[0]).toMatchObject({ client: { lastName: 'Bennani' }, holdId: 55 });
    expect(posts[1]).toMatchObject({ customerId: 900, holdId: 55 });
    expect(JSON.parse(JSON.stringify(posts[1])).client).toBeUndefined();
    expect($booking.get()).toMatchObject({
      hold: null,
      quote: null,
      client: { kind: 'none' },
      booked: [{ id: 101, number: 'RIAD-101-1', currency: 'MAD' }, { id: 102 }],
    });
    expect($toasts.get().map((t) => [t.message, t.link?.href])).toEqual([
      ['Reservation RIAD-101-1 created', '/front-desk/details?id=101'],
      ['Reservation RIAD-102-1 created', '/front-desk/details?id=102'],
    ]);
    expect($bookingBusy.get()).toBeNull();
  });

  it('keeps what was booked and releases the rest of the hold when a booking fails', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    quotedStay();
    chooseCustomer({ id: 12, name: 'Amina' });
    setRooms(2);
    chooseRoomType(801);
    setHold(hold({ units: 2 }));
    let n = 0;
    const { api, calls } = fakeApi({
      'POST /holds/55/confirm': () => hold({ status: 'confirmed' }),
      'POST /holds/55/cancel': () => hold({ status: 'cancelled' }),
      'POST /reservations': () => {
        if (++n === 2) throw conflict('Room P102 is already taken');
        return booked(201);
      },
    });
    const done = await confirmDraft(api, texts);
    expect(done).toHaveLength(1);
    expect(calls.map((c) => c.path)).toEqual(['/holds/55/confirm', '/reservations', '/reservations', '/holds/55/cancel']);
    expect($booking.get()).toMatchObject({ hold: null, booked: [{ id: 201 }] });
    expect($toasts.get().map((t) => t.message)).toEqual(['Room P102 is already taken', '1 of 2 booked', 'Reservation RIAD-201-1 created']);
  });

  it("tells a booking refused by a rate plan rule in the screen's words, and logs the API's", async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    quotedStay();
    chooseCustomer({ id: 12, name: 'Amina' });
    setForced(true);
    chooseRoomType(802);
    const refused = Object.assign(new Error('Type 802: Refused by the minimum stay rule (min_stay)'), { status: 409 });
    const { api } = fakeApi({
      'POST /reservations': () => {
        throw refused;
      },
    });
    const said = { ...texts, refusal: (err: unknown) => (err === refused ? 'Type 802 : minimum 3 nuits' : null) };
    expect(await bookForced(api, said)).toEqual([]);
    expect($toasts.get().map((t) => [t.message, t.failure])).toEqual([
      ['Type 802 : minimum 3 nuits', { kind: 'server', detail: 'Type 802 : minimum 3 nuits' }],
    ]);
    expect(log).toHaveBeenCalledWith('PMS: reservation failed: Type 802: Refused by the minimum stay rule (min_stay)');
  });

  it('drops an expired hold, by the countdown or when confirming', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    quotedStay();
    chooseCustomer({ id: 12, name: 'Amina' });
    setHold(hold());
    expireHold(Date.parse('2026-03-10T12:14:59Z'), texts);
    expect($booking.get().hold).not.toBeNull();
    expireHold(Date.parse('2026-03-10T12:15:00Z'), texts);
    expect($booking.get()).toMatchObject({ hold: null, cancelled: false, roomTypeId: 801 });
    setHold(hold());
    const { api } = fakeApi({
      'POST /holds/55/confirm': () => {
        throw conflict('Hold 55 expired');
      },
    });
    expect(await confirmDraft(api, texts)).toEqual([]);
    expect($booking.get().hold).toBeNull();
    setHold(hold());
    const release = fakeApi({ 'POST /holds/55/cancel': () => hold({ status: 'cancelled' }) });
    await releaseHold(release.api);
    expect($booking.get()).toMatchObject({ hold: null, cancelled: true });
  });

  it('books a forced stay beyond the units left without a hold, with the forced flag', async () => {
    quotedStay();
    chooseCustomer({ id: 12, name: 'Amina' });
    setForced(true);
    chooseRoomType(802);
    expect(bookingWithoutHold($booking.get())).toBe(true);
    const { api, calls } = fakeApi({ 'POST /reservations': () => booked(301) });
    expect(await holdDraft(api)).toEqual([]);
    expect(calls).toEqual([]);
    expect(await bookForced(api, texts)).toEqual([]);
    expect(calls).toEqual([{ method: 'POST', path: '/reservations', body: expect.objectContaining({ roomTypeId: 802, forced: true, customerId: 12 }) }]);
    expect((calls[0]!.body as Record<string, unknown>)['holdId']).toBeUndefined();
    expect($booking.get().booked).toMatchObject([{ id: 301 }]);
  });

  it('reports a failed quote and carries on with no quote', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { api } = fakeApi({});
    expect(await runQuote(api)).toBe(false);
    expect($booking.get().quote).toBeNull();
    expect($toasts.get()[0]!.variant).toBe('danger');
    expect($bookingMode.get()).toEqual(STAFF);
  });
});
