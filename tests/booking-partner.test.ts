import { beforeAll, expect, it } from 'vitest';
import { describeApi, type TestApi } from './helpers/test-api.ts';
import {
  aCompany,
  addToSegment,
  aPerson,
  aRoom,
  aRoomRate,
  aRoomType,
  aSegment,
  aUser,
  FIXTURE,
  type CustomerHandle,
  type RoomHandle,
  type RoomTypeHandle,
  type SegmentHandle,
} from './helpers/builders/index.ts';

// The new-reservation screen's rules on the booking service: partners book for their company at its
// rates, a hold of several rooms serves several bookings, staff pick a free room.
interface Hotel {
  standard: RoomTypeHandle;
  parisDouble: RoomTypeHandle;
  p101: RoomHandle;
  p102: RoomHandle;
  p103: RoomHandle;
  corporate: SegmentHandle;
  ota: SegmentHandle;
  atlas: CustomerHandle;
  other: CustomerHandle;
  jean: CustomerHandle;
}
let h: Hotel;

async function seed(api: TestApi): Promise<void> {
  const standard = await aRoomType(api).coded('PSTD', 'Standard').sleeping(2).atRackRate(90000).sortedAt(1).create();
  const suite = await aRoomType(api).coded('PSUI', 'Suite').sleeping(3).atRackRate(200000).sortedAt(2).create();
  const parisDouble = await aRoomType(api).forHotel(FIXTURE.hotel2).coded('PDBL', 'Double').sleeping(2).atRackRate(16000).sortedAt(1).create();
  const p101 = await aRoom(api).ofType(standard).named('P101').clean().create();
  const p102 = await aRoom(api).ofType(standard).named('P102').dirty().create();
  const p103 = await aRoom(api).ofType(standard).named('P103').clean().create();
  await aRoom(api).ofType(suite).named('P201').clean().create();
  await aRoom(api).ofType(parisDouble).named('Q101').clean().create();
  await aRoomRate(api, standard, { day: '2026-05-01', channel: 16, priceMinor: 70000 });
  await aRoomRate(api, standard, { day: '2026-05-01', channel: 21, priceMinor: 60000 });
  const corporate = await aSegment(api).coded('COR', 'Corporate').onChannel(16).create();
  const ota = await aSegment(api).coded('OTA', 'OTA').onChannel(21).create();
  const atlas = await aCompany(api).called('Atlas Voyages').create();
  const other = await aCompany(api).called('Other Travel').create();
  const jean = await aPerson(api).named('Jean', 'Martin').create();
  await addToSegment(api, corporate, atlas);
  await aUser(api, 'partnerA').named('Partner A').partnerOf(atlas).withRoles('partner').create();
  await aUser(api, 'partnerB').named('Partner B').partnerOf(other).withRoles('partner').create();
  h = { standard, parisDouble, p101, p102, p103, corporate, ota, atlas, other, jean };
}

type Counts = { reservations: number; orders: number; customers: number; audit: number; holds: number };
async function counts(api: TestApi): Promise<Counts> {
  const [row] = await api.database.query<Counts>(`select (select count(*) from reservations)::int as reservations, (select count(*) from orders)::int as orders,
    (select count(*) from customers)::int as customers, (select count(*) from audit_events)::int as audit, (select count(*) from inventory_holds)::int as holds`);
  return row!;
}

const stay = () => ({
  roomTypeId: h.standard.roomTypeId,
  checkin: '2026-05-01',
  checkout: '2026-05-02',
  adults: 1,
  client: { firstName: 'Guest', lastName: 'Of Atlas' },
});

