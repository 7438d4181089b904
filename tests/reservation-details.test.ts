import { beforeAll, expect, it } from 'vitest';
import { describeApi, type TestApi } from './helpers/test-api.ts';
import {
  aCompany,
  aDocType,
  aPerson,
  aRoom,
  aRoomType,
  aSegment,
  aStay,
  aUser,
  FIXTURE,
  RESERVATION_STATUS,
  type CustomerHandle,
  type DocTypeHandle,
  type RoomHandle,
  type RoomTypeHandle,
  type SegmentHandle,
  type StayHandle,
  type UserHandle,
} from './helpers/builders/index.ts';

// The hotels' calendar day is 2026-03-10 (Marrakech and Paris) at this instant.
const FIXED = new Date('2026-03-10T10:00:00Z');
const TODAY = '2026-03-10';

interface Hotel {
  passport: DocTypeHandle;
  karim: CustomerHandle;
  julie: CustomerHandle;
  atlas: CustomerHandle;
  tourOperators: SegmentHandle;
  double: RoomTypeHandle;
  parisDouble: RoomTypeHandle;
  partner: UserHandle;
  otherPartner: UserHandle;
  rooms: { d1: RoomHandle; d2: RoomHandle; d3: RoomHandle; d4: RoomHandle; s1: RoomHandle; p1: RoomHandle; d5: RoomHandle };
}
let rd: Hotel;

const passport = () => ({
  firstName: 'Karim',
  lastName: 'Bennani',
  nationality: 'MA',
  birthDate: '1985-06-01',
  docTypeId: rd.passport.docTypeId,
  docNumber: 'AB123456',
  isPrimary: true,
});

/** Room types, rooms, a doc type, customers and a partner user of hotel 1; a room type, room and customer of hotel 2. */
async function seedHotel(api: TestApi): Promise<void> {
  const passportType = await aDocType(api, { code: 'RD-PASSPORT', name: 'Passport (test)', nameFr: 'Passeport (test)' });
  const karim = await aPerson(api).named('Karim', 'Bennani').withEmail('karim@example.test').withPhone('+212600000001').create();
  const julie = await aPerson(api).forHotel(FIXTURE.hotel2).named('Julie', 'Martin').create();
  const atlas = await aCompany(api).called('Atlas Voyages').create();
  const sahara = await aCompany(api).called('Sahara Tours').create();
  const tourOperators = await aSegment(api).coded('TO', 'Tour operators').onChannel(3).create();
  const double = await aRoomType(api).coded('RD-DBL', 'Double').sortedAt(1).create();
  const suite = await aRoomType(api).coded('RD-STE', 'Suite').sortedAt(2).create();
  const parisDouble = await aRoomType(api).forHotel(FIXTURE.hotel2).coded('RD-DBL', 'Double').sortedAt(1).create();
  const rooms = {
    d1: await aRoom(api).ofType(double).named('D1').clean().create(),
    d2: await aRoom(api).ofType(double).named('D2').inspected().create(),
    d3: await aRoom(api).ofType(double).named('D3').dirty().create(),
    d4: await aRoom(api).ofType(double).named('D4').clean().create(),
    s1: await aRoom(api).ofType(suite).named('S1').clean().create(),
    p1: await aRoom(api).ofType(parisDouble).named('P1').clean().create(),
    d5: await aRoom(api).ofType(double).named('D5').clean().inactive().create(),
  };
  const partner = await aUser(api, 'rd-partner').named('Partner Atlas').partnerOf(atlas).create();
  const otherPartner = await aUser(api, 'rd-other').named('Partner Sahara').partnerOf(sahara).create();
  rd = { passport: passportType, karim, julie, atlas, tourOperators, double, parisDouble, partner, otherPartner, rooms };
}

/** A stay at 100.00 a night for two adults and two children: in hotel 1 a partner booking of Atlas Voyages, else Julie Martin's in hotel 2. */
async function addStay(api: TestApi, s: { checkin: string; checkout: string; room?: RoomHandle; group?: number }): Promise<StayHandle> {
  const stay = aStay(api).numbered('RD').dates(s.checkin, s.checkout).guest('Karim Bennani').onChannel(3).guests(2, '4;9');
  if (s.group === FIXTURE.hotel2) stay.forCustomer(rd.julie).ofType(rd.parisDouble);
  else stay.forCustomer(rd.karim).ofType(rd.double).forPartner(rd.atlas).inSegment(rd.tourOperators);
  if (s.room) stay.inRoom(s.room);
  return stay.create();
}

