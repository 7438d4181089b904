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
    // For the overview: rooms by status, stays later in the week and at the edge of the 30 nights, another hotel's stay.
    await api().database.exec(`
      insert into rooms (room_id, group_id, name, room_type_id, housekeeping_status, active) values
        (951, 1, 'D1', 901, 'CLEAN', true), (952, 1, 'D2', 901, 'CLEAN', true), (953, 1, 'D3', 901, 'DIRTY', true),
        (954, 1, 'D4', 901, 'INSPECTED', true), (955, 1, 'D5', 901, 'OUT_OF_ORDER', true), (956, 1, 'D6', 901, 'DIRTY', false);
      insert into order_items (item_id, group_id, order_id, kind, description)
        select 937 + n, 1, 921, 'room', 'Double' from generate_series(1, 3) n;
      insert into reservations (reservation_id, group_id, order_id, item_id, number, customer_id, guest_name, room_type_id, checkin, checkout, status) values
        (948, 1, 921, 938, 'RIAD-9001-8', 9001, 'Comes Saturday', 901, '2026-03-14', '2026-03-20', 0),
        (949, 1, 921, 939, 'RIAD-9001-9', 9001, 'Never came', 901, '2026-03-09', '2026-03-11', 6),
        (950, 1, 921, 940, 'RIAD-9001-10', 9001, 'Easter', 901, '2026-04-07', '2026-04-10', 0);
      insert into customers (customer_id, group_id, kind, first_name, last_name) values (9002, 2, 'person', 'Julie', 'Martin'), (9003, 1, 'company', '', '');
      insert into room_types (room_type_id, group_id, code, name) values (902, 2, 'DBL', 'Double');
      insert into orders (order_id, group_id, number, customer_id) values (922, 2, 'LUMI-9002', 9002);
      insert into order_items (item_id, group_id, order_id, kind, description) values (960, 2, 922, 'room', 'Double');
      insert into reservations (reservation_id, group_id, order_id, item_id, number, customer_id, guest_name, room_type_id, checkin, checkout, status) values
        (961, 2, 922, 960, 'LUMI-9002-1', 9002, 'Other hotel', 902, '2026-03-10', '2026-03-12', 0);
      insert into users (user_id, code, username, name, group_id, customer_id) values (9201, 'dash-partner', 'dash-partner', 'Partner', 1, 9003);
      insert into user_preferred_hotels (user_id, group_id) values (9201, 1);
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

  it('gives occupancy tonight and over 7 and 30 nights, the week\'s check-ins and the rooms by status, in one call', async () => {
    const res = await api().as('clerk1').get('/pms/dashboard/overview');
    expect(res.status).toBe(200);
    const o = res.body;
    expect(o).toMatchObject({ groupId: 1, hotelName: 'Riad Atlas', today: '2026-03-10', arrivals: 2, departures: 2, inHouse: 3 });
    // Five active rooms (the inactive one is not counted); the one out of order is not for sale.
    expect(o.rooms).toEqual({ total: 5, clean: 2, dirty: 1, inspected: 1, outOfOrder: 1 });
    expect(o.roomsAvailable).toBe(4);
    // Tonight: 941, 942 and 947 (943 and 944 leave today, 945 is cancelled, 949 a no-show).
    expect(o.occupancy.today).toEqual({ nights: 1, sold: 3, available: 4, percent: 75 });
    // 10–16 March: 3 + 2 + 1 + 0 + 1 + 1 + 1 (948 from Saturday 14th).
    expect(o.occupancy.next7).toEqual({ nights: 7, sold: 9, available: 28, percent: 32.1 });
    // 10 March – 8 April: the 7 above, 948's last 3 nights, and 950's first 2 (7 and 8 April; the 9th is outside).
    expect(o.occupancy.next30).toEqual({ nights: 30, sold: 14, available: 120, percent: 11.7 });
    expect(o.occupancy.days).toHaveLength(30);
    expect(o.occupancy.days[0]).toEqual({ day: '2026-03-10', sold: 3, available: 4 });
    expect(o.occupancy.days.slice(1, 4).map((d: { sold: number }) => d.sold)).toEqual([2, 1, 0]);
    expect(o.occupancy.days.at(-1)).toEqual({ day: '2026-04-08', sold: 1, available: 4 });
    // Monday 9 to Sunday 15 March: the no-show and the cancelled stay are not check-ins.
    expect(o.weekCheckIns).toEqual([
      { day: '2026-03-09', expected: 0, checkedIn: 0 },
      { day: '2026-03-10', expected: 1, checkedIn: 1 },
      { day: '2026-03-11', expected: 0, checkedIn: 0 },
      { day: '2026-03-12', expected: 0, checkedIn: 0 },
      { day: '2026-03-13', expected: 0, checkedIn: 0 },
      { day: '2026-03-14', expected: 1, checkedIn: 0 },
      { day: '2026-03-15', expected: 0, checkedIn: 0 },
    ]);
  });

  it('hands a page rendering in process the very overview JSON would give', async () => {
    const http = await api().as('clerk1').get('/pms/dashboard/overview');
    const page = await api().inProcess('clerk1', '/pms/dashboard/overview');
    expect([page.status, page.handedOver]).toEqual([200, true]);
    expect(page.value).toStrictEqual(http.body);
    expect(JSON.parse(JSON.stringify(page.value))).toStrictEqual(page.value);
  });

  it("gives another hotel's overview only to its staff, never all hotels, partners or a bad group", async () => {
    const other = await api().as('admin').get('/pms/dashboard/overview', { group: 2 });
    expect(other.status).toBe(200);
    expect(other.body).toMatchObject({ groupId: 2, arrivals: 1, rooms: { total: 0 }, roomsAvailable: 0 });
    expect(other.body.occupancy.today).toEqual({ nights: 1, sold: 1, available: 0, percent: 0 });
    expect((await api().as('clerk2').get('/pms/dashboard/overview', { group: 1 })).status).toBe(403);
    expect((await api().as('admin').get('/pms/dashboard/overview', { group: -1 })).status).toBe(403);
    expect((await api().as('dash-partner').get('/pms/dashboard/overview')).status).toBe(403);
    const bad = await api().as('clerk1').get('/pms/dashboard/overview', { group: '1x' });
    expect(bad.status).toBe(400);
    expect(bad.body.field).toBe('group');
  });

  it("counts a partner's day over their company's stays only", async () => {
    expect((await api().as('dash-partner').get('/pms/dashboard/today')).body).toMatchObject({ arrivals: 0, departures: 0, inHouse: 0 });
    await api().database.exec(`update reservations set partner_id = 9003 where reservation_id in (947, 943)`);
    try {
      const res = await api().as('dash-partner').get('/pms/dashboard/today');
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ groupId: 1, hotelName: 'Riad Atlas', today: '2026-03-10', arrivals: 1, departures: 1, inHouse: 2 });
    } finally {
      await api().database.exec(`update reservations set partner_id = null where reservation_id in (947, 943)`);
    }
  });
}, { now: () => NOW });
