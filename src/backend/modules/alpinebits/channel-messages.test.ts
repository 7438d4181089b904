import { describe, expect, it } from 'vitest';
import { DOMParser, type Element } from '@xmldom/xmldom';
import { amountOf, writeRatePlans, type RuleRun } from './write-messages.ts';
import { capabilitiesOf, ratePlanAccepts, type RatePlanAccepts } from './capabilities.ts';
import { changeRequest } from './portal-changes.ts';
import { originalResId } from './change-key.ts';
import { readChannelError, readRefusal, storeChannelError, PortalError } from './channel-error.ts';
import { pushedHashes } from './send-push.ts';
import { readAnswer } from './read-messages.ts';
import type { GuestRequest } from './read-messages.ts';

const NS = 'http://www.opentravel.org/OTA/2003/05';
const request = (over: Partial<GuestRequest>): GuestRequest => ({
  resId: 'R1',
  status: 'Reserved',
  roomTypeCode: 'DZ',
  ratePlanCode: null,
  checkin: '2026-08-01',
  checkout: '2026-08-03',
  adults: 2,
  kidAges: [],
  firstName: 'A',
  lastName: 'B',
  email: '',
  phone: '',
  ...over,
});

const ALL = { roomTypeRules: true, arrivalDow: true, departureDow: true };
const rule = (over: Partial<RuleRun>): RuleRun => ({
  invTypeCode: 'DZ',
  start: '2026-04-02',
  end: '2026-04-02',
  minStay: null,
  maxStay: null,
  closedToArrival: false,
  closedToDeparture: false,
  closed: false,
  ...over,
});
const ratePlansWith = (accepts: RatePlanAccepts, rules: RuleRun[]) =>
  new DOMParser().parseFromString(
    writeRatePlans({ hotelCode: 'H1', hotelName: 'H', currency: 'EUR', plans: [{ code: 'BAR', name: 'BAR', nameFr: '', rates: [], rules }], accepts }),
    'text/xml',
  );

