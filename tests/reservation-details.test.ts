import { beforeAll, expect, it } from 'vitest';
import { describeApi, type TestApi } from './helpers/test-api.ts';
import { insertStay } from './helpers/stay-factory.ts';

// The hotels' calendar day is 2026-03-10 (Marrakech and Paris) at this instant.
const FIXED = new Date('2026-03-10T10:00:00Z');
const TODAY = '2026-03-10';

const passport = { firstName: 'Karim', lastName: 'Bennani', nationality: 'MA', birthDate: '1985-06-01', docTypeId: 9501, docNumber: 'AB123456', isPrimary: true };

/** Room types, rooms, a doc type, customers and a partner user of hotel 1; a room type, room and customer of hotel 2. */
async function seedHotel(api: TestApi): Promise<void> {
  await api.database.exec(`
    insert into doc_types (doc_type_id, code, name, name_fr) values (9501, 'RD-PASSPORT', 'Passport (test)', 'Passeport (test)');
    insert into customers (customer_id, group_id, kind, first_name, last_name, email, phone) values
      (9601, 1, 'person', 'Karim', 'Bennani', 'karim@example.test', '+212600000001'), (9602, 2, 'person', 'Julie', 'Martin', '', '');
    insert into customers (customer_id, group_id, kind, company_name) values (9603, 1, 'company', 'Atlas Voyages'), (9604, 1, 'company', 'Sahara Tours');
    insert into market_segments (segment_id, group_id, name, code, channel) values (9651, 1, 'Tour operators', 'TO', 3);
    insert into room_types (room_type_id, group_id, code, name, sort_order) values (9701, 1, 'RD-DBL', 'Double', 1), (9702, 1, 'RD-STE', 'Suite', 2), (9703, 2, 'RD-DBL', 'Double', 1);
    insert into rooms (room_id, group_id, name, room_type_id, housekeeping_status) values
      (9711, 1, 'D1', 9701, 'CLEAN'), (9712, 1, 'D2', 9701, 'INSPECTED'), (9713, 1, 'D3', 9701, 'DIRTY'), (9714, 1, 'D4', 9701, 'CLEAN'),
      (9715, 1, 'S1', 9702, 'CLEAN'), (9716, 2, 'P1', 9703, 'CLEAN');
    insert into rooms (room_id, group_id, name, room_type_id, housekeeping_status, active) values (9717, 1, 'D5', 9701, 'CLEAN', false);
    insert into users (user_id, code, username, name, group_id, customer_id) values
      (9801, 'rd-partner', 'rd-partner', 'Partner Atlas', 1, 9603), (9802, 'rd-other', 'rd-other', 'Partner Sahara', 1, 9604);
    insert into user_preferred_hotels (user_id, group_id) values (9801, 1), (9802, 1);
  `);
}

