import { beforeAll, expect, it } from 'vitest';
import { describeApi, type TestApi } from './helpers/test-api.ts';
import {
  aCompany,
  aDocType,
  aPerson,
  aRegisteredGuest,
  aRoom,
  aRoomType,
  aStay,
  aUser,
  FIXTURE,
  RESERVATION_STATUS,
  type CustomerHandle,
  type DocTypeHandle,
  type RoomHandle,
  type RoomTypeHandle,
  type StayBuilder,
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
  partner: UserHandle;
  single: RoomTypeHandle;
  rooms: { r101: RoomHandle; r102: RoomHandle; r103: RoomHandle; r201: RoomHandle; paris101: RoomHandle };
  /** A stay of Karim Bennani in a Double of hotel 1, priced at zero, without room-night charges. */
  stay(): StayBuilder;
  /** A stay of Julie Martin in hotel 2. */
  parisStay(): StayBuilder;
}
let hotel: Hotel;

const passport = () => ({
  firstName: 'Karim',
  lastName: 'Bennani',
  nationality: 'ma',
  birthDate: '1985-06-01',
  docTypeId: hotel.passport.docTypeId,
  docNumber: 'AB123456',
});
const idCard = () => ({
  firstName: 'Sara',
  lastName: 'Bennani',
  nationality: 'MA',
  birthDate: '1988-02-11',
  docTypeId: hotel.passport.docTypeId,
  docNumber: 'CD654321',
});

/** Doubles 101–103 and a single 201 in hotel 1, a room in hotel 2, customers, a partner user. */
async function seedHotel(api: TestApi): Promise<void> {
  const passportType = await aDocType(api, { code: 'CR-PASSPORT', name: 'Passport', nameFr: 'Passeport' });
  const karim = await aPerson(api).named('Karim', 'Bennani').create();
  const julie = await aPerson(api).forHotel(FIXTURE.hotel2).named('Julie', 'Martin').create();
  const atlas = await aCompany(api).called('Atlas Voyages').create();
  const double = await aRoomType(api).coded('CR-DBL', 'Double').sleeping(2).create();
  const single = await aRoomType(api).coded('CR-SGL', 'Single').sleeping(1).create();
  const parisDouble = await aRoomType(api).forHotel(FIXTURE.hotel2).coded('CR-DBL', 'Double').sleeping(2).create();
  const rooms = {
    r101: await aRoom(api).ofType(double).named('101').clean().create(),
    r102: await aRoom(api).ofType(double).named('102').dirty().create(),
    r103: await aRoom(api).ofType(double).named('103').clean().create(),
    r201: await aRoom(api).ofType(single).named('201').clean().create(),
    paris101: await aRoom(api).ofType(parisDouble).named('101').clean().create(),
  };
  const partner = await aUser(api, 'cr-partner').named('Partner One').partnerOf(atlas).withRoles('partner').create();
  const free = (b: StayBuilder) => b.numbered('CR').withNightPrice(0).withoutCharges();
  hotel = {
    passport: passportType,
    karim,
    julie,
    partner,
    single,
    rooms,
    stay: () => free(aStay(api).forCustomer(karim).ofType(double)),
    parisStay: () => free(aStay(api).forCustomer(julie).ofType(parisDouble)),
  };
}

async function snapshot(api: TestApi) {
  const [row] = await api.database.query(`select
    (select string_agg(reservation_id || ':' || first_name || ':' || doc_number || ':' || is_primary, ',' order by guest_id) from reservation_guests) guests,
    (select count(*) from audit_events)::int audits,
    (select string_agg(reservation_id || ':' || status, ',' order by reservation_id) from reservations) stays`);
  return row;
}

async function auditTypes(api: TestApi, stay: StayHandle): Promise<number[]> {
  const rows = await api.database.query<{ type_id: number }>(`select type_id from audit_events where item_id = $1 order by audit_event_id`, [stay.itemId]);
  return rows.map((r) => r.type_id);
}

