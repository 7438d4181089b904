import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { DOMParser, type Element } from '@xmldom/xmldom';
import { describeApi, type TestApi } from './helpers/test-api.ts';
import { aRoom, aRoomType, type RoomTypeHandle } from './helpers/builders/index.ts';
import { AlpineBitsPortal, resRetrieve, type PortalReservation } from './helpers/alpinebits-portal.ts';
import { rowsOf } from '../src/backend/core/rows.ts';
import { pushFreeRooms, pushRatePlans, runAlpineBitsRound } from '../src/backend/modules/alpinebits/index.ts';

/**
 * AlpineBits HotelData 2020-10 (issue 39), what the first channel work left: the rate plans pushed
 * (RatePlans) with the prices rate management quotes, when they move, retried after a failure;
 * a portal's cancellations and modifications pulled (GuestRequests), applied once through the
 * desk's cancellation or refused with a stored reason; every failure kept as a code with params.
 * Every message is read by @xmldom/xmldom, a parser the project did not write.
 */
const NOW = new Date('2026-03-10T12:00:00Z');
const NS = 'http://www.opentravel.org/OTA/2003/05';
let portal = new AlpineBitsPortal();
let type: RoomTypeHandle;
let connectionId = 0;
let flex = 0;
let nrf = 0;
const savedBackoff = process.env['ALPINEBITS_BACKOFF_MS'];
const savedDays = process.env['ALPINEBITS_DAYS'];

function root(xml: string, name: string, version: string): Element {
  const errors: string[] = [];
  const doc = new DOMParser({ onError: (level, msg) => void (level !== 'warning' && errors.push(msg)) }).parseFromString(xml, 'text/xml');
  expect(errors).toEqual([]);
  const el = doc.documentElement!;
  expect([el.localName, el.namespaceURI, el.getAttribute('Version')]).toEqual([name, NS, version]);
  return el;
}
const kids = (el: Element, name?: string): Element[] =>
  Array.from(el.childNodes).filter((n): n is Element => n.nodeType === 1 && (name === undefined || (n as Element).localName === name));
const only = (el: Element, name: string): Element => {
  const found = kids(el, name);
  expect(found, `one ${name} in ${el.localName}`).toHaveLength(1);
  return found[0]!;
};
const DAY = /^\d{4}-\d{2}-\d{2}$/;

interface PushedPlan {
  names: Record<string, string>;
  /** Amount (as written) per room type code and day, for one adult. */
  prices: Map<string, string>;
  /** Amount per room type code, day and number of adults ('ABCHG 2026-04-10 2'). */
  byGuests: Map<string, string>;
  /** Minimum stay per room type code and day, and the days closed, closed to arrival, closed to departure. */
  minStay: Map<string, number>;
  closed: Set<string>;
  noArrival: Set<string>;
  noDeparture: Set<string>;
}
const WEEK = ['Mon', 'Tue', 'Weds', 'Thur', 'Fri', 'Sat', 'Sun'];

