import { beforeAll, expect, it } from 'vitest';
import { describeApi, type TestApi } from './helpers/test-api.ts';
import { insertStay } from './helpers/stay-factory.ts';

// The hotels' calendar day is 2026-03-10 (Marrakech and Paris) at this instant.
const FIXED = new Date('2026-03-10T10:00:00Z');
const TODAY = '2026-03-10';

const passport = { firstName: 'Karim', lastName: 'Bennani', nationality: 'ma', birthDate: '1985-06-01', docTypeId: 5001, docNumber: 'AB123456' };
const idCard = { firstName: 'Sara', lastName: 'Bennani', nationality: 'MA', birthDate: '1988-02-11', docTypeId: 5001, docNumber: 'CD654321' };

/** Doubles 101–103 and a single 201 in hotel 1, a room in hotel 2, customers, a partner user. */
async function seedHotel(api: TestApi): Promise<void> {
  await api.database.exec(`
    insert into doc_types (doc_type_id, code, name, name_fr) values (5001, 'CR-PASSPORT', 'Passport', 'Passeport');
    insert into customers (customer_id, group_id, kind, first_name, last_name) values (5101, 1, 'person', 'Karim', 'Bennani'), (5102, 2, 'person', 'Julie', 'Martin');
    insert into customers (customer_id, group_id, kind, company_name) values (5103, 1, 'company', 'Atlas Voyages');
    insert into room_types (room_type_id, group_id, code, name, capacity) values (501, 1, 'CR-DBL', 'Double', 2), (502, 1, 'CR-SGL', 'Single', 1), (503, 2, 'CR-DBL', 'Double', 2);
    insert into rooms (room_id, group_id, name, room_type_id, housekeeping_status) values
      (511, 1, '101', 501, 'CLEAN'), (512, 1, '102', 501, 'DIRTY'), (513, 1, '103', 501, 'CLEAN'), (515, 1, '201', 502, 'CLEAN'), (516, 2, '101', 503, 'CLEAN');
    insert into users (user_id, code, username, name, group_id, customer_id) values (5201, 'cr-partner', 'cr-partner', 'Partner One', 1, 5103);
    insert into user_preferred_hotels (user_id, group_id) values (5201, 1);
    insert into user_roles (user_id, role_id) select 5201, role_id from roles where code = 'partner';
  `);
}

let next = 0;
/** An order with one room item and its stay; returns the id shared by the order, the item and the stay. */
async function addStay(api: TestApi, s: { checkin: string; checkout: string; status?: number; roomId?: number; group?: number; roomTypeId?: number; adults?: number; kidAges?: string }): Promise<number> {
  next += 1;
  const group = s.group ?? 1;
  return insertStay(api, {
    ...s, id: 5300 + next, prefix: 'CR', group, customerId: group === 1 ? 5101 : 5102, roomTypeId: s.roomTypeId ?? (group === 1 ? 501 : 503), nightMinor: 0, charges: false,
  });
}

async function snapshot(api: TestApi) {
  const [row] = await api.database.query(`select
    (select string_agg(reservation_id || ':' || first_name || ':' || doc_number || ':' || is_primary, ',' order by guest_id) from reservation_guests) guests,
    (select count(*) from audit_events)::int audits,
    (select string_agg(reservation_id || ':' || status, ',' order by reservation_id) from reservations) stays`);
  return row;
}

async function auditTypes(api: TestApi, itemId: number): Promise<number[]> {
  const rows = await api.database.query<{ type_id: number }>(`select type_id from audit_events where item_id = $1 order by audit_event_id`, [itemId]);
  return rows.map((r) => r.type_id);
}

