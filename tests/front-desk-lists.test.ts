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

// 10:00 UTC on Tuesday 10 March 2026; hotel 1 is moved to Tokyo (UTC+9) so hotel days and UTC days differ.
const FIXED = new Date('2026-03-10T10:00:00Z');

interface Row {
  id: number;
  number: string;
  guestName: string;
  customerName: string;
  status: number;
  roomName: string | null;
  roomStatus: string | null;
  roomTypeCode: string;
  checkin: string;
  checkout: string;
  nights: number;
  adults: number;
  kids: number;
  priceMinor: number;
  currency: string;
  registeredGuests: number;
  cancelledAt: string | null;
  cancelReason: string | null;
  cancelPriceMinor: number | null;
}
interface Page {
  today: string;
  from: string | null;
  to: string | null;
  rows: Row[];
  total: number;
  page: number;
  size: number;
}

type Key = 'a0' | 'a1' | 'a2' | 'a3' | 'a4' | 'a5' | 'a6' | 'h1' | 'h2' | 'h3' | 'd1' | 'c1' | 'c2' | 'c3' | 'c4';
/** The stays by key, and their reservation ids (what the lists answer). */
const stays = {} as Record<Key, StayHandle>;
const ids: Record<string, number> = {};

interface Hotel {
  passport: DocTypeHandle;
  karim: CustomerHandle;
  julie: CustomerHandle;
  partner: UserHandle;
  double: RoomTypeHandle;
  single: RoomTypeHandle;
  parisDouble: RoomTypeHandle;
  r101: RoomHandle;
  r103: RoomHandle;
  r104: RoomHandle;
  r201: RoomHandle;
}
let hotel: Hotel;

async function seed(api: TestApi): Promise<void> {
  await api.database.exec(`update hotels set timezone = 'Asia/Tokyo' where group_id = 1`);
  const passport = await aDocType(api, { code: 'FL-PASSPORT', name: 'Passport', nameFr: 'Passeport' });
  const karim = await aPerson(api).named('Karim', 'Bennani').create();
  const julie = await aPerson(api).forHotel(FIXTURE.hotel2).named('Julie', 'Martin').create();
  const atlas = await aCompany(api).called('Atlas Voyages').create();
  const double = await aRoomType(api).coded('FL-DBL', 'Double').create();
  const single = await aRoomType(api).coded('FL-SGL', 'Single').create();
  const parisDouble = await aRoomType(api).forHotel(FIXTURE.hotel2).coded('FL-DBL', 'Double').create();
  const r101 = await aRoom(api).ofType(double).named('101').clean().create();
  const r103 = await aRoom(api).ofType(double).named('103').clean().create();
  const r104 = await aRoom(api).ofType(double).named('104').dirty().create();
  const r201 = await aRoom(api).ofType(single).named('201').inspected().create();
  await aRoom(api).ofType(parisDouble).named('101').clean().create();
  const partner = await aUser(api, 'fl-partner').named('Partner One').partnerOf(atlas).create();
  hotel = { passport, karim, julie, partner, double, single, parisDouble, r101, r103, r104, r201 };

  /** A stay of two adults at 120.00 a night, without room-night charges, its guest named after its key. */
  const add = async (key: Key, build: (b: StayBuilder) => StayBuilder, o: { paris?: boolean } = {}) => {
    const base = aStay(api)
      .numbered('FL')
      .forCustomer(o.paris ? julie : karim)
      .ofType(o.paris ? parisDouble : double)
      .guest(`Guest ${key}`)
      .withNightPrice(12000)
      .guests(2, key === 'a2' ? '4,9' : '')
      .withoutCharges();
    stays[key] = await build(base).create();
    ids[key] = stays[key].reservationId;
  };
  // Expected arrivals: overdue for longer than the 30-day lookback, overdue, today (one pre-checked-in in room 101), the last day of the window, the day after it, another hotel's.
  await add('a0', (b) => b.dates('2026-02-07', '2026-02-09'));
  await add('a1', (b) => b.dates('2026-03-08', '2026-03-12'));
  await add('a2', (b) => b.dates('2026-03-10', '2026-03-12').inRoom(r101));
  await add('a3', (b) => b.dates('2026-03-10', '2026-03-11'));
  await add('a4', (b) => b.dates('2026-04-09', '2026-04-11'));
  await add('a5', (b) => b.dates('2026-04-10', '2026-04-12'));
  await add('a6', (b) => b.dates('2026-03-10', '2026-03-12'), { paris: true });
  // In house: due out today, overdue since yesterday, staying on; one already departed today.
  await add('h1', (b) => b.dates('2026-03-07', '2026-03-10').inRoom(r103).inHouse());
  await add('h2', (b) => b.dates('2026-03-05', '2026-03-09').inRoom(r104).inHouse());
  await add('h3', (b) => b.dates('2026-03-09', '2026-03-14').inRoom(r201).inHouse());
  await add('d1', (b) => b.dates('2026-03-07', '2026-03-10').checkedOut());
  // Cancelled and no-show: c2 was cancelled at 01:00 on 10 March in Tokyo (still 9 March in UTC).
  await add('c1', (b) => b.dates('2026-03-15', '2026-03-17').cancelled({ at: '2026-03-01T10:00:00Z', reason: 'Flight cancelled', priceMinor: 5000 }));
  await add('c2', (b) => b.dates('2026-01-20', '2026-01-22').cancelled({ at: '2026-03-09T16:00:00Z', reason: 'Changed plans', priceMinor: 0 }));
  await add('c3', (b) => b.dates('2026-03-05', '2026-03-07').noShow());
  await add('c4', (b) => b.dates('2026-03-05', '2026-03-07').cancelled({ at: '2026-03-01T10:00:00Z', reason: 'Other hotel', priceMinor: 0 }), { paris: true });
  await aRegisteredGuest(api, stays.a2, {
    firstName: 'Karim',
    lastName: 'Bennani',
    nationality: 'MA',
    birthDate: '1985-06-01',
    docType: passport,
    docNumber: 'AB123456',
  });
}