let next = 0;
/** An order with one room item, its reservation (10000 a night, a partner booking) and its room-night charges. */
async function addStay(api: TestApi, s: { checkin: string; checkout: string; status?: number; roomId?: number | null; group?: number; checkedInAt?: string }): Promise<number> {
  next += 1;
  const group = s.group ?? 1;
  return insertStay(api, {
    ...s, id: 9900 + next, prefix: 'RD', group, customerId: group === 1 ? 9601 : 9602, roomTypeId: group === 1 ? 9701 : 9703, guestName: 'Karim Bennani',
    partnerId: group === 1 ? 9603 : null, segmentId: group === 1 ? 9651 : null, channel: 3, adults: 2, kidAges: '4;9',
  });
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

describeApi('reservation details: one stay with its order, guests, tags, notes and allowed actions', (api) => {
  const clerk = () => api().as('clerk1');
  beforeAll(async () => seedHotel(api()));

  it('returns an expected arrival of today with its order, charges by day and the actions the rules allow', async () => {
    const id = await addStay(api(), { checkin: TODAY, checkout: '2026-03-13', roomId: 9711 });
    const res = await clerk().get(`/pms/reservations/${id}`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      id, number: `RD-${id}-1`, status: 0, checkin: TODAY, checkout: '2026-03-13', numberOfNights: 3, adults: 2, kidAges: [4, 9],
      customer: { id: 9601, name: 'Karim Bennani', email: 'karim@example.test' }, partner: { id: 9603, name: 'Atlas Voyages' },
      segment: { id: 9651, name: 'Tour operators' }, channel: 3, roomType: { id: 9701, code: 'RD-DBL', name: 'Double' },
      room: { id: 9711, name: 'D1', housekeepingStatus: 'CLEAN' }, priceMinor: 30000, pricePerNightMinor: 10000, currency: 'MAD',
      today: TODAY, timezone: 'Africa/Casablanca', checkedInAt: null, checkedOutAt: null, guests: [], tags: [], notes: [],
      order: { id, number: `RD-${id}`, currency: 'MAD', totalMinor: 30000, items: [{ itemId: id, kind: 'room', quantity: 3, unitPriceMinor: 10000, totalMinor: 30000, serviceStart: TODAY, serviceEnd: '2026-03-13' }] },
    });
    expect(res.body.charges.map((c: { day: string; amountMinor: number; kind: string }) => [c.day, c.kind, c.amountMinor])).toEqual([
      [TODAY, 'room_night', 10000], ['2026-03-11', 'room_night', 10000], ['2026-03-12', 'room_night', 10000],
    ]);
    expect(res.body.actions).toEqual(['edit', 'assign', 'unassign', 'addTag', 'addNote', 'cancel', 'preCheckIn', 'checkIn']);
  });

  it('shows the registered guests with their document, the card tags and the notes after check-in, and the in-house actions', async () => {
    const id = await addStay(api(), { checkin: TODAY, checkout: '2026-03-12', roomId: 9712 });
    expect((await clerk().post(`/pms/reservations/${id}/checkin`, { guests: [passport, { ...passport, firstName: 'Sara', isPrimary: false, docNumber: 'CD7' }] })).status).toBe(200);
    expect((await clerk().post(`/pms/reservations/${id}/tag/add/CARD-77`)).status).toBe(200);
    expect((await clerk().post(`/pms/reservations/${id}/notes`, { message: 'Late dinner', type: 'request' })).status).toBe(201);
    const res = await clerk().get(`/pms/reservations/${id}`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ status: 2, checkedInAt: FIXED.toISOString(), guestsCount: 2, tags: ['CARD-77'] });
    expect(res.body.guests).toEqual([
      expect.objectContaining({ firstName: 'Karim', lastName: 'Bennani', nationality: 'MA', birthDate: '1985-06-01', docNumber: 'AB123456', isPrimary: true,
        docType: { id: 9501, code: 'RD-PASSPORT', name: 'Passport (test)', nameFr: 'Passeport (test)' } }),
      expect.objectContaining({ firstName: 'Sara', docNumber: 'CD7', isPrimary: false }),
    ]);
    expect(res.body.notes).toEqual([expect.objectContaining({ message: 'Late dinner', type: 'request', user: { userId: 2, name: 'Clerk One' } })]);
    expect(res.body.actions).toEqual(['edit', 'move', 'addTag', 'removeTags', 'addNote', 'checkOut', 'undoCheckIn']);
  });

  it('shows a cancelled stay with its fee, reason and time, leaving only notes', async () => {
    const id = await addStay(api(), { checkin: '2026-03-20', checkout: '2026-03-22', roomId: 9714 });
    expect((await clerk().post(`/pms/reservations/${id}/cancel`, { price: 4500, reason: 'Flight cancelled' })).status).toBe(200);
    const res = await clerk().get(`/pms/reservations/${id}`);
    expect(res.body).toMatchObject({ status: 5, room: null, cancelPriceMinor: 4500, cancelReason: 'Flight cancelled', cancelled: '2026-03-10T10:00:00Z', actions: ['addNote'] });
    expect(res.body.charges).toEqual([expect.objectContaining({ day: TODAY, kind: 'cancellation', amountMinor: 4500 })]);
    expect(res.body.order.totalMinor).toBe(4500);
  });

  it("gives a partner their company's booking without identities, tags, notes or actions", async () => {
    const id = await addStay(api(), { checkin: TODAY, checkout: '2026-03-11', roomId: 9715 });
    const res = await api().as('rd-partner').get(`/pms/reservations/${id}`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id, guests: null, tags: null, notes: null, actions: [] });
    expect(res.body.order.items).toHaveLength(1);
    expect((await api().as('rd-other').get(`/pms/reservations/${id}`)).status).toBe(404);
  });

  it('refuses bad ids, unknown stays and other hotels without changing anything', async () => {
    const other = await addStay(api(), { checkin: TODAY, checkout: '2026-03-11', group: 2 });
    const before = await dbState(api());
    const zero = await clerk().get('/pms/reservations/0');
    expect(zero.status).toBe(400);
    expect(zero.body.field).toBe('id');
    expect((await clerk().get('/pms/reservations/abc')).status).toBe(404);
    expect((await clerk().get('/pms/reservations/999999')).status).toBe(404);
    const foreign = await clerk().get(`/pms/reservations/${other}`);
    expect(foreign.status).toBe(404);
    expect(foreign.body.message).toContain('hotel 1');
    expect((await api().anonymous().get(`/pms/reservations/${other}`)).status).toBe(401);
    expect(await dbState(api())).toEqual(before);
  });
}, { now: () => FIXED });