describeApi('check-in records: registration cards', (api) => {
  const clerk = () => api().as('clerk1');
  let expected: number, inHouse: number, single: number, departed: number, other: number;

  beforeAll(async () => {
    await seedHotel(api());
    expected = await addStay(api(), { checkin: TODAY, checkout: '2026-03-12', roomId: 511, adults: 2 });
    inHouse = await addStay(api(), { checkin: '2026-03-09', checkout: '2026-03-12', status: 2, roomId: 513, adults: 2 });
    single = await addStay(api(), { checkin: '2026-03-09', checkout: '2026-03-11', status: 2, roomId: 515, roomTypeId: 502 });
    departed = await addStay(api(), { checkin: '2026-03-07', checkout: TODAY, status: 3, roomId: 512 });
    other = await addStay(api(), { checkin: TODAY, checkout: '2026-03-11', group: 2, roomId: 516 });
  });

  it('records the cards of an expected stay ahead of arrival (16): first one primary, up to what the room sleeps', async () => {
    const first = await clerk().post(`/pms/checkins/new`, { reservationId: expected, customerId: 5101, guest: passport });
    expect(first.status, JSON.stringify(first.body)).toBe(201);
    expect(first.body).toMatchObject({
      reservationId: expected, itemId: expected, number: `CR-${expected}-1`, status: 0, roomName: '101', checkin: TODAY, checkout: '2026-03-12', registeredGuests: 1,
      guest: { customerId: 5101, firstName: 'Karim', lastName: 'Bennani', nationality: 'MA', birthDate: '1985-06-01', docTypeId: 5001, docNumber: 'AB123456', isPrimary: true },
    });
    expect(first.body.checkInId).toEqual(expect.any(Number));
    const second = await clerk().post(`/pms/checkins/new`, { reservationId: expected, guest: { ...idCard, isPrimary: true } });
    expect(second.status).toBe(201);
    expect(second.body).toMatchObject({ registeredGuests: 2, guest: { customerId: null, isPrimary: true } });
    const primaries = await api().database.query(`select first_name, is_primary from reservation_guests where reservation_id = $1 order by guest_id`, [expected]);
    expect(primaries).toEqual([{ first_name: 'Karim', is_primary: false }, { first_name: 'Sara', is_primary: true }]);
    expect(await auditTypes(api(), expected)).toEqual([16, 16]);

    const before = await snapshot(api());
    const full = await clerk().post(`/pms/checkins/new`, { reservationId: expected, guest: { ...idCard, firstName: 'Nadia', docNumber: 'EF000001' } });
    expect(full.status).toBe(409);
    expect(full.body.message).toContain('a Double sleeps 2');
    expect(await snapshot(api())).toEqual(before);
  });

  it('adds a guest to an in-house item (5), refusing a document already on the stay and a full room', async () => {
    const res = await clerk().post(`/pms/checkins/item`, { itemId: inHouse, guest: passport });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body).toMatchObject({ reservationId: inHouse, status: 2, roomName: '103', registeredGuests: 1, guest: { docNumber: 'AB123456', isPrimary: true } });
    expect(await auditTypes(api(), inHouse)).toEqual([5]);
    const [audit] = await api().database.query<{ message: string; user_name: string; item_number: string }>(`select message, user_name, item_number from audit_events where item_id = $1`, [inHouse]);
    expect(audit).toEqual({ message: `Karim Bennani checked in to room 103 on reservation CR-${inHouse}-1`, user_name: 'Clerk One', item_number: `CR-${inHouse}-1` });

    const before = await snapshot(api());
    const twice = await clerk().post(`/pms/checkins/item`, { itemId: inHouse, guest: { ...idCard, docNumber: 'ab123456' } });
    expect(twice.status).toBe(409);
    expect(twice.body.message).toContain('ab123456');
    expect(twice.body.message).toContain('Karim Bennani');
    expect((await clerk().post(`/pms/checkins/item`, { itemId: single, guest: passport })).status).toBe(201);
    const after = await snapshot(api());
    const full = await clerk().post(`/pms/checkins/item`, { itemId: single, guest: idCard });
    expect(full.status).toBe(409);
    expect(full.body.message).toContain('a Single sleeps 1');
    expect(await snapshot(api())).toEqual(after);
    expect(before).not.toEqual(after);
  });

  it('takes each kind of card in its own state only', async () => {
    const before = await snapshot(api());
    const early = await clerk().post(`/pms/checkins/item`, { itemId: expected, guest: passport });
    expect(early.status).toBe(409);
    expect(early.body.message).toContain('POST /checkins/new');
    const late = await clerk().post(`/pms/checkins/new`, { reservationId: inHouse, guest: idCard });
    expect(late.status).toBe(409);
    expect(late.body.message).toContain('POST /checkins/item');
    expect((await clerk().post(`/pms/checkins/item`, { itemId: departed, guest: idCard })).status).toBe(409);
    expect((await clerk().post(`/pms/checkins/new`, { reservationId: departed, guest: idCard })).status).toBe(409);
    expect(await snapshot(api())).toEqual(before);
  });

  it('refuses bad inputs, unknown and foreign stays, foreign customers and partners, changing nothing', async () => {
    const fresh = await addStay(api(), { checkin: '2026-03-20', checkout: '2026-03-22' });
    const before = await snapshot(api());
    const calls: [string, unknown, number, string?][] = [
      ['/pms/checkins/new', { reservationId: fresh }, 400, 'guest'],
      ['/pms/checkins/new', { reservationId: 'x', guest: passport }, 400, 'reservationId'],
      ['/pms/checkins/new', { reservationId: fresh, guest: { ...passport, nationality: 'Morocco' } }, 400, 'guest.nationality'],
      ['/pms/checkins/new', { reservationId: fresh, guest: { ...passport, birthDate: '1985-02-30' } }, 400, 'guest.birthDate'],
      ['/pms/checkins/new', { reservationId: fresh, guest: { ...passport, docNumber: ' ' } }, 400, 'guest.docNumber'],
      ['/pms/checkins/new', { reservationId: fresh, guest: { ...passport, docTypeId: 424242 } }, 400, 'guest.docTypeId'],
      ['/pms/checkins/new', { reservationId: fresh, customerId: 0, guest: passport }, 400, 'customerId'],
      ['/pms/checkins/new', { reservationId: fresh, customerId: 999999, guest: passport }, 404],
      ['/pms/checkins/new', { reservationId: fresh, customerId: 5102, guest: passport }, 403],
      ['/pms/checkins/new', { reservationId: 999999, guest: passport }, 404],
      ['/pms/checkins/new', { reservationId: other, guest: passport }, 403],
      ['/pms/checkins/item', { itemId: -1, guest: passport }, 400, 'itemId'],
      ['/pms/checkins/item', { itemId: 999999, guest: passport }, 404],
      ['/pms/checkins/item', { itemId: other, guest: passport }, 403],
    ];
    for (const [path, body, status, field] of calls) {
      const res = await clerk().post(path, body);
      expect({ body, status: res.status }).toEqual({ body, status });
      expect(res.body.message).toBeTruthy();
      if (field) expect(res.body.field).toBe(field);
    }
    expect((await clerk().post('/pms/checkins/new', 'not json')).status).toBe(400);
    expect((await api().as('cr-partner').post('/pms/checkins/new', { reservationId: fresh, guest: passport })).status).toBe(403);
    expect((await api().as('clerk2').post('/pms/checkins/item', { itemId: inHouse, guest: idCard })).status).toBe(403);
    expect(await snapshot(api())).toEqual(before);
  });
}, { now: () => FIXED });

