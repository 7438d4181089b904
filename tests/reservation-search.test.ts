import { beforeAll, expect, it } from 'vitest';
import { describeApi } from './helpers/test-api.ts';

interface Hit { id: number; number: string; guestName: string; checkin: string; checkout: string; status: number; roomName: string | null }

describeApi('reservation lookups of the shell: header search and card tag', (api) => {
  beforeAll(async () => {
    // Two stays in hotel 1 (one with a room and a card tag), one in hotel 2 with the same tag.
    await api().database.exec(`
      insert into customers (customer_id, group_id, kind, first_name, last_name) values (8001, 1, 'person', 'Karim', 'Bennani'), (8002, 2, 'person', 'Julie', 'Martin');
      insert into room_types (room_type_id, group_id, code, name) values (801, 1, 'DBL', 'Double'), (802, 2, 'DBL', 'Double');
      insert into rooms (room_id, group_id, name, room_type_id) values (811, 1, '101', 801);
      insert into orders (order_id, group_id, number, customer_id) values (821, 1, 'RIAD-0001', 8001), (822, 1, 'RIAD-0002', 8001), (823, 2, 'LUMI-0001', 8002);
      insert into order_items (item_id, group_id, order_id, kind, description) values (831, 1, 821, 'room', 'Double'), (832, 1, 822, 'room', 'Double'), (833, 2, 823, 'room', 'Double');
      insert into reservations (reservation_id, group_id, order_id, item_id, number, bo_number, customer_id, guest_name, room_type_id, room_id, checkin, checkout, status) values
        (841, 1, 821, 831, 'RIAD-0001-1', 'BO-77', 8001, 'Karim Bennani', 801, 811, '2026-03-01', '2026-03-04', 2),
        (842, 1, 822, 832, 'RIAD-0002-1', null, 8001, 'Sofia Karimi', 801, null, '2026-04-10', '2026-04-12', 0),
        (843, 2, 823, 833, 'LUMI-0001-1', null, 8002, 'Julie Martin', 802, null, '2026-03-01', '2026-03-02', 0);
      insert into reservation_tags (group_id, reservation_id, tag) values (1, 841, '12345'), (2, 843, '12345');
    `);
  });

  it('finds by guest name, case-insensitively, prefix matches first', async () => {
    const { status, body } = await api().as('clerk1').get<Hit[]>('/pms/reservations/search', { q: 'karim' });
    expect(status).toBe(200);
    expect(body.map((h) => h.id)).toEqual([841, 842]);
    expect(body[0]).toMatchObject({ number: 'RIAD-0001-1', guestName: 'Karim Bennani', checkin: '2026-03-01', checkout: '2026-03-04', status: 2, roomName: '101' });
  });

  it('narrows the search to one status with resastatus, and refuses an unknown status', async () => {
    expect((await api().as('clerk1').get<Hit[]>('/pms/reservations/search', { q: 'karim', resastatus: 2 })).body.map((h) => h.id)).toEqual([841]);
    const bad = await api().as('clerk1').get('/pms/reservations/search', { q: 'karim', resastatus: 4 });
    expect(bad.status).toBe(400);
    expect(bad.body.field).toBe('resastatus');
  });

  it('finds by booking number and by BO number', async () => {
    expect((await api().as('clerk1').get<Hit[]>('/pms/reservations/search', { q: 'RIAD-0002' })).body.map((h) => h.id)).toEqual([842]);
    expect((await api().as('clerk1').get<Hit[]>('/pms/reservations/search', { q: 'bo-7' })).body.map((h) => h.id)).toEqual([841]);
  });

  it("searches the current hotel only, and treats % and _ literally", async () => {
    expect((await api().as('clerk2').get<Hit[]>('/pms/reservations/search', { q: 'karim' })).body).toEqual([]);
    expect((await api().as('clerk2').get<Hit[]>('/pms/reservations/search', { q: 'julie' })).body.map((h) => h.id)).toEqual([843]);
    expect((await api().as('clerk1').get<Hit[]>('/pms/reservations/search', { q: '%' })).body).toEqual([]);
  });

  it('refuses an empty or too long query with a 400 naming q', async () => {
    const empty = await api().as('clerk1').get('/pms/reservations/search', { q: '  ' });
    expect(empty.status).toBe(400);
    expect(empty.body.field).toBe('q');
    expect((await api().as('clerk1').get('/pms/reservations/search', { q: 'x'.repeat(101) })).status).toBe(400);
    expect((await api().anonymous().get('/pms/reservations/search', { q: 'karim' })).status).toBe(401);
  });

  it('finds the reservation behind a card tag, in the current hotel', async () => {
    const one = await api().as('clerk1').get<Hit>('/pms/reservations/bytag/12345');
    expect(one.status).toBe(200);
    expect(one.body).toMatchObject({ id: 841, number: 'RIAD-0001-1', roomName: '101' });
    const two = await api().as('clerk2').get<Hit>('/pms/reservations/bytag/12345');
    expect(two.body.id).toBe(843);
  });

  it('answers 404 for an unknown tag and 400 for a malformed one', async () => {
    const missing = await api().as('clerk1').get('/pms/reservations/bytag/99999');
    expect(missing.status).toBe(404);
    expect(missing.body.message).toContain('99999');
    expect((await api().as('clerk1').get('/pms/reservations/bytag/12%2045')).status).toBe(400);
  });

  it("a partner finds only their own company's bookings and cannot look up card tags", async () => {
    await api().database.exec(`
      insert into customers (customer_id, group_id, kind, company_name) values (8003, 1, 'company', 'Atlas Voyages');
      update reservations set partner_id = 8003 where reservation_id = 842;
      insert into users (user_id, code, username, name, group_id, customer_id) values (901, 'partner1', 'partner1', 'Partner One', 1, 8003);
      insert into user_preferred_hotels (user_id, group_id) values (901, 1);
    `);
    const mine = await api().as('partner1').get<Hit[]>('/pms/reservations/search', { q: 'karim' });
    expect(mine.status).toBe(200);
    expect(mine.body.map((h) => h.id)).toEqual([842]);
    expect((await api().as('partner1').get<Hit[]>('/pms/reservations/search', { q: 'RIAD-0001' })).body).toEqual([]);
    expect((await api().as('partner1').get('/pms/reservations/bytag/12345')).status).toBe(403);
  });

  it('GET /closing/date gives the last closed day as text, for a hotel the user may work in', async () => {
    await api().database.exec(`insert into business_days (group_id, day) values (1, '2026-03-01'), (1, '2026-03-02')`);
    const res = await api().as('clerk1').get('/crm/closing/date', { group: 1 });
    expect(res.status).toBe(200);
    expect(res.body).toBe('2026-03-02');
    expect((await api().as('clerk1').get('/crm/closing/date', { group: 2 })).status).toBe(403);
  });
});