/** RatePlans as the portal reads it, checked against the element and attribute rules of AlpineBits 2020-10 (§4.5). */
function ratePlansOf(xml: string): Map<string, PushedPlan> {
  const rq = root(xml, 'OTA_HotelRatePlanNotifRQ', '1.000');
  const plans = only(rq, 'RatePlans');
  expect(plans.getAttribute('HotelCode')).toBe('AUB2');
  const out = new Map<string, PushedPlan>();
  for (const p of kids(plans)) {
    expect(p.localName).toBe('RatePlan');
    expect(p.getAttribute('RatePlanNotifType')).toBe('Overlay');
    expect(p.getAttribute('CurrencyCode')).toMatch(/^[A-Z]{3}$/);
    const order = kids(p).map((k) => k.localName);
    expect(order.filter((n) => n !== 'BookingRules')).toEqual(['Rates', 'Description']);
    if (order.includes('BookingRules')) expect(order[0]).toBe('BookingRules');
    const plan: PushedPlan = {
      names: {},
      prices: new Map(),
      byGuests: new Map(),
      minStay: new Map(),
      closed: new Set(),
      noArrival: new Set(),
      noDeparture: new Set(),
    };
    const each = (start: string, end: string, f: (day: string) => void) => {
      expect(start).toMatch(DAY);
      expect(end >= start).toBe(true);
      for (let d = new Date(`${start}T00:00:00Z`); d <= new Date(`${end}T00:00:00Z`); d.setUTCDate(d.getUTCDate() + 1)) f(d.toISOString().slice(0, 10));
    };
    for (const rule of kids(p, 'BookingRules').flatMap((b) => kids(b, 'BookingRule'))) {
      expect(rule.getAttribute('CodeContext')).toBe('ROOMTYPE');
      const code = rule.getAttribute('Code')!;
      // OTA's order: LengthsOfStay, DOW_Restrictions, RestrictionStatus (last, always).
      const inRule = kids(rule).map((k) => k.localName);
      expect(inRule.at(-1)).toBe('RestrictionStatus');
      expect(inRule).toEqual(['LengthsOfStay', 'DOW_Restrictions', 'RestrictionStatus'].filter((n) => inRule.includes(n)));
      // A day of the week is allowed (true) or not (false), each of the seven named once.
      const dow = kids(rule, 'DOW_Restrictions').flatMap((d) => kids(d));
      const allowed = (name: string) => {
        const el = dow.find((d) => d.localName === name);
        if (!el) return null;
        expect(
          Array.from(el.attributes)
            .map((a) => a.name)
            .sort(),
        ).toEqual([...WEEK].sort());
        return WEEK.map((d) => {
          const v = el.getAttribute(d)!;
          expect(['true', 'false', '1', '0']).toContain(v);
          return v === 'true' || v === '1';
        });
      };
      for (const d of dow) expect(['ArrivalDaysOfWeek', 'DepartureDaysOfWeek']).toContain(d.localName);
      const arrival = allowed('ArrivalDaysOfWeek');
      const departure = allowed('DepartureDaysOfWeek');
      const status = only(rule, 'RestrictionStatus');
      expect(status.getAttribute('Restriction')).toBe('Master');
      expect(['Open', 'Close']).toContain(status.getAttribute('Status'));
      const min = kids(rule, 'LengthsOfStay')
        .flatMap((l) => kids(l, 'LengthOfStay'))
        .find((l) => l.getAttribute('MinMaxMessageType') === 'SetMinLOS');
      if (min) expect(min.getAttribute('TimeUnit')).toBe('Day');
      each(rule.getAttribute('Start')!, rule.getAttribute('End')!, (day) => {
        if (min) plan.minStay.set(`${code} ${day}`, Number(min.getAttribute('Time')));
        if (status.getAttribute('Status') === 'Close') plan.closed.add(`${code} ${day}`);
        const weekday = (new Date(`${day}T00:00:00Z`).getUTCDay() + 6) % 7;
        if (arrival && !arrival[weekday]) plan.noArrival.add(`${code} ${day}`);
        if (departure && !departure[weekday]) plan.noDeparture.add(`${code} ${day}`);
      });
    }
    for (const rate of kids(only(p, 'Rates'), 'Rate')) {
      expect([rate.getAttribute('RateTimeUnit'), rate.getAttribute('UnitMultiplier')]).toEqual(['Day', '1']);
      // One BaseByGuestAmt per party size (NumberOfGuests unique, from 1 up), each the room's
      // amount for that many adults (Type 25, AgeQualifyingCode 10).
      const amts = kids(only(rate, 'BaseByGuestAmts'), 'BaseByGuestAmt');
      expect(amts.length).toBeGreaterThanOrEqual(1);
      expect(amts.map((a) => Number(a.getAttribute('NumberOfGuests')))).toEqual(amts.map((_, i) => i + 1));
      for (const amt of amts) {
        expect([amt.getAttribute('Type'), amt.getAttribute('AgeQualifyingCode'), amt.getAttribute('CurrencyCode')]).toEqual([
          '25',
          '10',
          p.getAttribute('CurrencyCode'),
        ]);
        expect(amt.getAttribute('AmountAfterTax')!).toMatch(/^\d+(\.\d+)?$/);
      }
      each(rate.getAttribute('Start')!, rate.getAttribute('End')!, (day) => {
        const key = `${rate.getAttribute('InvTypeCode')} ${day}`;
        expect(plan.prices.has(key), `${key} priced once`).toBe(false);
        plan.prices.set(key, amts[0]!.getAttribute('AmountAfterTax')!);
        for (const amt of amts) plan.byGuests.set(`${key} ${amt.getAttribute('NumberOfGuests')}`, amt.getAttribute('AmountAfterTax')!);
      });
    }
    const title = only(p, 'Description');
    expect(title.getAttribute('Name')).toBe('title');
    for (const t of kids(title, 'Text')) plan.names[t.getAttribute('Language')!] = t.textContent ?? '';
    out.set(p.getAttribute('RatePlanCode')!, plan);
  }
  return out;
}

