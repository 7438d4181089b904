import { beforeAll, expect, it } from 'vitest';
import { describeApi, type TestApi } from './helpers/test-api.ts';
import {
  aChildRateBand,
  aCompany,
  addToSegment,
  aPerson,
  aRoom,
  aRoomRate,
  aRoomType,
  aSegment,
  aUser,
  FIXTURE,
  ORDER_STATUS,
  RESERVATION_STATUS,
  type CustomerHandle,
  type RoomHandle,
  type RoomTypeHandle,
  type SegmentHandle,
} from './helpers/builders/index.ts';

// Noon UTC on 10 March 2026; tests move the clock forward to expire holds.
const NOW = new Date('2026-03-10T12:00:00Z');
let clock = NOW;

interface Hotel {
  standard: RoomTypeHandle;
  suite: RoomTypeHandle;
  lastOne: RoomTypeHandle;
  parisDouble: RoomTypeHandle;
  b101: RoomHandle;
  b103: RoomHandle;
  b201: RoomHandle;
  b301: RoomHandle;
  l101: RoomHandle;
  direct: SegmentHandle;
  nour: CustomerHandle;
  jean: CustomerHandle;
  marie: CustomerHandle;
  atlas: CustomerHandle;
  other: CustomerHandle;
}
let b: Hotel;

async function seed(api: TestApi): Promise<void> {
  const standard = await aRoomType(api).coded('BSTD', 'Standard').sleeping(2).atRackRate(90000).sortedAt(1).create();
  const suite = await aRoomType(api).coded('BSUI', 'Suite').sleeping(4).atRackRate(250000).sortedAt(2).create();
  const lastOne = await aRoomType(api).coded('BLST', 'Last one').sleeping(2).atRackRate(70000).sortedAt(3).create();
  const parisDouble = await aRoomType(api).forHotel(FIXTURE.hotel2).coded('BDBL', 'Double').sleeping(2).atRackRate(16000).sortedAt(1).create();
  const b101 = await aRoom(api).ofType(standard).named('B101').create();
  await aRoom(api).ofType(standard).named('B102').create();
  const b103 = await aRoom(api).ofType(standard).named('B103').create();
  const b201 = await aRoom(api).ofType(suite).named('B201').create();
  const b301 = await aRoom(api).ofType(lastOne).named('B301').create();
  const l101 = await aRoom(api).ofType(parisDouble).named('L101').create();
  await aRoomRate(api, standard, { day: '2026-04-01', channel: 15, priceMinor: 100000 });
  await aRoomRate(api, standard, { day: '2026-04-01', channel: 21, priceMinor: 80000 });
  await aChildRateBand(api, standard, { minAge: 0, maxAge: 2, fixedMinor: 0 });
  await aChildRateBand(api, standard, { minAge: 3, maxAge: 11, percent: 50 });
  await aChildRateBand(api, suite, { minAge: 0, maxAge: 11, fixedMinor: 20000 });
  const ota = await aSegment(api).coded('OTA', 'OTA').onChannel(21).create();
  const direct = await aSegment(api).forHotel(FIXTURE.hotel2).coded('DIR', 'Direct').onChannel(15).create();
  const nour = await aPerson(api).named('Nour', 'Alaoui').create();
  const jean = await aPerson(api).named('Jean', 'Martin').create();
  const marie = await aPerson(api).forHotel(FIXTURE.hotel2).named('Marie', 'Curie').create();
  const atlas = await aCompany(api).called('Atlas Voyages').create();
  const other = await aCompany(api).called('Other Travel').create();
  await addToSegment(api, ota, nour);
  await aUser(api, 'partner1').named('Partner One').partnerOf(atlas).withRoles('partner').create();
  b = { standard, suite, lastOne, parisDouble, b101, b103, b201, b301, l101, direct, nour, jean, marie, atlas, other };
}

type Counts = { reservations: number; orders: number; items: number; charges: number; customers: number; audit: number; holds: number };

async function counts(api: TestApi): Promise<Counts> {
  const [row] = await api.database.query<Counts>(`select
    (select count(*) from reservations)::int as reservations, (select count(*) from orders)::int as orders,
    (select count(*) from order_items)::int as items, (select count(*) from order_charges)::int as charges,
    (select count(*) from customers)::int as customers, (select count(*) from audit_events)::int as audit,
    (select count(*) from inventory_holds)::int as holds`);
  return row!;
}