describeApi(
  'booking rules of the new-reservation screen',
  (api) => {
    beforeAll(async () => {
      await seed(api());
    });

    it("quotes a partner at their company's channel and refuses another client or a channel", async () => {
      const q = await api().as('partnerA').get('/pms/quotes', { checkin: '2026-05-01', nights: 1 });
      expect(q.status).toBe(200);
      expect(q.body.channel).toBe(16);
      expect(q.body.roomTypes.find((t: { roomTypeId: number }) => t.roomTypeId === h.standard.roomTypeId).totalMinor).toBe(70000);
      expect((await api().as('partnerA').get('/pms/quotes', { checkin: '2026-05-01', nights: 1, client: h.atlas.customerId })).status).toBe(200);
      const other = await api().as('partnerA').get('/pms/quotes', { checkin: '2026-05-01', nights: 1, client: h.other.customerId });
      expect(other.status).toBe(403);
      expect(other.body.message).toContain(String(h.atlas.customerId));
      expect((await api().as('partnerA').get('/pms/quotes', { checkin: '2026-05-01', nights: 1, channel: 21 })).status).toBe(403);
      // Staff may quote any channel.
      const ota = await api().as('clerk1').get('/pms/quotes', { checkin: '2026-05-01', nights: 1, channel: 21 });
      expect(ota.body.roomTypes.find((t: { roomTypeId: number }) => t.roomTypeId === h.standard.roomTypeId).totalMinor).toBe(60000);
    });

    it("refuses a partner's price, channel, segment, room or other company, and changes nothing", async () => {
      const before = await counts(api());
      for (const extra of [
        { priceMinor: 0 },
        { channel: 21 },
        { segmentId: h.ota.segmentId },
        { roomId: h.p101.roomId },
        { customerId: h.other.customerId, client: undefined },
        { forced: true },
      ]) {
        const res = await api()
          .as('partnerA')
          .post('/pms/reservations', { ...stay(), ...extra });
        expect({ extra, status: res.status }).toEqual({ extra, status: 403 });
        expect(res.body.message).toBeTruthy();
      }
      expect(await counts(api())).toEqual(before);
    });

    it("books a partner's stay for their company, on its segment, at its rate; other partners and lists keep out", async () => {
      const res = await api().as('partnerA').post('/pms/reservations', stay());
      expect(res.status).toBe(201);
      expect(res.body).toMatchObject({
        customerId: h.atlas.customerId,
        partnerId: h.atlas.customerId,
        guestName: 'Guest Of Atlas',
        totalMinor: 70000,
        roomId: null,
      });
      const [row] = await api().database.query<{ segment_id: number; channel: number }>(
        'select segment_id, channel from reservations where reservation_id = $1',
        [res.body.id],
      );
      expect(row).toEqual({ segment_id: h.corporate.segmentId, channel: 16 });
      expect((await api().as('partnerA').get(`/pms/reservations/${res.body.id}`)).status).toBe(200);
      expect((await api().as('partnerB').get(`/pms/reservations/${res.body.id}`)).status).toBe(404);
      const staff = await api()
        .as('clerk1')
        .post('/pms/reservations', { ...stay(), client: undefined, customerId: h.jean.customerId });
      expect(staff.status).toBe(201);
      expect((await api().as('partnerA').get(`/pms/reservations/${staff.body.id}`)).status).toBe(404);
      const list = await api().as('partnerA').get('/pms/reservations', { guest: 'Martin' });
      expect(list.body.content).toEqual([]);
      const search = await api().as('partnerB').get('/pms/reservations/search', { q: 'Of Atlas' });
      expect(search.body).toEqual([]);
    });

    it('lets a hold of several rooms serve one booking per room, then no more', async () => {
      const left = async () =>
        (await api().as('clerk1').get('/pms/quotes', { checkin: '2026-06-01', nights: 2, ignoreAvailability: 'true' })).body.roomTypes.find(
          (t: { roomTypeId: number }) => t.roomTypeId === h.standard.roomTypeId,
        ).unitsLeft;
      expect(await left()).toBe(3);
      const hold = await api().as('clerk1').post('/pms/holds', { roomTypeId: h.standard.roomTypeId, checkin: '2026-06-01', nights: 2, units: 2 });
      expect(hold.status).toBe(201);
      expect(await left()).toBe(1);
      const book = {
        roomTypeId: h.standard.roomTypeId,
        checkin: '2026-06-01',
        checkout: '2026-06-03',
        customerId: h.jean.customerId,
        holdId: hold.body.holdId,
      };
      const first = await api().as('clerk1').post('/pms/reservations', book);
      expect(first.status).toBe(201);
      const afterFirst = await api().database.query<{ units: number; status: string }>('select units, status from inventory_holds where hold_id = $1', [
        hold.body.holdId,
      ]);
      expect(afterFirst).toEqual([{ units: 1, status: 'held' }]);
      expect(await left()).toBe(1);
      const second = await api().as('clerk1').post('/pms/reservations', book);
      expect(second.status).toBe(201);
      const afterSecond = await api().database.query<{ units: number; status: string; reservation_id: number }>(
        'select units, status, reservation_id from inventory_holds where hold_id = $1',
        [hold.body.holdId],
      );
      expect(afterSecond).toEqual([{ units: 1, status: 'consumed', reservation_id: second.body.id }]);
      expect(await left()).toBe(1);
      const before = await counts(api());
      const third = await api().as('clerk1').post('/pms/reservations', book);
      expect(third.status).toBe(409);
      expect(await counts(api())).toEqual(before);
    });

    it('lists the free rooms of a type for staff, whatever their housekeeping', async () => {
      const free = await api().as('clerk1').get('/pms/quotes/free-rooms', { roomTypeId: h.standard.roomTypeId, checkin: '2026-07-01', nights: 3 });
      expect(free.status).toBe(200);
      expect(free.body).toEqual([
        { roomId: h.p101.roomId, name: 'P101', housekeepingStatus: 'CLEAN', guestPresent: false },
        { roomId: h.p102.roomId, name: 'P102', housekeepingStatus: 'DIRTY', guestPresent: false },
        { roomId: h.p103.roomId, name: 'P103', housekeepingStatus: 'CLEAN', guestPresent: false },
      ]);
      const booked = await api().as('clerk1').post('/pms/reservations', {
        roomTypeId: h.standard.roomTypeId,
        roomId: h.p102.roomId,
        checkin: '2026-07-03',
        checkout: '2026-07-05',
        customerId: h.jean.customerId,
      });
      expect(booked.status).toBe(201);
      const after = await api().as('clerk1').get('/pms/quotes/free-rooms', { roomTypeId: h.standard.roomTypeId, checkin: '2026-07-01', nights: 3 });
      expect(after.body.map((r: { name: string }) => r.name)).toEqual(['P101', 'P103']);
      const before = await api().as('clerk1').get('/pms/quotes/free-rooms', { roomTypeId: h.standard.roomTypeId, checkin: '2026-07-01', nights: 2 });
      expect(before.body.map((r: { name: string }) => r.name)).toEqual(['P101', 'P102', 'P103']);

      const bad: [Record<string, string | number>, number, string?][] = [
        [{ roomTypeId: h.standard.roomTypeId, checkin: '2026-02-30', nights: 1 }, 400, 'checkin'],
        [{ roomTypeId: h.standard.roomTypeId, checkin: '2026-07-01', nights: 0 }, 400, 'nights'],
        [{ roomTypeId: 'x', checkin: '2026-07-01', nights: 1 }, 400, 'roomTypeId'],
        [{ roomTypeId: h.parisDouble.roomTypeId, checkin: '2026-07-01', nights: 1 }, 403],
        [{ roomTypeId: 999999, checkin: '2026-07-01', nights: 1 }, 404],
      ];
      for (const [q, status, field] of bad) {
        const r = await api().as('clerk1').get('/pms/quotes/free-rooms', q);
        expect({ q, status: r.status }).toEqual({ q, status });
        if (field) expect(r.body.field).toBe(field);
      }
      expect((await api().as('partnerA').get('/pms/quotes/free-rooms', { roomTypeId: h.standard.roomTypeId, checkin: '2026-07-01', nights: 1 })).status).toBe(
        403,
      );
      expect(
        (await api().as('housekeeper1').get('/pms/quotes/free-rooms', { roomTypeId: h.standard.roomTypeId, checkin: '2026-07-01', nights: 1 })).status,
      ).toBe(403);
    });
  },
  { now: () => new Date('2026-04-01T10:00:00Z') },
);