describe('AlpineBits RatePlans, changes and failures', () => {
  it("sends only the booking rules the portal's handshake declared: days of arrival and of departure each on their own capability", () => {
    const rules = [
      rule({ closedToArrival: true, closedToDeparture: true }),
      rule({ start: '2026-04-03', end: '2026-04-03', closedToArrival: true, minStay: 2 }),
    ];
    const both = ratePlansWith(ALL, rules);
    expect(both.getElementsByTagName('ArrivalDaysOfWeek')).toHaveLength(2);
    expect(both.getElementsByTagName('DepartureDaysOfWeek')).toHaveLength(1);
    // No ArrivalDOW: the arrival days are left out; a rule left with nothing the portal reads is not sent.
    const noArrival = ratePlansWith({ ...ALL, arrivalDow: false }, rules);
    expect(noArrival.getElementsByTagName('ArrivalDaysOfWeek')).toHaveLength(0);
    expect(noArrival.getElementsByTagName('DepartureDaysOfWeek')).toHaveLength(1);
    expect(noArrival.getElementsByTagName('BookingRule')).toHaveLength(2);
    const neither = ratePlansWith({ ...ALL, arrivalDow: false, departureDow: false }, rules);
    expect(neither.getElementsByTagName('DOW_Restrictions')).toHaveLength(0);
    expect(Array.from(neither.getElementsByTagName('BookingRule')).map((r) => r.getAttribute('Start'))).toEqual(['2026-04-03']);
    expect(neither.getElementsByTagName('LengthOfStay')).toHaveLength(1);
    // No booking rules per room type at all: none is sent.
    expect(ratePlansWith({ ...ALL, roomTypeRules: false }, rules).getElementsByTagName('BookingRules')).toHaveLength(0);
  });

  it("reads the portal's capabilities out of its handshake: per action, what it supports", () => {
    const caps = capabilitiesOf([
      { action: 'action_OTA_Ping' },
      {
        action: 'action_OTA_HotelRatePlanNotif_RatePlans',
        supports: ['OTA_HotelRatePlanNotif_accept_ArrivalDOW', 'OTA_HotelRatePlanNotif_accept_RatePlan_RoomType_BookingRule', 7],
      },
      'junk',
      { supports: [] },
    ]);
    expect(caps).toEqual({
      action_OTA_Ping: [],
      action_OTA_HotelRatePlanNotif_RatePlans: ['OTA_HotelRatePlanNotif_accept_ArrivalDOW', 'OTA_HotelRatePlanNotif_accept_RatePlan_RoomType_BookingRule'],
    });
    expect(ratePlanAccepts(caps)).toEqual({ roomTypeRules: true, arrivalDow: true, departureDow: false });
    expect(ratePlanAccepts({})).toEqual({ roomTypeRules: false, arrivalDow: false, departureDow: false });
  });

  it('writes RatePlans in the order and with the attributes of the standard, amounts in major units, markup kept as text', () => {
    const xml = writeRatePlans({
      hotelCode: 'H1',
      hotelName: 'Chez <Anne>',
      currency: 'EUR',
      plans: [
        {
          code: 'BAR',
          name: 'Best & flexible',
          nameFr: 'Meilleur tarif',
          rates: [
            {
              invTypeCode: 'DZ',
              start: '2026-04-01',
              end: '2026-04-03',
              amounts: [
                { guests: 1, amountMinor: 12050 },
                { guests: 2, amountMinor: 12050 },
              ],
            },
          ],
          rules: [
            {
              invTypeCode: 'DZ',
              start: '2026-04-02',
              end: '2026-04-02',
              minStay: 3,
              maxStay: null,
              closedToArrival: false,
              closedToDeparture: false,
              closed: true,
            },
            {
              invTypeCode: 'DZ',
              start: '2026-04-05',
              end: '2026-04-06',
              minStay: null,
              maxStay: null,
              closedToArrival: true,
              closedToDeparture: false,
              closed: false,
            },
          ],
        },
        { code: 'NORATE', name: 'Empty', nameFr: '', rates: [], rules: [] },
      ],
      accepts: ALL,
    });
    const doc = new DOMParser().parseFromString(xml, 'text/xml');
    const rq = doc.documentElement!;
    expect([rq.localName, rq.namespaceURI, rq.getAttribute('Version')]).toEqual(['OTA_HotelRatePlanNotifRQ', NS, '1.000']);
    const plans = doc.getElementsByTagName('RatePlan');
    expect(plans.length).toBe(2);
    const bar = plans[0]!;
    expect([bar.getAttribute('RatePlanNotifType'), bar.getAttribute('CurrencyCode'), bar.getAttribute('RatePlanCode')]).toEqual(['Overlay', 'EUR', 'BAR']);
    const order = Array.from(bar.childNodes).flatMap((n) => (n.nodeType === 1 ? [(n as Element).localName] : []));
    expect(order).toEqual(['BookingRules', 'Rates', 'Description']);
    // One amount per party size, each the room's for that many adults.
    const amts = Array.from(doc.getElementsByTagName('BaseByGuestAmt'));
    expect(
      amts.map((a) => [a.getAttribute('Type'), a.getAttribute('NumberOfGuests'), a.getAttribute('AgeQualifyingCode'), a.getAttribute('AmountAfterTax')]),
    ).toEqual([
      ['25', '1', '10', '120.50'],
      ['25', '2', '10', '120.50'],
    ]);
    // Closed to arrival: no arrival day of the week allowed over the rule's dates, before its status.
    const cta = doc.getElementsByTagName('BookingRule')[1]!;
    expect(Array.from(cta.childNodes).flatMap((n) => (n.nodeType === 1 ? [(n as Element).localName] : []))).toEqual(['DOW_Restrictions', 'RestrictionStatus']);
    const arrival = cta.getElementsByTagName('ArrivalDaysOfWeek')[0]!;
    expect(['Mon', 'Tue', 'Weds', 'Thur', 'Fri', 'Sat', 'Sun'].map((d) => arrival.getAttribute(d))).toEqual(Array(7).fill('false'));
    expect(cta.getElementsByTagName('DepartureDaysOfWeek')).toHaveLength(0);
    const los = doc.getElementsByTagName('LengthOfStay')[0]!;
    expect([los.getAttribute('Time'), los.getAttribute('TimeUnit'), los.getAttribute('MinMaxMessageType')]).toEqual(['3', 'Day', 'SetMinLOS']);
    expect(doc.getElementsByTagName('RestrictionStatus')[0]!.getAttribute('Status')).toBe('Close');
    expect(doc.getElementsByTagName('RatePlans')[0]!.getAttribute('HotelName')).toBe('Chez <Anne>');
    expect(doc.getElementsByTagName('Text')[0]!.textContent).toBe('Best & flexible');
    // A plan without a French name says its English one only; one without rates has no Rates.
    const empty = Array.from(plans[1]!.childNodes).flatMap((n) => (n.nodeType === 1 ? [(n as Element).localName] : []));
    expect(empty).toEqual(['Description']);
    expect(amountOf(5, 'EUR')).toBe('0.05');
    expect(amountOf(1500, 'JPY')).toBe('1500');
  });

  it('reads a cancellation or a modification as a change with its own key; a new reservation as none', () => {
    expect(changeRequest(request({}))).toBeNull();
    expect(changeRequest(request({ status: 'Requested' }))).toBeNull();
    expect(changeRequest(request({ status: 'Cancelled' }))?.key).toBe('R1#cancel');
    const modify = changeRequest(request({ status: 'Modify', checkin: '2026-08-02' }));
    expect(modify?.key).toBe('R1#modify:2026-08-02:2026-08-03:DZ');
    expect(originalResId(modify!.key)).toBe('R1');
    expect(originalResId('R1#cancel')).toBe('R1');
    expect(originalResId('plain')).toBe('plain');
  });

  it('keeps failures and refusals as codes: the step, the key and params; older sentences still read', () => {
    const stored = storeChannelError('RatePlans', new PortalError({ key: 'alpinebits.error.http', params: { status: 503 } }, 'the portal answered HTTP 503'));
    expect(JSON.parse(stored)).toEqual({ key: 'alpinebits.error.http', params: { status: 503, step: 'RatePlans' } });
    expect(readChannelError(stored)).toEqual({ key: 'alpinebits.error.http', params: { status: 503, step: 'RatePlans' } });
    expect(JSON.parse(storeChannelError('Round', new RangeError('boom')))).toEqual({
      key: 'alpinebits.error.unexpected',
      params: { detail: 'RangeError', step: 'Round' },
    });
    expect(readChannelError('FreeRooms: the portal answered HTTP 500')).toBeNull();
    expect(readChannelError('{"key":"evil.key","params":{}}')).toBeNull();
    expect(readRefusal('no room left')).toEqual({ key: '', params: {}, message: 'no room left' });
    expect(readRefusal(JSON.stringify({ key: 'errors.x', params: { a: 1 }, message: 'm' }))).toEqual({ key: 'errors.x', params: { a: 1 }, message: 'm' });
    try {
      readAnswer(
        `<OTA_HotelRatePlanNotifRS xmlns="${NS}"><Errors><Error Type="13">unknown plan</Error></Errors></OTA_HotelRatePlanNotifRS>`,
        'OTA_HotelRatePlanNotifRS',
      );
      expect.unreachable();
    } catch (err) {
      expect(err instanceof PortalError && err.text).toEqual({ key: 'alpinebits.error.refused', params: { detail: 'unknown plan' } });
    }
  });

  it('reads the pushed hashes per kind; a bare hash is the FreeRooms one', () => {
    const h = 'a'.repeat(64);
    expect(pushedHashes(h)).toEqual({ FreeRooms: h });
    expect(pushedHashes(JSON.stringify({ RatePlans: h, Other: 1 }))).toEqual({ RatePlans: h });
    expect(pushedHashes(null)).toEqual({});
    expect(pushedHashes('not json')).toEqual({});
  });
});