/** Everything a refused or read-only call must leave as it was. */
async function dbState(api: TestApi) {
  const [row] = await api.database.query(`select
    (select string_agg(reservation_id || ':' || status || ':' || coalesce(room_id, 0), ',' order by reservation_id) from reservations) stays,
    (select string_agg(room_id || housekeeping_status, ',' order by room_id) from rooms) rooms,
    (select count(*) from audit_events)::int audits, (select count(*) from reservation_tags)::int tags,
    (select count(*) from reservation_notes)::int notes, (select count(*) from reservation_guests)::int guests, (select count(*) from doc_types)::int doc_types`);
  return row;
}

const roomNames = (body: { rooms: { name: string }[] }) => body.rooms.map((r) => r.name);

describeApi(
  'reservation details: one stay with its order, guests, tags, notes and allowed actions',
  (api) => {
    const clerk = () => api().as('clerk1');
    beforeAll(async () => seedHotel(api()));

    it('returns an expected arrival of today with its order, charges by day and the actions the rules allow', async () => {
      const id = await addStay(api(), { checkin: TODAY, checkout: '2026-03-13', room: rd.rooms.d1 });
      const res = await clerk().get(`/pms/reservations/${id.reservationId}`);
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({
        id: id.reservationId,
        number: id.number,
        status: RESERVATION_STATUS.EXPECTED,
        checkin: TODAY,
        checkout: '2026-03-13',
        numberOfNights: 3,
        adults: 2,
        kidAges: [4, 9],
        customer: { id: rd.karim.customerId, name: 'Karim Bennani', email: 'karim@example.test' },
        partner: { id: rd.atlas.customerId, name: 'Atlas Voyages' },
        segment: { id: rd.tourOperators.segmentId, name: 'Tour operators' },
        channel: 3,
        roomType: { id: rd.double.roomTypeId, code: 'RD-DBL', name: 'Double' },
        room: { id: rd.rooms.d1.roomId, name: 'D1', housekeepingStatus: 'CLEAN' },
        priceMinor: 30000,
        pricePerNightMinor: 10000,
        currency: 'MAD',
        today: TODAY,
        timezone: 'Africa/Casablanca',
        checkedInAt: null,
        checkedOutAt: null,
        guests: [],
        tags: [],
        notes: [],
        order: {
          id: id.orderId,
          number: id.orderNumber,
          currency: 'MAD',
          totalMinor: 30000,
          items: [{ itemId: id.itemId, kind: 'room', quantity: 3, unitPriceMinor: 10000, totalMinor: 30000, serviceStart: TODAY, serviceEnd: '2026-03-13' }],
        },
      });
      expect(res.body.charges.map((c: { day: string; amountMinor: number; kind: string }) => [c.day, c.kind, c.amountMinor])).toEqual([
        [TODAY, 'room_night', 10000],
        ['2026-03-11', 'room_night', 10000],
        ['2026-03-12', 'room_night', 10000],
      ]);
      expect(res.body.actions).toEqual(['edit', 'assign', 'unassign', 'addTag', 'addNote', 'cancel', 'preCheckIn', 'checkIn']);
    });

    it('shows the registered guests with their document, the card tags and the notes after check-in, and the in-house actions', async () => {
      const id = await addStay(api(), { checkin: TODAY, checkout: '2026-03-12', room: rd.rooms.d2 });
      expect(
        (
          await clerk().post(`/pms/reservations/${id.reservationId}/checkin`, {
            guests: [passport(), { ...passport(), firstName: 'Sara', isPrimary: false, docNumber: 'CD7' }],
          })
        ).status,
      ).toBe(200);
      expect((await clerk().post(`/pms/reservations/${id.reservationId}/tag/add/CARD-77`)).status).toBe(200);
      expect((await clerk().post(`/pms/reservations/${id.reservationId}/notes`, { message: 'Late dinner', type: 'request' })).status).toBe(201);
      const res = await clerk().get(`/pms/reservations/${id.reservationId}`);
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ status: RESERVATION_STATUS.IN_HOUSE, checkedInAt: FIXED.toISOString(), guestsCount: 2, tags: ['CARD-77'] });
      expect(res.body.guests).toEqual([
        expect.objectContaining({
          firstName: 'Karim',
          lastName: 'Bennani',
          nationality: 'MA',
          birthDate: '1985-06-01',
          docNumber: 'AB123456',
          isPrimary: true,
          docType: { id: rd.passport.docTypeId, code: 'RD-PASSPORT', name: 'Passport (test)', nameFr: 'Passeport (test)' },
        }),
        expect.objectContaining({ firstName: 'Sara', docNumber: 'CD7', isPrimary: false }),
      ]);
      expect(res.body.notes).toEqual([
        expect.objectContaining({ message: 'Late dinner', type: 'request', user: { userId: FIXTURE.users.clerk1.userId, name: 'Clerk One' } }),
      ]);
      expect(res.body.actions).toEqual(['edit', 'move', 'addTag', 'removeTags', 'addNote', 'checkOut', 'undoCheckIn']);
    });

    it('shows a cancelled stay with its fee, reason and time, leaving only notes', async () => {
      const id = await addStay(api(), { checkin: '2026-03-20', checkout: '2026-03-22', room: rd.rooms.d4 });
      expect((await clerk().post(`/pms/reservations/${id.reservationId}/cancel`, { price: 4500, reason: 'Flight cancelled' })).status).toBe(200);
      const res = await clerk().get(`/pms/reservations/${id.reservationId}`);
      expect(res.body).toMatchObject({
        status: RESERVATION_STATUS.CANCELLED,
        room: null,
        cancelPriceMinor: 4500,
        cancelReason: 'Flight cancelled',
        cancelled: '2026-03-10T10:00:00Z',
        actions: ['addNote'],
      });
      expect(res.body.charges).toEqual([expect.objectContaining({ day: TODAY, kind: 'cancellation', amountMinor: 4500 })]);
      expect(res.body.order.totalMinor).toBe(4500);
    });

    it("gives a partner their company's booking without identities, tags, notes or actions", async () => {
      const id = await addStay(api(), { checkin: TODAY, checkout: '2026-03-11', room: rd.rooms.s1 });
      const res = await api().as(rd.partner.code).get(`/pms/reservations/${id.reservationId}`);
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ id: id.reservationId, guests: null, tags: null, notes: null, actions: [] });
      expect(res.body.order.items).toHaveLength(1);
      expect((await api().as(rd.otherPartner.code).get(`/pms/reservations/${id.reservationId}`)).status).toBe(404);
    });

    it('refuses bad ids, unknown stays and other hotels without changing anything', async () => {
      const other = await addStay(api(), { checkin: TODAY, checkout: '2026-03-11', group: 2 });
      const before = await dbState(api());
      const zero = await clerk().get('/pms/reservations/0');
      expect(zero.status).toBe(400);
      expect(zero.body.field).toBe('id');
      expect((await clerk().get('/pms/reservations/abc')).status).toBe(404);
      expect((await clerk().get('/pms/reservations/999999')).status).toBe(404);
      const foreign = await clerk().get(`/pms/reservations/${other.reservationId}`);
      expect(foreign.status).toBe(404);
      expect(foreign.body.message).toContain('hotel 1');
      expect((await api().anonymous().get(`/pms/reservations/${other.reservationId}`)).status).toBe(401);
      expect(await dbState(api())).toEqual(before);
    });
  },
  { now: () => FIXED },
);