describeApi(
  'check-in records: registration cards',
  (api) => {
    const clerk = () => api().as('clerk1');
    let expected: StayHandle, inHouse: StayHandle, single: StayHandle, departed: StayHandle, other: StayHandle;

    beforeAll(async () => {
      await seedHotel(api());
      const { rooms } = hotel;
      expected = await hotel.stay().inRoom(rooms.r101).dates(TODAY, '2026-03-12').guests(2).create();
      inHouse = await hotel.stay().inRoom(rooms.r103).dates('2026-03-09', '2026-03-12').inHouse().guests(2).create();
      single = await hotel.stay().inRoom(rooms.r201).dates('2026-03-09', '2026-03-11').inHouse().create();
      departed = await hotel.stay().inRoom(rooms.r102).dates('2026-03-07', TODAY).checkedOut().create();
      other = await hotel.parisStay().inRoom(rooms.paris101).dates(TODAY, '2026-03-11').create();
    });

    it('records the cards of an expected stay ahead of arrival (16): first one primary, up to what the room sleeps', async () => {
      const first = await clerk().post(`/pms/checkins/new`, { reservationId: expected.reservationId, customerId: hotel.karim.customerId, guest: passport() });
      expect(first.status, JSON.stringify(first.body)).toBe(201);
      expect(first.body).toMatchObject({
        reservationId: expected.reservationId,
        itemId: expected.itemId,
        number: expected.number,
        status: RESERVATION_STATUS.EXPECTED,
        roomName: '101',
        checkin: TODAY,
        checkout: '2026-03-12',
        registeredGuests: 1,
        guest: {
          customerId: hotel.karim.customerId,
          firstName: 'Karim',
          lastName: 'Bennani',
          nationality: 'MA',
          birthDate: '1985-06-01',
          docTypeId: hotel.passport.docTypeId,
          docNumber: 'AB123456',
          isPrimary: true,
        },
      });
      expect(first.body.checkInId).toEqual(expect.any(Number));
      const second = await clerk().post(`/pms/checkins/new`, { reservationId: expected.reservationId, guest: { ...idCard(), isPrimary: true } });
      expect(second.status).toBe(201);
      expect(second.body).toMatchObject({ registeredGuests: 2, guest: { customerId: null, isPrimary: true } });
      const primaries = await api().database.query(`select first_name, is_primary from reservation_guests where reservation_id = $1 order by guest_id`, [
        expected.reservationId,
      ]);
      expect(primaries).toEqual([
        { first_name: 'Karim', is_primary: false },
        { first_name: 'Sara', is_primary: true },
      ]);
      expect(await auditTypes(api(), expected)).toEqual([16, 16]);

      const before = await snapshot(api());
      const full = await clerk().post(`/pms/checkins/new`, {
        reservationId: expected.reservationId,
        guest: { ...idCard(), firstName: 'Nadia', docNumber: 'EF000001' },
      });
      expect(full.status).toBe(409);
      expect(full.body.message).toContain('a Double sleeps 2');
      expect(await snapshot(api())).toEqual(before);
    });

    it('adds a guest to an in-house item (5), refusing a document already on the stay and a full room', async () => {
      const res = await clerk().post(`/pms/checkins/item`, { itemId: inHouse.itemId, guest: passport() });
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      expect(res.body).toMatchObject({
        reservationId: inHouse.reservationId,
        status: RESERVATION_STATUS.IN_HOUSE,
        roomName: '103',
        registeredGuests: 1,
        guest: { docNumber: 'AB123456', isPrimary: true },
      });
      expect(await auditTypes(api(), inHouse)).toEqual([5]);
      const [audit] = await api().database.query<{ message: string; user_name: string; item_number: string }>(
        `select message, user_name, item_number from audit_events where item_id = $1`,
        [inHouse.itemId],
      );
      expect(audit).toEqual({
        message: `Karim Bennani checked in to room 103 on reservation ${inHouse.number}`,
        user_name: 'Clerk One',
        item_number: inHouse.number,
      });

      const before = await snapshot(api());
      const twice = await clerk().post(`/pms/checkins/item`, { itemId: inHouse.itemId, guest: { ...idCard(), docNumber: 'ab123456' } });
      expect(twice.status).toBe(409);
      expect(twice.body.message).toContain('ab123456');
      expect(twice.body.message).toContain('Karim Bennani');
      expect((await clerk().post(`/pms/checkins/item`, { itemId: single.itemId, guest: passport() })).status).toBe(201);
      const after = await snapshot(api());
      const full = await clerk().post(`/pms/checkins/item`, { itemId: single.itemId, guest: idCard() });
      expect(full.status).toBe(409);
      expect(full.body.message).toContain('a Single sleeps 1');
      expect(await snapshot(api())).toEqual(after);
      expect(before).not.toEqual(after);
    });

    it('takes each kind of card in its own state only', async () => {
      const before = await snapshot(api());
      const early = await clerk().post(`/pms/checkins/item`, { itemId: expected.itemId, guest: passport() });
      expect(early.status).toBe(409);
      expect(early.body.message).toContain('POST /checkins/new');
      const late = await clerk().post(`/pms/checkins/new`, { reservationId: inHouse.reservationId, guest: idCard() });
      expect(late.status).toBe(409);
      expect(late.body.message).toContain('POST /checkins/item');
      expect((await clerk().post(`/pms/checkins/item`, { itemId: departed.itemId, guest: idCard() })).status).toBe(409);
      expect((await clerk().post(`/pms/checkins/new`, { reservationId: departed.reservationId, guest: idCard() })).status).toBe(409);
      expect(await snapshot(api())).toEqual(before);
    });

    it('refuses bad inputs, unknown and foreign stays, foreign customers and partners, changing nothing', async () => {
      const fresh = (await hotel.stay().dates('2026-03-20', '2026-03-22').create()).reservationId;
      const before = await snapshot(api());
      const guest = passport();
      const calls: [string, unknown, number, string?][] = [
        ['/pms/checkins/new', { reservationId: fresh }, 400, 'guest'],
        ['/pms/checkins/new', { reservationId: 'x', guest }, 400, 'reservationId'],
        ['/pms/checkins/new', { reservationId: fresh, guest: { ...guest, nationality: 'Morocco' } }, 400, 'guest.nationality'],
        ['/pms/checkins/new', { reservationId: fresh, guest: { ...guest, birthDate: '1985-02-30' } }, 400, 'guest.birthDate'],
        ['/pms/checkins/new', { reservationId: fresh, guest: { ...guest, docNumber: ' ' } }, 400, 'guest.docNumber'],
        ['/pms/checkins/new', { reservationId: fresh, guest: { ...guest, docTypeId: 424242 } }, 400, 'guest.docTypeId'],
        ['/pms/checkins/new', { reservationId: fresh, customerId: 0, guest }, 400, 'customerId'],
        ['/pms/checkins/new', { reservationId: fresh, customerId: 999999, guest }, 404],
        ['/pms/checkins/new', { reservationId: fresh, customerId: hotel.julie.customerId, guest }, 403],
        ['/pms/checkins/new', { reservationId: 999999, guest }, 404],
        ['/pms/checkins/new', { reservationId: other.reservationId, guest }, 403],
        ['/pms/checkins/item', { itemId: -1, guest }, 400, 'itemId'],
        ['/pms/checkins/item', { itemId: 999999, guest }, 404],
        ['/pms/checkins/item', { itemId: other.itemId, guest }, 403],
      ];
      for (const [path, body, status, field] of calls) {
        const res = await clerk().post(path, body);
        expect({ body, status: res.status }).toEqual({ body, status });
        expect(res.body.message).toBeTruthy();
        if (field) expect(res.body.field).toBe(field);
      }
      expect((await clerk().post('/pms/checkins/new', 'not json')).status).toBe(400);
      expect((await api().as(hotel.partner.code).post('/pms/checkins/new', { reservationId: fresh, guest })).status).toBe(403);
      expect((await api().as('clerk2').post('/pms/checkins/item', { itemId: inHouse.itemId, guest: idCard() })).status).toBe(403);
      expect(await snapshot(api())).toEqual(before);
    });
  },
  { now: () => FIXED },
);