const book = (over: Record<string, unknown> = {}) => ({
  customerId: b.jean.customerId,
  roomTypeId: b.standard.roomTypeId,
  checkin: '2026-05-01',
  checkout: '2026-05-03',
  adults: 2,
  ...over,
});

describeApi(
  'booking service: quotes, holds, bookings',
  (api) => {
    beforeAll(async () => {
      await seed(api());
    });

    it('quotes each room type from the channel rates, falling back to the rack rate, on channel 15 by default', async () => {
      const res = await api().as('clerk1').get('/pms/quotes', { checkin: '2026-04-01', nights: 2, guests: '2' });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ groupId: 1, property: '1001', currency: 'MAD', checkout: '2026-04-03', channel: 15, adults: 2, kidAges: [] });
      const std = res.body.roomTypes.find((t: { roomTypeId: number }) => t.roomTypeId === b.standard.roomTypeId);
      expect(std).toMatchObject({ units: 3, unitsLeft: 3, channel: 15, totalMinor: 190000, priceMinor: 95000 });
      expect(std.nightly).toEqual([
        { day: '2026-04-01', priceMinor: 100000 },
        { day: '2026-04-02', priceMinor: 90000 },
      ]);
      expect(res.body.roomTypes.map((t: { roomTypeId: number }) => t.roomTypeId)).toEqual([b.standard.roomTypeId, b.suite.roomTypeId, b.lastOne.roomTypeId]);
    });

    it("takes the client's segment channel, and 15 for a client without segment", async () => {
      const seg = await api().as('clerk1').get('/pms/quotes', { property: '1001', client: b.nour.customerId, checkin: '2026-04-01', nights: 1, guests: '1' });
      expect(seg.body.channel).toBe(21);
      expect(seg.body.roomTypes[0].totalMinor).toBe(80000);
      const none = await api().as('clerk1').get('/pms/quotes', { property: '1', client: b.jean.customerId, checkin: '2026-04-01', nights: 1 });
      expect(none.body.channel).toBe(15);
      expect(none.body.roomTypes[0].totalMinor).toBe(100000);
    });

    it('prices children by age band and respects the capacity', async () => {
      const res = await api().as('clerk1').get('/pms/quotes', { checkin: '2026-04-01', nights: 1, guests: '1;5' });
      expect(res.body.kidAges).toEqual([5]);
      expect(res.body.roomTypes.find((t: { roomTypeId: number }) => t.roomTypeId === b.standard.roomTypeId).totalMinor).toBe(150000);
      const big = await api().as('clerk1').get('/pms/quotes', { checkin: '2026-04-01', nights: 1, guests: '2;1,5' });
      expect(big.body.roomTypes.map((t: { roomTypeId: number }) => t.roomTypeId)).toEqual([b.suite.roomTypeId]);
      expect(big.body.roomTypes[0].totalMinor).toBe(250000 + 20000 + 20000);
    });

    it('refuses bad quote requests and other hotels', async () => {
      const bad = await api().as('clerk1').get('/pms/quotes', { checkin: '2026-04-01', nights: 1, guests: '0;5' });
      expect(bad.status).toBe(400);
      expect(bad.body.field).toBe('guests');
      expect((await api().as('clerk1').get('/pms/quotes', { checkin: '2026-02-30', nights: 1 })).status).toBe(400);
      expect((await api().as('clerk1').get('/pms/quotes', { checkin: '2026-04-01', nights: 61 })).status).toBe(400);
      expect((await api().as('clerk1').get('/pms/quotes', { property: '1002', checkin: '2026-04-01', nights: 1 })).status).toBe(403);
      expect((await api().as('clerk1').get('/pms/quotes', { property: '9999', checkin: '2026-04-01', nights: 1 })).status).toBe(404);
      expect((await api().as('clerk1').get('/pms/quotes', { client: b.marie.customerId, checkin: '2026-04-01', nights: 1 })).status).toBe(403);
      expect((await api().as('housekeeper1').get('/pms/quotes', { checkin: '2026-04-01', nights: 1 })).status).toBe(403);
    });

    it('holds inventory until the hold expires, confirms and cancels', async () => {
      const q = () => api().as('clerk1').get('/pms/quotes', { checkin: '2026-04-10', nights: 2, ignoreAvailability: 'true' });
      const left = async () => (await q()).body.roomTypes.find((t: { roomTypeId: number }) => t.roomTypeId === b.standard.roomTypeId).unitsLeft;
      const hold = await api().as('clerk1').post('/pms/holds', { roomTypeId: b.standard.roomTypeId, checkin: '2026-04-11', nights: 1, units: 2 });
      expect(hold.status).toBe(201);
      expect(hold.body).toMatchObject({
        roomTypeId: b.standard.roomTypeId,
        checkin: '2026-04-11',
        checkout: '2026-04-12',
        units: 2,
        status: 'held',
        expiresAt: '2026-03-10T12:15:00.000Z',
      });
      expect(await left()).toBe(1);
      expect((await api().as('clerk1').post('/pms/holds', { roomTypeId: b.standard.roomTypeId, checkin: '2026-04-10', nights: 2, units: 2 })).status).toBe(409);
      clock = new Date(NOW.getTime() + 16 * 60_000);
      try {
        expect(await left()).toBe(3);
        expect((await api().as('clerk1').post(`/pms/holds/${hold.body.holdId}/confirm`)).status).toBe(409);
        const h2 = await api().as('clerk1').post('/pms/holds', { roomTypeId: b.standard.roomTypeId, checkin: '2026-04-10', nights: 1 });
        const confirmed = await api().as('clerk1').post(`/pms/holds/${h2.body.holdId}/confirm`);
        expect(confirmed.body.status).toBe('confirmed');
        clock = new Date(NOW.getTime() + 120 * 60_000);
        expect(await left()).toBe(2);
        expect((await api().as('clerk2').post(`/pms/holds/${h2.body.holdId}/cancel`)).status).toBe(403);
        expect((await api().as('clerk1').post(`/pms/holds/${h2.body.holdId}/cancel`)).body.status).toBe('cancelled');
        expect(await left()).toBe(3);
        expect((await api().as('clerk1').post('/pms/holds/999999/cancel')).status).toBe(404);
        expect((await api().as('clerk2').post('/pms/holds', { roomTypeId: b.standard.roomTypeId, checkin: '2026-04-10', nights: 1 })).status).toBe(403);
      } finally {
        clock = NOW;
      }
    });

    it('books a stay: order, item, one charge per night, reservation, audit 9', async () => {
      const before = await counts(api());
      const res = await api()
        .as('clerk1')
        .post('/pms/reservations', book({ roomId: b.b101.roomId, checkin: '2026-04-01', checkout: '2026-04-03' }));
      expect(res.status).toBe(201);
      expect(res.body).toMatchObject({
        roomId: b.b101.roomId,
        roomName: 'B101',
        roomTypeId: b.standard.roomTypeId,
        checkin: '2026-04-01',
        checkout: '2026-04-03',
        numberOfNights: 2,
        status: RESERVATION_STATUS.EXPECTED,
        priceMinor: 100000,
        totalMinor: 190000,
        guestName: 'Jean Martin',
        customerId: b.jean.customerId,
        partnerId: null,
      });
      expect(res.body.number).toMatch(/^RIAD-\d+-1$/);
      const after = await counts(api());
      expect(after).toMatchObject({
        reservations: before.reservations + 1,
        orders: before.orders + 1,
        items: before.items + 1,
        charges: before.charges + 2,
        audit: before.audit + 1,
      });
      const [order] = await api().database.query<{ number: string; status: number; currency: string; total_minor: string }>(
        'select number, status, currency, total_minor::text from orders where order_id = $1',
        [res.body.orderId],
      );
      expect(order).toEqual({ number: res.body.number.replace(/-1$/, ''), status: ORDER_STATUS.CONFIRMED, currency: 'MAD', total_minor: '190000' });
      const [audit] = await api().database.query<{ type_id: number; item_id: number; item_number: string }>(
        'select type_id, item_id, item_number, message, message_key, message_params from audit_events order by audit_event_id desc limit 1',
      );
      // The English message as it always read, and its key with the values the activity report translates.
      expect(audit).toEqual({
        type_id: 9,
        item_id: res.body.itemId,
        item_number: res.body.number,
        message: `Reservation ${res.body.number} created for Jean Martin: Standard, room B101, 2026-04-01 to 2026-04-03`,
        message_key: 'audit.msg.stay.booked',
        message_params: { number: res.body.number, guest: 'Jean Martin', roomType: 'Standard', room: 'B101', checkin: '2026-04-01', checkout: '2026-04-03' },
      });
      const quote = await api().as('clerk1').get('/pms/quotes', { checkin: '2026-04-02', nights: 1 });
      expect(quote.body.roomTypes.find((t: { roomTypeId: number }) => t.roomTypeId === b.standard.roomTypeId).unitsLeft).toBe(2);
      const next = await api()
        .as('clerk1')
        .post('/pms/reservations', book({ priceMinor: 50000 }));
      expect(next.body).toMatchObject({ priceMinor: 50000, totalMinor: 100000, roomId: null });
      expect(Number(next.body.number.split('-')[1])).toBe(Number(res.body.number.split('-')[1]) + 1);
    });

    it('creates the client from the info draft, and consumes a hold', async () => {
      const hold = await api().as('clerk1').post('/pms/holds', { roomTypeId: b.lastOne.roomTypeId, checkin: '2026-06-01', nights: 2 });
      const res = await api()
        .as('clerk1')
        .post('/pms/reservations', {
          roomTypeId: b.lastOne.roomTypeId,
          checkin: '2026-06-01',
          checkout: '2026-06-03',
          adults: 1,
          holdId: hold.body.holdId,
          client: {
            civilite: 'Mme',
            firstName: 'Amina',
            lastName: 'Bennani',
            countryCode: 'ma',
            phone: '+212600000000',
            email: 'amina@example.com',
            countryName: 'Maroc',
            city: 'Fès',
          },
        });
      expect(res.status).toBe(201);
      expect(res.body.guestName).toBe('Amina Bennani');
      const [c] = await api().database.query<{ kind: string; country_code: string; city: string }>(
        'select kind, country_code, city from customers where customer_id = $1',
        [res.body.customerId],
      );
      expect(c).toEqual({ kind: 'person', country_code: 'MA', city: 'Fès' });
      const [h] = await api().database.query<{ status: string; reservation_id: number }>(
        'select status, reservation_id from inventory_holds where hold_id = $1',
        [hold.body.holdId],
      );
      expect(h).toEqual({ status: 'consumed', reservation_id: res.body.id });
      // The type's only room is now sold for those nights; a forced booking needs the permission and never takes an occupied room.
      expect(
        (
          await api()
            .as('clerk1')
            .post('/pms/reservations', book({ roomTypeId: b.lastOne.roomTypeId, checkin: '2026-06-02', checkout: '2026-06-03' }))
        ).status,
      ).toBe(409);
      expect(
        (
          await api()
            .as('clerk1')
            .post('/pms/reservations', book({ roomTypeId: b.lastOne.roomTypeId, checkin: '2026-06-02', checkout: '2026-06-03', forced: true }))
        ).status,
      ).toBe(403);
      const forced = await api()
        .as('admin')
        .post('/pms/reservations', book({ roomTypeId: b.lastOne.roomTypeId, checkin: '2026-06-02', checkout: '2026-06-03', forced: true }));
      expect(forced.status).toBe(201);
      const occupied = await api()
        .as('admin')
        .post(
          '/pms/reservations',
          book({ roomTypeId: b.lastOne.roomTypeId, roomId: b.b301.roomId, checkin: '2026-05-30', checkout: '2026-06-02', forced: true }),
        );
      expect(occupied.status).toBe(201);
      const clash = await api()
        .as('admin')
        .post(
          '/pms/reservations',
          book({ roomTypeId: b.lastOne.roomTypeId, roomId: b.b301.roomId, checkin: '2026-06-01', checkout: '2026-06-02', forced: true }),
        );
      expect(clash.status).toBe(409);
      expect(clash.body.message).toContain('B301');
      expect(clash.body.message).toContain('2026-06-01');
    });

    it('books for a partner company only', async () => {
      const res = await api()
        .as('partner1')
        .post('/pms/reservations', {
          roomTypeId: b.suite.roomTypeId,
          checkin: '2026-07-01',
          checkout: '2026-07-02',
          client: { firstName: 'Guest', lastName: 'Of Partner' },
        });
      expect(res.status).toBe(201);
      expect(res.body).toMatchObject({ customerId: b.atlas.customerId, partnerId: b.atlas.customerId, guestName: 'Guest Of Partner' });
      const before = await counts(api());
      expect(
        (
          await api()
            .as('partner1')
            .post('/pms/reservations', book({ customerId: b.other.customerId }))
        ).status,
      ).toBe(403);
      expect(await counts(api())).toEqual(before);
    });

    it('refuses bad bookings with 400/403/404 and changes nothing', async () => {
      const before = await counts(api());
      const cases: [Record<string, unknown>, number, string?][] = [
        [book({ checkin: '2026-13-01' }), 400, 'checkin'],
        [book({ checkin: '2026-05-03', checkout: '2026-05-01' }), 400, 'checkout'],
        [book({ checkin: '2026-05-03', checkout: '2026-05-03' }), 400, 'checkout'],
        [book({ checkout: '2026-08-01' }), 400, 'checkout'],
        [book({ priceMinor: -1 }), 400, 'priceMinor'],
        [book({ adults: 0 }), 400, 'adults'],
        [book({ adults: 3 }), 400, 'adults'],
        [book({ customerId: undefined }), 400, 'customerId'],
        [book({ roomId: 999999 }), 404],
        [book({ roomId: b.b201.roomId }), 400, 'roomId'],
        [book({ roomId: b.l101.roomId }), 403],
        [book({ roomTypeId: b.parisDouble.roomTypeId }), 403],
        [book({ roomTypeId: 999999 }), 404],
        [book({ customerId: b.marie.customerId }), 403],
        [book({ segmentId: b.direct.segmentId }), 403],
        [book({ holdId: 999999 }), 404],
        [book({ group: 2 }), 403],
      ];
      for (const [body, status, field] of cases) {
        const res = await api().as('clerk1').post('/pms/reservations', body);
        expect({ body, status: res.status }).toEqual({ body, status });
        expect(res.body.message).toBeTruthy();
        if (field) expect(res.body.field).toBe(field);
      }
      expect((await api().as('housekeeper1').post('/pms/reservations', book())).status).toBe(403);
      expect((await api().as('clerk1').post('/pms/reservations', 'not json')).status).toBe(400);
      expect(await counts(api())).toEqual(before);
    });

    it('sells the last free room once: 50 simultaneous bookings give 1 × 201 and 49 × 409', async () => {
      const before = await counts(api());
      const replies = await Promise.all(
        Array.from({ length: 50 }, () =>
          api()
            .as('clerk1')
            .post('/pms/reservations', book({ roomId: b.b103.roomId, checkin: '2026-09-01', checkout: '2026-09-04' })),
        ),
      );
      const statuses = replies.map((r) => r.status).sort();
      expect(statuses.filter((s) => s === 201)).toHaveLength(1);
      expect(statuses.filter((s) => s === 409)).toHaveLength(49);
      expect(replies.find((r) => r.status === 409)!.body.message).toContain('B103');
      const after = await counts(api());
      expect(after.reservations).toBe(before.reservations + 1);
      expect(after.orders).toBe(before.orders + 1);
    }, 180_000);

    it('sells the last unit of a type without a room once: 1 × 201 and 49 × 409', async () => {
      const before = await counts(api());
      const replies = await Promise.all(
        Array.from({ length: 50 }, () =>
          api()
            .as('clerk1')
            .post('/pms/reservations', book({ roomTypeId: b.lastOne.roomTypeId, checkin: '2026-10-01', checkout: '2026-10-03' })),
        ),
      );
      const statuses = replies.map((r) => r.status);
      expect(statuses.filter((s) => s === 201)).toHaveLength(1);
      expect(statuses.filter((s) => s === 409)).toHaveLength(49);
      const after = await counts(api());
      expect(after.reservations).toBe(before.reservations + 1);
      const numbers = await api().database.query<{ n: number }>(
        `select substring(number from '-([0-9]+)$')::int as n from orders where group_id = 1 and number like 'RIAD-%' order by 1`,
      );
      const ns = numbers.map((r) => r.n);
      expect(ns.every((n, i) => i === 0 || n === ns[i - 1]! + 1)).toBe(true);
    }, 180_000);
  },
  { now: () => clock },
);