describeApi('reservation details: free rooms for a stay', (api) => {
  const clerk = () => api().as('clerk1');
  beforeAll(async () => seedHotel(api()));

  it("lists the clean rooms of the stay's type free over all its nights, the stay's own room left out", async () => {
    // D4 holds another stay overlapping the last night; D3 is dirty; D5 is out of service.
    await addStay(api(), { checkin: '2026-03-11', checkout: '2026-03-14', roomId: 9714 });
    const id = await addStay(api(), { checkin: TODAY, checkout: '2026-03-12', roomId: 9711 });
    const before = await dbState(api());
    const same = await clerk().get(`/pms/reservations/${id}/free-rooms`);
    expect(same.status).toBe(200);
    expect(same.body).toMatchObject({ reservationId: id, checkin: TODAY, checkout: '2026-03-12', readyOnly: true });
    expect(roomNames(same.body)).toEqual(['D2']);
    expect(same.body.rooms[0]).toEqual({ roomId: 9712, name: 'D2', housekeepingStatus: 'INSPECTED', roomType: { id: 9701, code: 'RD-DBL', name: 'Double', capacity: 2 }, sameType: true });
    const all = await clerk().get(`/pms/reservations/${id}/free-rooms`, { types: 'all' });
    expect(all.body.rooms.map((r: { name: string; sameType: boolean }) => [r.name, r.sameType])).toEqual([['D2', true], ['S1', false]]);
    expect(await dbState(api())).toEqual(before);
  });

  it('shows a future arrival the free rooms whatever their housekeeping status', async () => {
    const id = await addStay(api(), { checkin: '2026-04-01', checkout: '2026-04-03' });
    const res = await clerk().get(`/pms/reservations/${id}/free-rooms`);
    expect(res.body.readyOnly).toBe(false);
    expect(roomNames(res.body)).toEqual(['D1', 'D2', 'D3', 'D4']);
    // Once D2 is given, it is no longer offered.
    expect((await clerk().post(`/pms/reservations/${id}/assign`, { roomId: 9712 })).status).toBe(200);
    const other = await addStay(api(), { checkin: '2026-04-02', checkout: '2026-04-05' });
    expect(roomNames((await clerk().get(`/pms/reservations/${other}/free-rooms`)).body)).toEqual(['D1', 'D3', 'D4']);
  });

  it('refuses bad input, partners, other hotels and unknown stays with a clear status', async () => {
    const id = await addStay(api(), { checkin: '2026-05-01', checkout: '2026-05-02' });
    const foreign = await addStay(api(), { checkin: '2026-05-01', checkout: '2026-05-02', group: 2 });
    const before = await dbState(api());
    const bad = await clerk().get(`/pms/reservations/${id}/free-rooms`, { types: 'some' });
    expect(bad.status).toBe(400);
    expect(bad.body.field).toBe('types');
    expect(bad.body.message).toContain("'same'");
    const zero = await clerk().get('/pms/reservations/0/free-rooms');
    expect([zero.status, zero.body.field]).toEqual([400, 'id']);
    expect((await clerk().get('/pms/reservations/abc/free-rooms')).status).toBe(400);
    const unknown = await clerk().get('/pms/reservations/999999/free-rooms');
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toContain('999999');
    expect((await clerk().get(`/pms/reservations/${foreign}/free-rooms`)).status).toBe(403);
    expect((await api().as('clerk2').get(`/pms/reservations/${id}/free-rooms`)).status).toBe(403);
    expect((await api().as('rd-partner').get(`/pms/reservations/${id}/free-rooms`)).status).toBe(403);
    expect((await api().anonymous().get(`/pms/reservations/${id}/free-rooms`)).status).toBe(401);
    expect(await dbState(api())).toEqual(before);
  });
}, { now: () => FIXED });

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