describeApi(
  "check-in records: the day's check-in stats and the stays to check in",
  (api) => {
    const clerk = () => api().as('clerk1');
    const ids: Record<string, number> = {};

    beforeAll(async () => {
      await seedHotel(api());
      const { rooms } = hotel;
      const add = async (key: string, stay: StayBuilder): Promise<StayHandle> => {
        const made = await stay.create();
        ids[key] = made.reservationId;
        return made;
      };
      await add('today', hotel.stay().inRoom(rooms.r101).dates(TODAY, '2026-03-12').guests(2));
      await add('late', hotel.stay().dates('2026-03-09', '2026-03-12'));
      await add('tomorrow', hotel.stay().inRoom(rooms.r201).dates('2026-03-11', '2026-03-13'));
      const leaving = await add('leaving', hotel.stay().inRoom(rooms.r102).dates('2026-03-08', TODAY).inHouse().guests(2, '5'));
      const staying = await add('staying', hotel.stay().inRoom(rooms.r103).dates('2026-03-09', '2026-03-11').inHouse().guests(2, '5,9'));
      await add('single', hotel.stay().inRoom(rooms.r201).dates('2026-03-09', '2026-03-10').checkedOut());
      await add('gone', hotel.stay().dates('2026-03-07', TODAY).checkedOut());
      await add('noshow', hotel.stay().dates(TODAY, '2026-03-11').noShow());
      await add('cancelled', hotel.stay().dates(TODAY, '2026-03-11').cancelled());
      await add('hotel2', hotel.parisStay().dates(TODAY, '2026-03-11'));
      await aRegisteredGuest(api(), staying, { firstName: 'Ann', lastName: 'Lee' });
      await aRegisteredGuest(api(), staying, { firstName: 'Tom', lastName: 'Lee', isPrimary: false });
      await aRegisteredGuest(api(), leaving, { firstName: 'Bob', lastName: 'Stone' });
    });

    it('counts the arrivals, departures and the night in house of today', async () => {
      const res = await clerk().get('/pms/orders/checkingStats');
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expect(res.body).toEqual({
        day: TODAY,
        arrivals: { total: 1, checkedIn: 0, pending: 1, noShows: 1 },
        departures: { total: 3, checkedOut: 2, pending: 1 },
        inHouse: { stays: 1, rooms: 1, adults: 2, kids: 2, registeredGuests: 2, staysWithoutCard: 0 },
      });
      expect((await clerk().post('/pms/orders/checkingStats')).body).toEqual(res.body);
    });

    it('counts any other day, sleeping guests of departed stays included', async () => {
      const res = await clerk().get('/pms/orders/checkingStats', { date: '2026-03-09' });
      expect(res.body).toEqual({
        day: '2026-03-09',
        arrivals: { total: 3, checkedIn: 2, pending: 1, noShows: 0 },
        departures: { total: 0, checkedOut: 0, pending: 0 },
        inHouse: { stays: 4, rooms: 3, adults: 6, kids: 3, registeredGuests: 3, staysWithoutCard: 2 },
      });
    });

    it('lists the stays that can be checked in on a day: arrivals of the day and late ones, with room readiness', async () => {
      const res = await clerk().get('/pms/orders/toCheckIn');
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ today: TODAY, from: TODAY, to: TODAY, total: 2, page: 0, size: 50 });
      expect(res.body.rows.map((r: { id: number }) => r.id)).toEqual([ids['late'], ids['today']]);
      expect(res.body.rows[1]).toMatchObject({ roomName: '101', roomStatus: 'CLEAN', adults: 2, registeredGuests: 0, status: RESERVATION_STATUS.EXPECTED });
      expect(res.body.rows[0]).toMatchObject({ roomName: null, roomStatus: null });
      const tomorrow = await clerk().post('/pms/orders/toCheckIn?date=2026-03-11&size=2&page=1');
      expect(tomorrow.body).toMatchObject({ today: TODAY, from: '2026-03-11', total: 3 });
      expect(tomorrow.body.rows.map((r: { id: number }) => r.id)).toEqual([ids['tomorrow']]);
    });

    it('refuses bad days and pages, other hotels and partners', async () => {
      const cases: [string, string, Record<string, string | number>, number, string?][] = [
        ['clerk1', '/pms/orders/checkingStats', { date: '10/03/2026' }, 400, 'date'],
        ['clerk1', '/pms/orders/checkingStats', { date: '2026-02-30' }, 400, 'date'],
        ['clerk1', '/pms/orders/toCheckIn', { size: 0 }, 400, 'size'],
        ['clerk1', '/pms/orders/toCheckIn', { page: -1 }, 400, 'page'],
        ['clerk1', '/pms/orders/toCheckIn', { group: 'x' }, 400, 'group'],
        ['admin', '/pms/orders/toCheckIn', { group: -1 }, 400, 'group'],
        ['clerk1', '/pms/orders/checkingStats', { group: 2 }, 403],
        ['clerk2', '/pms/orders/toCheckIn', { group: 1 }, 403],
        [hotel.partner.code, '/pms/orders/checkingStats', {}, 403],
        [hotel.partner.code, '/pms/orders/toCheckIn', {}, 403],
      ];
      for (const [user, path, query, status, field] of cases) {
        const res = await api().as(user).get(path, query);
        expect({ path, query, status: res.status }).toEqual({ path, query, status });
        if (field) expect(res.body.field).toBe(field);
      }
      const other = await api().as('clerk2').get('/pms/orders/toCheckIn');
      expect(other.body.rows.map((r: { id: number }) => r.id)).toEqual([ids['hotel2']]);
    });
  },
  { now: () => FIXED },
);
