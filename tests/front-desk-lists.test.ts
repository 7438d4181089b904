import { beforeAll, expect, it } from 'vitest';
import { describeApi, type TestApi } from './helpers/test-api.ts';
import { insertStay } from './helpers/stay-factory.ts';

// 10:00 UTC on Tuesday 10 March 2026; hotel 1 is moved to Tokyo (UTC+9) so hotel days and UTC days differ.
const FIXED = new Date('2026-03-10T10:00:00Z');

interface Row { id: number; number: string; guestName: string; customerName: string; status: number; roomName: string | null; roomStatus: string | null; roomTypeCode: string; checkin: string; checkout: string; nights: number; adults: number; kids: number; priceMinor: number; currency: string; registeredGuests: number; cancelledAt: string | null; cancelReason: string | null; cancelPriceMinor: number | null }
interface Page { today: string; from: string | null; to: string | null; rows: Row[]; total: number; page: number; size: number }

const ids: Record<string, number> = {};
let next = 0;

async function addStay(api: TestApi, key: string, s: { checkin: string; checkout: string; status: number; roomId?: number; group?: number; cancelledAt?: string; reason?: string; cancelPrice?: number }): Promise<void> {
  next += 1;
  const group = s.group ?? 1;
  ids[key] = await insertStay(api, {
    ...s, id: 9400 + next, prefix: 'FL', group, customerId: group === 1 ? 9101 : 9102, roomTypeId: group === 1 ? (s.roomId === 915 ? 902 : 901) : 903,
    guestName: `Guest ${key}`, nightMinor: 12000, adults: 2, kidAges: key === 'a2' ? '4,9' : '', cancelReason: s.reason, cancelPriceMinor: s.cancelPrice, charges: false,
  });
}

async function seed(api: TestApi): Promise<void> {
  await api.database.exec(`
    update hotels set timezone = 'Asia/Tokyo' where group_id = 1;
    insert into doc_types (doc_type_id, code, name, name_fr) values (9001, 'FL-PASSPORT', 'Passport', 'Passeport');
    insert into customers (customer_id, group_id, kind, first_name, last_name) values (9101, 1, 'person', 'Karim', 'Bennani'), (9102, 2, 'person', 'Julie', 'Martin');
    insert into customers (customer_id, group_id, kind, company_name) values (9103, 1, 'company', 'Atlas Voyages');
    insert into room_types (room_type_id, group_id, code, name) values (901, 1, 'FL-DBL', 'Double'), (902, 1, 'FL-SGL', 'Single'), (903, 2, 'FL-DBL', 'Double');
    insert into rooms (room_id, group_id, name, room_type_id, housekeeping_status) values
      (911, 1, '101', 901, 'CLEAN'), (913, 1, '103', 901, 'CLEAN'), (914, 1, '104', 901, 'DIRTY'), (915, 1, '201', 902, 'INSPECTED'), (916, 2, '101', 903, 'CLEAN');
    insert into users (user_id, code, username, name, group_id, customer_id) values (9201, 'fl-partner', 'fl-partner', 'Partner One', 1, 9103);
    insert into user_preferred_hotels (user_id, group_id) values (9201, 1);
  `);
  // Expected arrivals: overdue for longer than the 30-day lookback, overdue, today (one pre-checked-in in room 101), the last day of the window, the day after it, another hotel's.
  await addStay(api, 'a0', { checkin: '2026-02-07', checkout: '2026-02-09', status: 0 });
  await addStay(api, 'a1', { checkin: '2026-03-08', checkout: '2026-03-12', status: 0 });
  await addStay(api, 'a2', { checkin: '2026-03-10', checkout: '2026-03-12', status: 0, roomId: 911 });
  await addStay(api, 'a3', { checkin: '2026-03-10', checkout: '2026-03-11', status: 0 });
  await addStay(api, 'a4', { checkin: '2026-04-09', checkout: '2026-04-11', status: 0 });
  await addStay(api, 'a5', { checkin: '2026-04-10', checkout: '2026-04-12', status: 0 });
  await addStay(api, 'a6', { checkin: '2026-03-10', checkout: '2026-03-12', status: 0, group: 2 });
  // In house: due out today, overdue since yesterday, staying on; one already departed today.
  await addStay(api, 'h1', { checkin: '2026-03-07', checkout: '2026-03-10', status: 2, roomId: 913 });
  await addStay(api, 'h2', { checkin: '2026-03-05', checkout: '2026-03-09', status: 2, roomId: 914 });
  await addStay(api, 'h3', { checkin: '2026-03-09', checkout: '2026-03-14', status: 2, roomId: 915 });
  await addStay(api, 'd1', { checkin: '2026-03-07', checkout: '2026-03-10', status: 3 });
  // Cancelled and no-show: c2 was cancelled at 01:00 on 10 March in Tokyo (still 9 March in UTC).
  await addStay(api, 'c1', { checkin: '2026-03-15', checkout: '2026-03-17', status: 5, cancelledAt: '2026-03-01T10:00:00Z', reason: 'Flight cancelled', cancelPrice: 5000 });
  await addStay(api, 'c2', { checkin: '2026-01-20', checkout: '2026-01-22', status: 5, cancelledAt: '2026-03-09T16:00:00Z', reason: 'Changed plans', cancelPrice: 0 });
  await addStay(api, 'c3', { checkin: '2026-03-05', checkout: '2026-03-07', status: 6 });
  await addStay(api, 'c4', { checkin: '2026-03-05', checkout: '2026-03-07', status: 5, group: 2, cancelledAt: '2026-03-01T10:00:00Z', reason: 'Other hotel', cancelPrice: 0 });
  await api.database.exec(`insert into reservation_guests (group_id, reservation_id, first_name, last_name, nationality, birth_date, doc_type_id, doc_number, is_primary)
    values (1, ${ids['a2']}, 'Karim', 'Bennani', 'MA', '1985-06-01', 9001, 'AB123456', true)`);
}