describeApi(
  'reservation details: free rooms for a stay',
  (api) => {
    const clerk = () => api().as('clerk1');
    beforeAll(async () => seedHotel(api()));

    it("lists the clean rooms of the stay's type free over all its nights, the stay's own room left out", async () => {
      // D4 holds another stay overlapping the last night; D3 is dirty; D5 is out of service.
      await addStay(api(), { checkin: '2026-03-11', checkout: '2026-03-14', room: rd.rooms.d4 });
      const id = await addStay(api(), { checkin: TODAY, checkout: '2026-03-12', room: rd.rooms.d1 });
      const before = await dbState(api());
      const same = await clerk().get(`/pms/reservations/${id.reservationId}/free-rooms`);
      expect(same.status).toBe(200);
      expect(same.body).toMatchObject({ reservationId: id.reservationId, checkin: TODAY, checkout: '2026-03-12', readyOnly: true });
      expect(roomNames(same.body)).toEqual(['D2']);
      expect(same.body.rooms[0]).toEqual({
        roomId: rd.rooms.d2.roomId,
        name: 'D2',
        housekeepingStatus: 'INSPECTED',
        roomType: { id: rd.double.roomTypeId, code: 'RD-DBL', name: 'Double', capacity: 2 },
        sameType: true,
      });
      const all = await clerk().get(`/pms/reservations/${id.reservationId}/free-rooms`, { types: 'all' });
      expect(all.body.rooms.map((r: { name: string; sameType: boolean }) => [r.name, r.sameType])).toEqual([
        ['D2', true],
        ['S1', false],
      ]);
      expect(await dbState(api())).toEqual(before);
    });

    it('shows a future arrival the free rooms whatever their housekeeping status', async () => {
      const id = await addStay(api(), { checkin: '2026-04-01', checkout: '2026-04-03' });
      const res = await clerk().get(`/pms/reservations/${id.reservationId}/free-rooms`);
      expect(res.body.readyOnly).toBe(false);
      expect(roomNames(res.body)).toEqual(['D1', 'D2', 'D3', 'D4']);
      // Once D2 is given, it is no longer offered.
      expect((await clerk().post(`/pms/reservations/${id.reservationId}/assign`, { roomId: rd.rooms.d2.roomId })).status).toBe(200);
      const other = await addStay(api(), { checkin: '2026-04-02', checkout: '2026-04-05' });
      expect(roomNames((await clerk().get(`/pms/reservations/${other.reservationId}/free-rooms`)).body)).toEqual(['D1', 'D3', 'D4']);
    });

    it('refuses bad input, partners, other hotels and unknown stays with a clear status', async () => {
      const id = await addStay(api(), { checkin: '2026-05-01', checkout: '2026-05-02' });
      const foreign = await addStay(api(), { checkin: '2026-05-01', checkout: '2026-05-02', group: 2 });
      const before = await dbState(api());
      const bad = await clerk().get(`/pms/reservations/${id.reservationId}/free-rooms`, { types: 'some' });
      expect(bad.status).toBe(400);
      expect(bad.body.field).toBe('types');
      expect(bad.body.message).toContain("'same'");
      const zero = await clerk().get('/pms/reservations/0/free-rooms');
      expect([zero.status, zero.body.field]).toEqual([400, 'id']);
      expect((await clerk().get('/pms/reservations/abc/free-rooms')).status).toBe(400);
      const unknown = await clerk().get('/pms/reservations/999999/free-rooms');
      expect(unknown.status).toBe(404);
      expect(unknown.body.message).toContain('999999');
      expect((await clerk().get(`/pms/reservations/${foreign.reservationId}/free-rooms`)).status).toBe(403);
      expect((await api().as('clerk2').get(`/pms/reservations/${id.reservationId}/free-rooms`)).status).toBe(403);
      expect((await api().as(rd.partner.code).get(`/pms/reservations/${id.reservationId}/free-rooms`)).status).toBe(403);
      expect((await api().anonymous().get(`/pms/reservations/${id.reservationId}/free-rooms`)).status).toBe(401);
      expect(await dbState(api())).toEqual(before);
    });
  },
  { now: () => FIXED },
);

describeApi('reservation details: identity document types', (api) => {
  it('lists the document types of the reference data on /doctypes and /alldoctypes', async () => {
    for (const path of ['/crm/doctypes', '/crm/alldoctypes']) {
      const res = await api().as('clerk1').get(path);
      expect(res.status).toBe(200);
      expect(res.body.map((d: { code: string }) => d.code)).toEqual(['PASSPORT', 'ID_CARD', 'RESIDENCE', 'DRIVING']);
      expect(res.body[0]).toEqual({ docTypeId: expect.any(Number), code: 'PASSPORT', name: 'Passport', nameFr: 'Passeport' });
    }
    expect((await api().anonymous().get('/crm/doctypes')).status).toBe(401);
  });
});