/** The desk's quote of one night for `guests` adults (one unless said) on the public channel: the price per plan, in major units as the message writes them. */
async function quoted(api: TestApi, day: string, guests = 1): Promise<Map<number, string>> {
  const q = await api.as('clerk1').get('/pms/quotes', { checkin: day, nights: 1, guests: String(guests), channel: 15, ignoreAvailability: 'true' });
  expect(q.status).toBe(200);
  const t = (q.body.roomTypes as { roomTypeId: number; offers: { planId: number; priceMinor: number }[] }[]).find((r) => r.roomTypeId === type.roomTypeId)!;
  return new Map(t.offers.map((o) => [o.planId, (o.priceMinor / 100).toFixed(2)]));
}

const lastOf = (action: string) => portal.of(action).at(-1)!.request;
const connectionOf = async (api: TestApi) =>
  (
    (await api.as('admin').get('/pms/channels/alpinebits')).body as {
      connectionId: number;
      lastError: { key: string; params: Record<string, unknown> } | null;
      lastPushStatus: string;
      booked: number;
      refused: { resId: string; reason: { key: string; params: Record<string, unknown>; message: string } }[];
      sells: { plans: { code: string; name: string; nameFr: string }[]; roomTypes: { code: string; name: string }[] };
    }[]
  ).find((c) => c.connectionId === connectionId)!;
const pulledOf = (api: TestApi, resId: string) =>
  rowsOf<{ reservationId: number | null; status: number | null; checkin: string | null; checkout: string | null }>(
    api.database.db,
    sql`select p.reservation_id as "reservationId", r.status, r.checkin::text as checkin, r.checkout::text as checkout from alpinebits_reservations p
      left join reservations r on r.reservation_id = p.reservation_id where p.connection_id = ${connectionId} and p.res_id = ${resId}`,
  );
const guest = (id: string, over: Partial<PortalReservation> = {}): PortalReservation => ({
  id,
  roomTypeCode: 'ABCHG',
  start: '2026-08-01',
  end: '2026-08-03',
  adults: 2,
  givenName: 'Eva',
  surname: `Guest ${id}`,
  email: 'eva@example.com',
  ...over,
});