const keysOf = (page: Page) => page.rows.map((r) => Object.keys(ids).find((k) => ids[k] === r.id));

/** Everything a list call must leave as it was. */
async function fingerprint(api: TestApi): Promise<unknown> {
  const [row] = await api.database.query(`select (select md5(string_agg(r::text, '|' order by reservation_id)) from reservations r) stays,
    (select md5(string_agg(g::text, '|' order by guest_id)) from reservation_guests g) guests,
    (select md5(string_agg(m::text, '|' order by room_id)) from rooms m) rooms, (select count(*)::int from audit_events) audits`);
  return row;
}

describeApi('front-desk lists: arrivals, in house, due-outs, cancellations and no-shows', (api) => {
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
      id: ids['a2'], number: `FL-${ids['a2']}-1`, guestName: 'Guest a2', customerName: 'Karim Bennani', status: 0,
      roomTypeId: 901, roomTypeCode: 'FL-DBL', roomTypeName: 'Double', roomId: 911, roomName: '101', roomStatus: 'CLEAN', roomOccupant: null,
      checkin: '2026-03-10', checkout: '2026-03-12', nights: 2, adults: 2, kids: 2, priceMinor: 24000, currency: 'MAD',
      registeredGuests: 1, cancelledAt: null, cancelReason: null, cancelPriceMinor: null,
      guests: [{ firstName: 'Karim', lastName: 'Bennani', nationality: 'MA', birthDate: '1985-06-01', docTypeId: 9001, docNumber: 'AB123456', isPrimary: true }],
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
    expect(keysOf((await clerk().get<Page>('/pms/front-desk/in-house', { q: `FL-${ids['h1']}` })).body)).toEqual(['h1']);
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
    expect(res.body.rows[0]).toMatchObject({ status: 5, priceMinor: 24000, cancelPriceMinor: 5000, cancelReason: 'Flight cancelled', cancelledAt: '2026-03-01T10:00:00.000Z' });
    expect(res.body.rows[1]).toMatchObject({ status: 6, cancelPriceMinor: null, cancelReason: null, cancelledAt: null });
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
    expect((await clerk().get<Page>('/pms/front-desk/cancellations', { by: 'cancelled', kind: 'noshow', from: '2026-03-01', to: '2026-03-31' })).body.total).toBe(0);
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
      expect((await api().as('fl-partner').get(`/pms/front-desk/${list}`)).status).toBe(403);
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
}, { now: () => FIXED });
