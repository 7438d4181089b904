import { beforeAll, expect, it } from 'vitest';
import { describeApi } from './helpers/test-api.ts';

// Noon UTC on 10 March 2026: the same calendar day in Marrakech (the fixture hotel's zone).
const NOW = new Date('2026-03-10T12:00:00Z');

describeApi('dashboard: today\'s arrivals, departures and in-house', (api) => {
  beforeAll(async () => {
    await api().database.exec(`
      insert into customers (customer_id, group_id, kind, first_name, last_name) values (9001, 1, 'person', 'Nour', 'Alaoui');
      insert into room_types (room_type_id, group_id, code, name) values (901, 1, 'DBL', 'Double');
      insert into orders (order_id, group_id, number, customer_id) values (921, 1, 'RIAD-9001', 9001);
      insert into order_items (item_id, group_id, order_id, kind, description)
        select 930 + n, 1, 921, 'room', 'Double' from generate_series(1, 7) n;
      insert into reservations (reservation_id, group_id, order_id, item_id, number, customer_id, guest_name, room_type_id, checkin, checkout, status) values
        (941, 1, 921, 931, 'RIAD-9001-1', 9001, 'Arrives today', 901, '2026-03-10', '2026-03-12', 0),
        (942, 1, 921, 932, 'RIAD-9001-2', 9001, 'Stays on', 901, '2026-03-08', '2026-03-11', 2),
        (943, 1, 921, 933, 'RIAD-9001-3', 9001, 'Due out today', 901, '2026-03-07', '2026-03-10', 2),
        (944, 1, 921, 934, 'RIAD-9001-4', 9001, 'Left today', 901, '2026-03-08', '2026-03-10', 3),
        (945, 1, 921, 935, 'RIAD-9001-5', 9001, 'Cancelled', 901, '2026-03-10', '2026-03-11', 5),
        (946, 1, 921, 936, 'RIAD-9001-6', 9001, 'Long gone', 901, '2026-02-28', '2026-03-05', 3),
        (947, 1, 921, 937, 'RIAD-9001-7', 9001, 'Arrived today', 901, '2026-03-10', '2026-03-13', 2);
    `);
  });

  it('counts the hotel day in its own time zone', async () => {
    const res = await api().as('clerk1').get('/pms/dashboard/today');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ groupId: 1, hotelName: 'Riad Atlas', today: '2026-03-10', arrivals: 2, departures: 2, inHouse: 3 });
  });

  it("refuses another hotel's figures and the all-hotels group", async () => {
    expect((await api().as('clerk2').get('/pms/dashboard/today', { group: 1 })).status).toBe(403);
    expect((await api().as('admin').get('/pms/dashboard/today', { group: -1 })).status).toBe(403);
    const bad = await api().as('clerk1').get('/pms/dashboard/today', { group: 'x' });
    expect(bad.status).toBe(400);
    expect(bad.body.field).toBe('group');
  });
}, { now: () => NOW });