describeApi(
  'AlpineBits HotelData 2020-10: RatePlans push, cancellations and modifications pulled, failures kept as codes',
  (api) => {
    beforeAll(async () => {
      process.env['ALPINEBITS_BACKOFF_MS'] = '20,20';
      process.env['ALPINEBITS_DAYS'] = '60';
      portal = new AlpineBitsPortal();
      const url = await portal.start();
      type = await aRoomType(api()).coded('ABCHG', 'Change').sleeping(2).atRackRate(40000).sortedAt(1).create();
      await aRoom(api()).ofType(type).named('CH1').create();
      await aRoom(api()).ofType(type).named('CH2').create();
      const plan = async (body: Record<string, unknown>) => {
        const res = await api().as('admin').post('/pms/rates/plans', body);
        expect(res.status).toBe(201);
        return res.body.planId as number;
      };
      flex = await plan({ code: 'ABFLEX', name: 'Flexible', nameFr: 'Flexible (remboursable)', refundable: true, cancelDays: 2 });
      nrf = await plan({
        code: 'ABNRF',
        name: 'Non-refundable',
        nameFr: 'Non remboursable',
        refundable: false,
        parentPlanId: flex,
        adjustKind: 'percent',
        adjustValue: -10,
      });
      const grid = await api()
        .as('admin')
        .post('/pms/rates/grid', { planId: flex, roomTypeIds: [type.roomTypeId], from: '2026-04-10', to: '2026-04-11', restrictions: { minStay: 3 } });
      expect(grid.status).toBe(200);
      const c = await api()
        .as('admin')
        .post('/pms/channels/alpinebits', { name: 'Rates portal', url, username: portal.user, password: portal.password, hotelCode: 'AUB2' });
      expect(c.status).toBe(201);
      connectionId = c.body.connectionId as number;
    });
    afterAll(async () => {
      await portal.stop();
      for (const [k, v] of [
        ['ALPINEBITS_BACKOFF_MS', savedBackoff],
        ['ALPINEBITS_DAYS', savedDays],
      ] as const) {
        if (v === undefined) delete process.env[k];
        else process.env[k] = v;
      }
    });

    it('pushes the rate plans with the prices the desk quotes, their restrictions and names; again only when they move', async () => {
      const r = await api().as('admin').post(`/pms/channels/alpinebits/${connectionId}/push`);
      expect(r.status).toBe(200);
      expect(r.body).toMatchObject({ status: 'sent', error: null, ratePlans: { status: 'sent' }, freeRooms: { status: 'sent' } });
      const plans = ratePlansOf(lastOf('OTA_HotelRatePlanNotif:RatePlans'));
      expect(plans.has('ABFLEX') && plans.has('ABNRF')).toBe(true);
      // The screen says what the connection sells: exactly the plans and room types the pushes send.
      const sells = (await connectionOf(api())).sells;
      expect(sells.plans.map((p) => p.code).sort()).toEqual([...plans.keys()].sort());
      expect(sells.plans.find((p) => p.code === 'ABNRF')).toEqual({ code: 'ABNRF', name: 'Non-refundable', nameFr: 'Non remboursable' });
      expect(sells.roomTypes).toContainEqual({ code: 'ABCHG', name: 'Change' });
      expect(plans.get('ABNRF')!.names).toEqual({ en: 'Non-refundable', fr: 'Non remboursable' });
      for (const day of ['2026-03-10', '2026-04-10', '2026-05-01']) {
        // Each NumberOfGuests says what the desk quotes for that many adults (the type sleeps 2).
        for (const guests of [1, 2]) {
          const desk = await quoted(api(), day, guests);
          expect(plans.get('ABFLEX')!.byGuests.get(`ABCHG ${day} ${guests}`), `FLEX ${day} ${guests}`).toBe(desk.get(flex));
          expect(plans.get('ABNRF')!.byGuests.get(`ABCHG ${day} ${guests}`), `NRF ${day} ${guests}`).toBe(desk.get(nrf));
        }
        expect(plans.get('ABFLEX')!.byGuests.has(`ABCHG ${day} 3`), 'no party larger than the room').toBe(false);
      }
      expect(Number(plans.get('ABNRF')!.prices.get('ABCHG 2026-05-01'))).toBeCloseTo(Number(plans.get('ABFLEX')!.prices.get('ABCHG 2026-05-01')) * 0.9, 2);
      expect(plans.get('ABFLEX')!.prices.has('ABCHG 2026-03-09'), 'no day before the business day').toBe(false);
      expect([plans.get('ABFLEX')!.minStay.get('ABCHG 2026-04-10'), plans.get('ABFLEX')!.minStay.get('ABCHG 2026-04-11')]).toEqual([3, 3]);
      expect(plans.get('ABFLEX')!.minStay.has('ABCHG 2026-04-12')).toBe(false);

      // The schedule's round: nothing moved, nothing sent; a price changed, one push with it.
      const sent = portal.of('OTA_HotelRatePlanNotif:RatePlans').length;
      await runAlpineBitsRound(api().database.db, () => NOW);
      expect(portal.of('OTA_HotelRatePlanNotif:RatePlans')).toHaveLength(sent);
      const stop = await api()
        .as('admin')
        .post('/pms/rates/grid', { planId: flex, roomTypeIds: [type.roomTypeId], from: '2026-04-20', to: '2026-04-20', restrictions: { stopSell: true } });
      expect(stop.status).toBe(200);
      // Closed to arrival on 22–23 April, to departure on the 23rd: pushed as the standard's day-of-week restrictions.
      const cta = await api()
        .as('admin')
        .post('/pms/rates/grid', {
          planId: flex,
          roomTypeIds: [type.roomTypeId],
          from: '2026-04-22',
          to: '2026-04-23',
          restrictions: { closedToArrival: true },
        });
      expect(cta.status, JSON.stringify(cta.body)).toBe(200);
      const ctd = await api()
        .as('admin')
        .post('/pms/rates/grid', {
          planId: flex,
          roomTypeIds: [type.roomTypeId],
          from: '2026-04-23',
          to: '2026-04-23',
          restrictions: { closedToDeparture: true },
        });
      expect(ctd.status, JSON.stringify(ctd.body)).toBe(200);
      await runAlpineBitsRound(api().database.db, () => NOW);
      expect(portal.of('OTA_HotelRatePlanNotif:RatePlans')).toHaveLength(sent + 1);
      const moved = ratePlansOf(lastOf('OTA_HotelRatePlanNotif:RatePlans'));
      expect(moved.get('ABFLEX')!.closed.has('ABCHG 2026-04-20')).toBe(true);
      expect(moved.get('ABFLEX')!.closed.has('ABCHG 2026-04-19')).toBe(false);
      expect([...moved.get('ABFLEX')!.noArrival].sort()).toEqual(['ABCHG 2026-04-22', 'ABCHG 2026-04-23']);
      expect([...moved.get('ABFLEX')!.noDeparture]).toEqual(['ABCHG 2026-04-23']);
      // Neither closes the plan: those days stay on sale, only arrivals (departures) are refused.
      expect(moved.get('ABFLEX')!.closed.has('ABCHG 2026-04-22')).toBe(false);
      expect(moved.get('ABNRF')!.noArrival.size).toBe(0);
    });

    it('sends only what the portal declared in its handshake: no arrival days without ArrivalDOW, no RatePlans to a portal that does not take them', async () => {
      // The restrictions of the test above: closed to arrival on 22-23 April, to departure on the 23rd.
      const narrow = new AlpineBitsPortal();
      narrow.capabilities = [
        { action: 'action_OTA_Ping' },
        { action: 'action_OTA_HotelInvCountNotif_FreeRooms' },
        {
          action: 'action_OTA_HotelRatePlanNotif_RatePlans',
          supports: ['OTA_HotelRatePlanNotif_accept_RatePlan_RoomType_BookingRule', 'OTA_HotelRatePlanNotif_accept_DepartureDOW'],
        },
      ];
      const freeOnly = new AlpineBitsPortal();
      freeOnly.capabilities = [{ action: 'action_OTA_Ping' }, { action: 'action_OTA_HotelInvCountNotif_FreeRooms' }];
      const connect = async (p: AlpineBitsPortal, name: string) => {
        const c = await api()
          .as('admin')
          .post('/pms/channels/alpinebits', { name, url: await p.start(), username: p.user, password: p.password, hotelCode: 'AUB2' });
        expect(c.status).toBe(201);
        return c.body.connectionId as number;
      };
      const ids = [await connect(narrow, 'No arrival days'), await connect(freeOnly, 'Free rooms only')];
      try {
        // The handshake says what each portal takes, per action.
        const shake = await api().as('admin').post(`/pms/channels/alpinebits/${ids[0]}/handshake`);
        expect(shake.status).toBe(200);
        expect(shake.body.supports['action_OTA_HotelRatePlanNotif_RatePlans']).toEqual([
          'OTA_HotelRatePlanNotif_accept_RatePlan_RoomType_BookingRule',
          'OTA_HotelRatePlanNotif_accept_DepartureDOW',
        ]);
        const first = await api().as('admin').post(`/pms/channels/alpinebits/${ids[0]}/push`);
        expect(first.body).toMatchObject({ status: 'sent', ratePlans: { status: 'sent' } });
        const [xml] = narrow.of('OTA_HotelRatePlanNotif:RatePlans').map((h) => h.request);
        const plans = ratePlansOf(xml!);
        expect(plans.get('ABFLEX')!.noArrival.size, 'no ArrivalDaysOfWeek to a portal without ArrivalDOW').toBe(0);
        expect(xml).not.toContain('ArrivalDaysOfWeek');
        expect([...plans.get('ABFLEX')!.noDeparture]).toEqual(['ABCHG 2026-04-23']);
        expect(plans.get('ABFLEX')!.closed.has('ABCHG 2026-04-20')).toBe(true);
        // A portal that declared no RatePlans gets none: the round shakes hands first, then sends the free rooms only.
        await runAlpineBitsRound(api().database.db, () => NOW);
        expect(freeOnly.hits.map((h) => h.action).filter((a) => !a.endsWith(':GuestRequests'))).toEqual([
          'OTA_Ping:Handshaking',
          'OTA_HotelInvCountNotif:FreeRooms',
        ]);
        const all = await api().as('admin').post(`/pms/channels/alpinebits/${ids[1]}/push`);
        expect(all.body).toMatchObject({ status: 'sent', ratePlans: { status: 'unsupported' }, freeRooms: { status: 'sent' } });
        expect(freeOnly.of('OTA_HotelRatePlanNotif:RatePlans')).toHaveLength(0);
      } finally {
        await api().database.db.execute(sql`update alpinebits_connections set active = false where connection_id in (${ids[0]}, ${ids[1]})`);
        await narrow.stop();
        await freeOnly.stop();
      }
    });

    it('tries a RatePlans push again after the portal fails once, each attempt logged', async () => {
      portal.failNext = 1;
      const before = portal.hits.length;
      const r = await pushRatePlans(api().database.db, { connectionId, now: () => NOW, force: true });
      expect(r).toMatchObject({ status: 'sent', error: null });
      expect(portal.hits.slice(before).map((h) => h.action)).toEqual(['OTA_HotelRatePlanNotif:RatePlans', 'OTA_HotelRatePlanNotif:RatePlans']);
      const log = await rowsOf<{ attempt: number; httpStatus: number; ok: boolean }>(
        api().database.db,
        sql`select attempt, http_status as "httpStatus", ok from alpinebits_messages
          where connection_id = ${connectionId} and action = 'OTA_HotelRatePlanNotif:RatePlans' order by message_id desc limit 2`,
      );
      expect(log.reverse()).toEqual([
        { attempt: 1, httpStatus: 500, ok: false },
        { attempt: 2, httpStatus: 200, ok: true },
      ]);
      expect((await connectionOf(api())).lastPushStatus).toBe('ok');
    });

    it('keeps a failure as a code with params, never a sentence, until the same push works again', async () => {
      portal.failNext = 3;
      const failed = await pushRatePlans(api().database.db, { connectionId, now: () => NOW, force: true });
      expect(failed.status).toBe('failed');
      let c = await connectionOf(api());
      expect(c.lastPushStatus).toBe('failed');
      expect(c.lastError).toEqual({ key: 'alpinebits.error.http', params: { status: 500, step: 'RatePlans' } });
      // A FreeRooms push that works does not hide the RatePlans failure.
      const booked = await api()
        .as('clerk1')
        .post('/pms/reservations', { client: { lastName: 'Desk' }, roomTypeId: type.roomTypeId, checkin: '2026-04-02', checkout: '2026-04-03', adults: 1 });
      expect(booked.status).toBe(201);
      const free = await api().as('admin').post(`/pms/channels/alpinebits/${connectionId}/push`);
      expect(free.body).toMatchObject({ freeRooms: { status: 'sent' } });
      portal.failNext = 3;
      expect(await pushRatePlans(api().database.db, { connectionId, now: () => NOW, force: true })).toMatchObject({ status: 'failed' });
      await api()
        .as('clerk1')
        .post('/pms/reservations', { client: { lastName: 'Desk' }, roomTypeId: type.roomTypeId, checkin: '2026-04-03', checkout: '2026-04-04', adults: 1 });
      expect(await pushFreeRooms(api().database.db, { connectionId, now: () => NOW })).toMatchObject({ status: 'sent' });
      c = await connectionOf(api());
      expect([c.lastPushStatus, c.lastError?.params['step']]).toEqual(['failed', 'RatePlans']);
      // The next round sends the rate plans again though they did not move (the portal never took them): the error is gone.
      const sent = portal.of('OTA_HotelRatePlanNotif:RatePlans').length;
      await runAlpineBitsRound(api().database.db, () => NOW);
      expect(portal.of('OTA_HotelRatePlanNotif:RatePlans')).toHaveLength(sent + 1);
      c = await connectionOf(api());
      expect([c.lastPushStatus, c.lastError]).toEqual(['ok', null]);

      // A portal that cannot be reached: the schedule's round keeps why, as a code.
      const closed = http.createServer();
      await new Promise<void>((r) => closed.listen(0, '127.0.0.1', () => r()));
      const port = (closed.address() as AddressInfo).port;
      await new Promise<void>((r) => closed.close(() => r()));
      const gone = await api()
        .as('admin')
        .post('/pms/channels/alpinebits', { name: 'Gone', url: `http://127.0.0.1:${port}/alpinebits`, username: 'u', password: 'p', hotelCode: 'AUB2' });
      await runAlpineBitsRound(api().database.db, () => NOW);
      const list = (await api().as('admin').get('/pms/channels/alpinebits')).body as {
        connectionId: number;
        lastError: { key: string; params: Record<string, string> } | null;
        lastPullStatus: string;
      }[];
      const down = list.find((x) => x.connectionId === gone.body.connectionId)!;
      expect(down.lastPullStatus).toBe('failed');
      const stored = down.lastError!;
      expect(stored.key).toBe('alpinebits.error.unreachable');
      expect(['FreeRooms', 'RatePlans', 'GuestRequests', 'Handshake']).toContain(stored.params['step']);
      expect(stored.params['detail']).toBe('ECONNREFUSED');
      await api().database.db.execute(sql`update alpinebits_connections set active = false where connection_id = ${gone.body.connectionId}`);
    });

    it('takes a cancellation and a change of dates through the desk, refuses another room type with why; acknowledged once', async () => {
      portal.guestRequests = resRetrieve([guest('CH-1'), guest('CH-2', { start: '2026-08-10', end: '2026-08-12' })]);
      const first = await api().as('admin').post(`/pms/channels/alpinebits/${connectionId}/pull`);
      expect(first.body).toMatchObject({ status: 'ok' });
      expect([...(first.body.booked as string[])].sort()).toEqual(['CH-1', 'CH-2']);

      portal.guestRequests = resRetrieve([
        guest('CH-1', { status: 'Cancelled' }),
        guest('CH-2', { status: 'Modify', start: '2026-08-11', end: '2026-08-14' }),
        guest('CH-3', { status: 'Cancelled' }),
        guest('CH-4', { status: 'Modify', start: '2026-08-20', end: '2026-08-21' }),
      ]);
      const acks = portal.of('OTA_NotifReport:GuestRequests').length;
      const r = await api().as('admin').post(`/pms/channels/alpinebits/${connectionId}/pull`);
      expect(r.body.status).toBe('ok');
      expect([...(r.body.booked as string[])].sort()).toEqual(['CH-1', 'CH-2', 'CH-4']);
      expect((r.body.refused as { resId: string }[]).map((x) => x.resId).sort()).toEqual(['CH-3']);
      // Cancelled at the desk (status 5), the new dates taken through the desk's change of dates, the unknown modification booked.
      expect((await pulledOf(api(), 'CH-1'))[0]).toMatchObject({ status: 5 });
      expect((await pulledOf(api(), 'CH-2'))[0]).toMatchObject({ status: 0, checkin: '2026-08-11', checkout: '2026-08-14' });
      const [moved] = await rowsOf<{ n: number }>(
        api().database.db,
        sql`select count(*)::int as n from audit_events a join reservations r on r.item_id = a.item_id
          join alpinebits_reservations p on p.reservation_id = r.reservation_id where p.res_id = 'CH-2' and a.type_id = 10`,
      );
      expect(moved!.n, "the change of dates is audited as the desk's (type 10)").toBe(1);
      expect((await pulledOf(api(), 'CH-4'))[0]).toMatchObject({ status: 0, checkin: '2026-08-20' });
      const [audit] = await rowsOf<{ n: number }>(
        api().database.db,
        sql`select count(*)::int as n from reservations r join alpinebits_reservations p on p.reservation_id = r.reservation_id
          where p.res_id = 'CH-1' and r.cancelled_at is not null and r.room_id is null`,
      );
      expect(audit!.n).toBe(1);
      // Acknowledged: every reservation once, the refused changes as warnings with their reason.
      expect(portal.of('OTA_NotifReport:GuestRequests')).toHaveLength(acks + 1);
      const ack = root(lastOf('OTA_NotifReport:GuestRequests'), 'OTA_NotifReportRQ', '7.000');
      const warnings = kids(only(ack, 'Warnings'), 'Warning');
      expect(warnings.map((w) => [w.getAttribute('Type'), w.getAttribute('RecordID')]).sort()).toEqual([['3', 'CH-3']]);
      const ids = kids(only(only(only(ack, 'NotifDetails'), 'HotelNotifReport'), 'HotelReservations'), 'HotelReservation').map((h) =>
        only(h, 'UniqueID').getAttribute('ID'),
      );
      expect([...ids].sort()).toEqual(['CH-1', 'CH-2', 'CH-3', 'CH-4']);

      // Pulled again (the portal sends the same changes): nothing applied twice, nothing acknowledged twice.
      const rows = await rowsOf<{ n: number }>(
        api().database.db,
        sql`select count(*)::int as n from alpinebits_reservations where connection_id = ${connectionId}`,
      );
      const again = await api().as('admin').post(`/pms/channels/alpinebits/${connectionId}/pull`);
      expect(again.body).toMatchObject({ status: 'ok', booked: [], refused: [] });
      expect(portal.of('OTA_NotifReport:GuestRequests')).toHaveLength(acks + 1);
      expect(
        await rowsOf<{ n: number }>(api().database.db, sql`select count(*)::int as n from alpinebits_reservations where connection_id = ${connectionId}`),
      ).toEqual(rows);

      // A later modification back to the first dates, with the guest's new name (not the desk's to keep), is taken too.
      portal.guestRequests = resRetrieve([guest('CH-2', { status: 'Modify', start: '2026-08-10', end: '2026-08-12', givenName: 'Eve' })]);
      const back = await api().as('admin').post(`/pms/channels/alpinebits/${connectionId}/pull`);
      expect(back.body).toMatchObject({ status: 'ok', booked: ['CH-2'], refused: [] });
      expect((await pulledOf(api(), 'CH-2'))[0]).toMatchObject({ status: 0, checkin: '2026-08-10', checkout: '2026-08-12' });
      // Moved again to the dates of its first move (the same change's key): the booking follows it, acknowledged once already.
      const acked = portal.of('OTA_NotifReport:GuestRequests').length;
      portal.guestRequests = resRetrieve([guest('CH-2', { status: 'Modify', start: '2026-08-11', end: '2026-08-14' })]);
      expect((await api().as('admin').post(`/pms/channels/alpinebits/${connectionId}/pull`)).body).toMatchObject({ status: 'ok', refused: [] });
      expect((await pulledOf(api(), 'CH-2'))[0]).toMatchObject({ status: 0, checkin: '2026-08-11', checkout: '2026-08-14' });
      expect(portal.of('OTA_NotifReport:GuestRequests')).toHaveLength(acked);
      // Another room type is the desk's to make: refused with what was asked, the booking unchanged.
      portal.guestRequests = resRetrieve([guest('CH-2', { status: 'Modify', start: '2026-08-11', end: '2026-08-14', roomTypeCode: 'ABOTHER' })]);
      const otherType = await api().as('admin').post(`/pms/channels/alpinebits/${connectionId}/pull`);
      expect(otherType.body).toMatchObject({ status: 'ok', booked: [] });
      expect((otherType.body.refused as { resId: string }[]).map((x) => x.resId)).toEqual(['CH-2']);
      expect(lastOf('OTA_NotifReport:GuestRequests')).toContain('ABOTHER');
      expect((await pulledOf(api(), 'CH-2'))[0]).toMatchObject({ status: 0, checkin: '2026-08-11', checkout: '2026-08-14' });

      // The screen: the refused changes with their reason as a code (rendered in the reader's language).
      const c = await connectionOf(api());
      const reasons = new Map(c.refused.map((x) => [x.resId, x.reason]));
      expect(reasons.get('CH-2')).toMatchObject({
        key: 'alpinebits.refusal.modifyAtDesk',
        params: { checkin: { day: '2026-08-11' }, checkout: { day: '2026-08-14' }, roomType: 'ABOTHER' },
      });
      expect(reasons.get('CH-3')).toMatchObject({ key: 'alpinebits.refusal.notBooked', params: { resId: 'CH-3' } });
      expect(c.booked).toBe(3);
    });
  },
  { now: () => NOW },
);