const keysOf = (page: Page) => page.rows.map((r) => Object.keys(ids).find((k) => ids[k] === r.id));

/** Everything a list call must leave as it was. */
async function fingerprint(api: TestApi): Promise<unknown> {
  const [row] = await api.database.query(`select (select md5(string_agg(r::text, '|' order by reservation_id)) from reservations r) stays,
    (select md5(string_agg(g::text, '|' order by guest_id)) from reservation_guests g) guests,
    (select md5(string_agg(m::text, '|' order by room_id)) from rooms m) rooms, (select count(*)::int from audit_events) audits`);
  return row;
}

describeApi(
  'front-desk lists: arrivals, in house, due-outs, cancellations and no-shows',
  (api) => {
    const clerk = () => api().as('clerk1');
    let before: unknown;
    beforeAll(async () => {
      await seed(api());
      before = await fingerprint(api());
    });

    it('lists expected arrivals of today and the next 30 days, those overdue in the last 30 days first, with room, guests and price', async () => {
      const res = await clerk().get<Page>('/pms/front-desk/arrivals');
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ today: '2026-03-10', from: '2026-03-10', to: '2026-04-09', total: 4, page: 0, size: 50 });
      expect(keysOf(res.body)).toEqual(['a1', 'a2', 'a3', 'a4']);
      expect(res.body.rows[1]).toEqual({
        id: stays.a2.reservationId,
        number: stays.a2.number,
        guestName: 'Guest a2',
        customerName: 'Karim Bennani',
        status: RESERVATION_STATUS.EXPECTED,
        roomTypeId: hotel.double.roomTypeId,
        roomTypeCode: 'FL-DBL',
        roomTypeName: 'Double',
        roomId: hotel.r101.roomId,
        roomName: '101',
        roomStatus: 'CLEAN',
        roomOccupant: null,
        checkin: '2026-03-10',
        checkout: '2026-03-12',
        nights: 2,
        adults: 2,
        kids: 2,
        priceMinor: 24000,
        currency: 'MAD',
        registeredGuests: 1,
        cancelledAt: null,
        cancelReason: null,
        cancelPriceMinor: null,
        guests: [
          {
            firstName: 'Karim',
            lastName: 'Bennani',
            nationality: 'MA',
            birthDate: '1985-06-01',
            docTypeId: hotel.passport.docTypeId,
            docNumber: 'AB123456',
            isPrimary: true,
          },
        ],
      });
      expect(res.body.rows[0]).toMatchObject({ roomId: null, roomName: null, roomStatus: null, registeredGuests: 0, kids: 0, guests: [] });
    });

    it('narrows arrivals to a range, with or without the overdue ones, and pages them', async () => {
      expect(keysOf((await clerk().get<Page>('/pms/front-desk/arrivals', { overdue: 'false' })).body)).toEqual(['a2', 'a3', 'a4']);
      const later = await clerk().get<Page>('/pms/front-desk/arrivals', { from: '2026-04-10', to: '2026-04-12', overdue: 'false' });
      expect(keysOf(later.body)).toEqual(['a5']);
      const fromOnly = await clerk().get<Page>('/pms/front-desk/arrivals', { from: '2026-04-01' });
      expect(fromOnly.body).toMatchObject({ from: '2026-04-01', to: '2026-05-01', total: 3 });
      expect(keysOf(fromOnly.body)).toEqual(['a1', 'a4', 'a5']);
      // Older expected stays than the 30-day lookback show when the range starts before them.
      const old = await clerk().get<Page>('/pms/front-desk/arrivals', { from: '2026-02-01' });
      expect(old.body).toMatchObject({ from: '2026-02-01', to: '2026-03-03', total: 1 });
      expect(keysOf(old.body)).toEqual(['a0']);
      const second = await clerk().get<Page>('/pms/front-desk/arrivals', { size: 2, page: 1 });
      expect(second.body).toMatchObject({ total: 4, page: 1, size: 2 });
      expect(keysOf(second.body)).toEqual(['a3', 'a4']);
      const beyond = await clerk().get<Page>('/pms/front-desk/arrivals', { size: 2, page: 5 });
      expect(beyond.body).toMatchObject({ total: 4, rows: [] });
    });

    it('lists the in-house stays by room and finds them by guest, number or room', async () => {
      const res = await clerk().get<Page>('/pms/front-desk/in-house');
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ today: '2026-03-10', total: 3 });
      expect(keysOf(res.body)).toEqual(['h1', 'h2', 'h3']);
      expect(res.body.rows.map((r) => r.roomName)).toEqual(['103', '104', '201']);
      expect(keysOf((await clerk().get<Page>('/pms/front-desk/in-house', { q: '201' })).body)).toEqual(['h3']);
      expect(keysOf((await clerk().get<Page>('/pms/front-desk/in-house', { q: 'GUEST H2' })).body)).toEqual(['h2']);
      expect(keysOf((await clerk().get<Page>('/pms/front-desk/in-house', { q: stays.h1.number })).body)).toEqual(['h1']);
      // LIKE wildcards typed by the user are taken literally.
      expect((await clerk().get<Page>('/pms/front-desk/in-house', { q: '%' })).body.total).toBe(0);
    });

    it('lists the due-outs: in-house stays leaving today and overdue ones, not those staying on or gone', async () => {
      const res = await clerk().get<Page>('/pms/front-desk/due-outs');
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ today: '2026-03-10', to: '2026-03-10', total: 2 });
      expect(keysOf(res.body)).toEqual(['h2', 'h1']);
    });

    it('lists cancellations and no-shows by arrival day in a range, newest first, with price and reason', async () => {
      const res = await clerk().get<Page>('/pms/front-desk/cancellations');
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ from: '2026-02-08', to: '2026-04-09', total: 2 });
      expect(keysOf(res.body)).toEqual(['c1', 'c3']);
      expect(res.body.rows[0]).toMatchObject({
        status: RESERVATION_STATUS.CANCELLED,
        priceMinor: 24000,
        cancelPriceMinor: 5000,
        cancelReason: 'Flight cancelled',
        cancelledAt: '2026-03-01T10:00:00.000Z',
      });
      expect(res.body.rows[1]).toMatchObject({ status: RESERVATION_STATUS.NO_SHOW, cancelPriceMinor: null, cancelReason: null, cancelledAt: null });
      expect(keysOf((await clerk().get<Page>('/pms/front-desk/cancellations', { kind: 'noshow' })).body)).toEqual(['c3']);
      expect(keysOf((await clerk().get<Page>('/pms/front-desk/cancellations', { kind: 'cancelled' })).body)).toEqual(['c1']);
      expect(keysOf((await clerk().get<Page>('/pms/front-desk/cancellations', { from: '2026-01-01', to: '2026-01-31' })).body)).toEqual(['c2']);
    });

    it('lists cancellations by the hotel day they were made, in the hotel time zone', async () => {
      const on10th = await clerk().get<Page>('/pms/front-desk/cancellations', { by: 'cancelled', from: '2026-03-10', to: '2026-03-10' });
      expect(keysOf(on10th.body)).toEqual(['c2']);
      expect((await clerk().get<Page>('/pms/front-desk/cancellations', { by: 'cancelled', from: '2026-03-09', to: '2026-03-09' })).body.total).toBe(0);
      const march = await clerk().get<Page>('/pms/front-desk/cancellations', { by: 'cancelled', from: '2026-03-01', to: '2026-03-31' });
      expect(keysOf(march.body)).toEqual(['c2', 'c1']);
      expect(
        (await clerk().get<Page>('/pms/front-desk/cancellations', { by: 'cancelled', kind: 'noshow', from: '2026-03-01', to: '2026-03-31' })).body.total,
      ).toBe(0);
    });

    it('refuses bad inputs with a 400 naming the field', async () => {
      const cases: [string, Record<string, string | number>, string][] = [
        ['arrivals', { from: '2026-02-30' }, 'from'],
        ['arrivals', { from: '2026-03-10', to: '2026-03-09' }, 'to'],
        ['arrivals', { from: '2026-01-01', to: '2027-01-03' }, 'to'],
        ['arrivals', { overdue: 'yes' }, 'overdue'],
        ['arrivals', { page: -1 }, 'page'],
        ['arrivals', { size: 0 }, 'size'],
        ['in-house', { size: 201 }, 'size'],
        ['in-house', { q: 'x'.repeat(101) }, 'q'],
        ['due-outs', { page: 'first' }, 'page'],
        ['cancellations', { kind: 'refund' }, 'kind'],
        ['cancellations', { by: 'created' }, 'by'],
        ['cancellations', { to: '10/03/2026' }, 'to'],
        ['cancellations', { group: 'abc' }, 'group'],
      ];
      for (const [list, query, field] of cases) {
        const res = await clerk().get(`/pms/front-desk/${list}`, query);
        expect(res.status, `${list} ${JSON.stringify(query)}`).toBe(400);
        expect(res.body.field).toBe(field);
        expect(res.body.message).toMatch(new RegExp(`^${field}: `));
      }
    });

    it("refuses another hotel's lists, all hotels at once, partners and anonymous calls", async () => {
      for (const list of ['arrivals', 'in-house', 'due-outs', 'cancellations']) {
        expect((await api().as('clerk2').get(`/pms/front-desk/${list}`, { group: 1 })).status).toBe(403);
        expect((await api().as(hotel.partner.code).get(`/pms/front-desk/${list}`)).status).toBe(403);
        expect((await api().anonymous().get(`/pms/front-desk/${list}`)).status).toBe(401);
        const all = await api().as('admin').get(`/pms/front-desk/${list}`, { group: -1 });
        expect(all.status).toBe(400);
        expect(all.body.field).toBe('group');
      }
      // Hotel 2's clerk sees hotel 2's stays only.
      const other = await api().as('clerk2').get<Page>('/pms/front-desk/arrivals');
      expect(keysOf(other.body)).toEqual(['a6']);
      const admin = await api().as('admin').get<Page>('/pms/front-desk/cancellations', { group: 2 });
      expect(keysOf(admin.body)).toEqual(['c4']);
    });

    it('changes nothing in the database', async () => {
      expect(await fingerprint(api())).toEqual(before);
    });
  },
  { now: () => FIXED },
);