describeApi('check-in records: the day\'s check-in stats and the stays to check in', (api) => {
  const clerk = () => api().as('clerk1');
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    await seedHotel(api());
    ids['today'] = await addStay(api(), { checkin: TODAY, checkout: '2026-03-12', roomId: 511, adults: 2 });
    ids['late'] = await addStay(api(), { checkin: '2026-03-09', checkout: '2026-03-12' });
    ids['tomorrow'] = await addStay(api(), { checkin: '2026-03-11', checkout: '2026-03-13', roomId: 515, roomTypeId: 502 });
    ids['leaving'] = await addStay(api(), { checkin: '2026-03-08', checkout: TODAY, status: 2, roomId: 512, adults: 2, kidAges: '5' });
    ids['staying'] = await addStay(api(), { checkin: '2026-03-09', checkout: '2026-03-11', status: 2, roomId: 513, adults: 2, kidAges: '5,9' });
    ids['single'] = await addStay(api(), { checkin: '2026-03-09', checkout: '2026-03-10', status: 3, roomId: 515, roomTypeId: 502 });
    ids['gone'] = await addStay(api(), { checkin: '2026-03-07', checkout: TODAY, status: 3 });
    ids['noshow'] = await addStay(api(), { checkin: TODAY, checkout: '2026-03-11', status: 6 });
    ids['cancelled'] = await addStay(api(), { checkin: TODAY, checkout: '2026-03-11', status: 5 });
    ids['hotel2'] = await addStay(api(), { checkin: TODAY, checkout: '2026-03-11', group: 2 });
    await api().database.exec(`insert into reservation_guests (group_id, reservation_id, first_name, last_name, is_primary) values
      (1, ${ids['staying']}, 'Ann', 'Lee', true), (1, ${ids['staying']}, 'Tom', 'Lee', false), (1, ${ids['leaving']}, 'Bob', 'Stone', true)`);
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
    expect(res.body.rows[1]).toMatchObject({ roomName: '101', roomStatus: 'CLEAN', adults: 2, registeredGuests: 0, status: 0 });
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
      ['cr-partner', '/pms/orders/checkingStats', {}, 403],
      ['cr-partner', '/pms/orders/toCheckIn', {}, 403],
    ];
    for (const [user, path, query, status, field] of cases) {
      const res = await api().as(user).get(path, query);
      expect({ path, query, status: res.status }).toEqual({ path, query, status });
      if (field) expect(res.body.field).toBe(field);
    }
    const other = await api().as('clerk2').get('/pms/orders/toCheckIn');
    expect(other.body.rows.map((r: { id: number }) => r.id)).toEqual([ids['hotel2']]);
  });
}, { now: () => FIXED });
