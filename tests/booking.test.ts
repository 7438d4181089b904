import { beforeAll, expect, it } from 'vitest';
import { describeApi, type TestApi } from './helpers/test-api.ts';

// Noon UTC on 10 March 2026; tests move the clock forward to expire holds.
const NOW = new Date('2026-03-10T12:00:00Z');
let clock = NOW;

const SETUP = `
  insert into room_types (room_type_id, group_id, code, name, capacity, base_rate_minor, sort_order) values
    (801, 1, 'BSTD', 'Standard', 2, 90000, 1), (802, 1, 'BSUI', 'Suite', 4, 250000, 2), (803, 1, 'BLST', 'Last one', 2, 70000, 3),
    (811, 2, 'BDBL', 'Double', 2, 16000, 1);
  insert into rooms (room_id, group_id, name, room_type_id) values
    (8011, 1, 'B101', 801), (8012, 1, 'B102', 801), (8013, 1, 'B103', 801), (8021, 1, 'B201', 802), (8031, 1, 'B301', 803), (8111, 2, 'L101', 811);
  insert into room_rates (group_id, room_type_id, day, channel, price_minor) values
    (1, 801, '2026-04-01', 15, 100000), (1, 801, '2026-04-01', 21, 80000);
  insert into child_rate_bands (group_id, room_type_id, min_age, max_age, percent, fixed_minor) values
    (1, 801, 0, 2, null, 0), (1, 801, 3, 11, 50, null), (1, 802, 0, 11, null, 20000);
  insert into market_segments (segment_id, group_id, name, code, channel) values (7101, 1, 'OTA', 'OTA', 21), (7102, 2, 'Direct', 'DIR', 15);
  insert into customers (customer_id, group_id, kind, first_name, last_name, company_name) values
    (7001, 1, 'person', 'Nour', 'Alaoui', ''), (7002, 1, 'person', 'Jean', 'Martin', ''), (7003, 2, 'person', 'Marie', 'Curie', ''),
    (7004, 1, 'company', '', '', 'Atlas Voyages'), (7005, 1, 'company', '', '', 'Other Travel');
  insert into customer_segments (customer_id, segment_id) values (7001, 7101);
  insert into users (user_id, code, username, name, group_id, customer_id) values (50, 'partner1', 'partner1', 'Partner One', 1, 7004);
  insert into user_preferred_hotels (user_id, group_id) values (50, 1);
  insert into user_roles (user_id, role_id) select 50, role_id from roles where code = 'partner';
`;

type Counts = { reservations: number; orders: number; items: number; charges: number; customers: number; audit: number; holds: number };

async function counts(api: TestApi): Promise<Counts> {
  const [row] = await api.database.query<Counts>(`select
    (select count(*) from reservations)::int as reservations, (select count(*) from orders)::int as orders,
    (select count(*) from order_items)::int as items, (select count(*) from order_charges)::int as charges,
    (select count(*) from customers)::int as customers, (select count(*) from audit_events)::int as audit,
    (select count(*) from inventory_holds)::int as holds`);
  return row!;
}

const book = (over: Record<string, unknown> = {}) => ({ customerId: 7002, roomTypeId: 801, checkin: '2026-05-01', checkout: '2026-05-03', adults: 2, ...over });

describeApi('booking service: quotes, holds, bookings', (api) => {
  beforeAll(async () => {
    await api().database.exec(SETUP);
  });

  it('quotes each room type from the channel rates, falling back to the rack rate, on channel 15 by default', async () => {
    const res = await api().as('clerk1').get('/pms/quotes', { checkin: '2026-04-01', nights: 2, guests: '2' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ groupId: 1, property: '1001', currency: 'MAD', checkout: '2026-04-03', channel: 15, adults: 2, kidAges: [] });
    const std = res.body.roomTypes.find((t: { roomTypeId: number }) => t.roomTypeId === 801);
    expect(std).toMatchObject({ units: 3, unitsLeft: 3, channel: 15, totalMinor: 190000, priceMinor: 95000 });
    expect(std.nightly).toEqual([{ day: '2026-04-01', priceMinor: 100000 }, { day: '2026-04-02', priceMinor: 90000 }]);
    expect(res.body.roomTypes.map((t: { roomTypeId: number }) => t.roomTypeId)).toEqual([801, 802, 803]);
  });

  it("takes the client's segment channel, and 15 for a client without segment", async () => {
    const seg = await api().as('clerk1').get('/pms/quotes', { property: '1001', client: 7001, checkin: '2026-04-01', nights: 1, guests: '1' });
    expect(seg.body.channel).toBe(21);
    expect(seg.body.roomTypes[0].totalMinor).toBe(80000);
    const none = await api().as('clerk1').get('/pms/quotes', { property: '1', client: 7002, checkin: '2026-04-01', nights: 1 });
    expect(none.body.channel).toBe(15);
    expect(none.body.roomTypes[0].totalMinor).toBe(100000);
  });

  it('prices children by age band and respects the capacity', async () => {
    const res = await api().as('clerk1').get('/pms/quotes', { checkin: '2026-04-01', nights: 1, guests: '1;5' });
    expect(res.body.kidAges).toEqual([5]);
    expect(res.body.roomTypes.find((t: { roomTypeId: number }) => t.roomTypeId === 801).totalMinor).toBe(150000);
    const big = await api().as('clerk1').get('/pms/quotes', { checkin: '2026-04-01', nights: 1, guests: '2;1,5' });
    expect(big.body.roomTypes.map((t: { roomTypeId: number }) => t.roomTypeId)).toEqual([802]);
    expect(big.body.roomTypes[0].totalMinor).toBe(250000 + 20000 + 20000);
  });

  it('refuses bad quote requests and other hotels', async () => {
    const bad = await api().as('clerk1').get('/pms/quotes', { checkin: '2026-04-01', nights: 1, guests: '0;5' });
    expect(bad.status).toBe(400);
    expect(bad.body.field).toBe('guests');
    expect((await api().as('clerk1').get('/pms/quotes', { checkin: '2026-02-30', nights: 1 })).status).toBe(400);
    expect((await api().as('clerk1').get('/pms/quotes', { checkin: '2026-04-01', nights: 61 })).status).toBe(400);
    expect((await api().as('clerk1').get('/pms/quotes', { property: '1002', checkin: '2026-04-01', nights: 1 })).status).toBe(403);
    expect((await api().as('clerk1').get('/pms/quotes', { property: '9999', checkin: '2026-04-01', nights: 1 })).status).toBe(404);
    expect((await api().as('clerk1').get('/pms/quotes', { client: 7003, checkin: '2026-04-01', nights: 1 })).status).toBe(403);
    expect((await api().as('housekeeper1').get('/pms/quotes', { checkin: '2026-04-01', nights: 1 })).status).toBe(403);
  });

  it('holds inventory until the hold expires, confirms and cancels', async () => {
    const q = () => api().as('clerk1').get('/pms/quotes', { checkin: '2026-04-10', nights: 2, ignoreAvailability: 'true' });
    const left = async () => (await q()).body.roomTypes.find((t: { roomTypeId: number }) => t.roomTypeId === 801).unitsLeft;
    const hold = await api().as('clerk1').post('/pms/holds', { roomTypeId: 801, checkin: '2026-04-11', nights: 1, units: 2 });
    expect(hold.status).toBe(201);
    expect(hold.body).toMatchObject({ roomTypeId: 801, checkin: '2026-04-11', checkout: '2026-04-12', units: 2, status: 'held', expiresAt: '2026-03-10T12:15:00.000Z' });
    expect(await left()).toBe(1);
    expect((await api().as('clerk1').post('/pms/holds', { roomTypeId: 801, checkin: '2026-04-10', nights: 2, units: 2 })).status).toBe(409);
    clock = new Date(NOW.getTime() + 16 * 60_000);
    try {
      expect(await left()).toBe(3);
      expect((await api().as('clerk1').post(`/pms/holds/${hold.body.holdId}/confirm`)).status).toBe(409);
      const h2 = await api().as('clerk1').post('/pms/holds', { roomTypeId: 801, checkin: '2026-04-10', nights: 1 });
      const confirmed = await api().as('clerk1').post(`/pms/holds/${h2.body.holdId}/confirm`);
      expect(confirmed.body.status).toBe('confirmed');
      clock = new Date(NOW.getTime() + 120 * 60_000);
      expect(await left()).toBe(2);
      expect((await api().as('clerk2').post(`/pms/holds/${h2.body.holdId}/cancel`)).status).toBe(403);
      expect((await api().as('clerk1').post(`/pms/holds/${h2.body.holdId}/cancel`)).body.status).toBe('cancelled');
      expect(await left()).toBe(3);
      expect((await api().as('clerk1').post('/pms/holds/999999/cancel')).status).toBe(404);
      expect((await api().as('clerk2').post('/pms/holds', { roomTypeId: 801, checkin: '2026-04-10', nights: 1 })).status).toBe(403);
    } finally {
      clock = NOW;
    }
  });

  it('books a stay: order, item, one charge per night, reservation, audit 9', async () => {
    const before = await counts(api());
    const res = await api().as('clerk1').post('/pms/reservations', book({ roomId: 8011, checkin: '2026-04-01', checkout: '2026-04-03' }));
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      roomId: 8011, roomName: 'B101', roomTypeId: 801, checkin: '2026-04-01', checkout: '2026-04-03', numberOfNights: 2, status: 0,
      priceMinor: 100000, totalMinor: 190000, guestName: 'Jean Martin', customerId: 7002, partnerId: null,
    });
    expect(res.body.number).toMatch(/^RIAD-\d+-1$/);
    const after = await counts(api());
    expect(after).toMatchObject({ reservations: before.reservations + 1, orders: before.orders + 1, items: before.items + 1, charges: before.charges + 2, audit: before.audit + 1 });
    const [order] = await api().database.query<{ number: string; status: number; currency: string; total_minor: string }>('select number, status, currency, total_minor::text from orders where order_id = $1', [res.body.orderId]);
    expect(order).toEqual({ number: res.body.number.replace(/-1$/, ''), status: 4, currency: 'MAD', total_minor: '190000' });
    const [audit] = await api().database.query<{ type_id: number; item_id: number; item_number: string }>('select type_id, item_id, item_number, message, message_key, message_params from audit_events order by audit_event_id desc limit 1');
    // The English message as it always read, and its key with the values the activity report translates.
    expect(audit).toEqual({
      type_id: 9, item_id: res.body.itemId, item_number: res.body.number,
      message: `Reservation ${res.body.number} created for Jean Martin: Standard, room B101, 2026-04-01 to 2026-04-03`,
      message_key: 'audit.msg.stay.booked',
      message_params: { number: res.body.number, guest: 'Jean Martin', roomType: 'Standard', room: 'B101', checkin: '2026-04-01', checkout: '2026-04-03' },
    });
    const quote = await api().as('clerk1').get('/pms/quotes', { checkin: '2026-04-02', nights: 1 });
    expect(quote.body.roomTypes.find((t: { roomTypeId: number }) => t.roomTypeId === 801).unitsLeft).toBe(2);
    const next = await api().as('clerk1').post('/pms/reservations', book({ priceMinor: 50000 }));
    expect(next.body).toMatchObject({ priceMinor: 50000, totalMinor: 100000, roomId: null });
    expect(Number(next.body.number.split('-')[1])).toBe(Number(res.body.number.split('-')[1]) + 1);
  });

  it('creates the client from the info draft, and consumes a hold', async () => {
    const hold = await api().as('clerk1').post('/pms/holds', { roomTypeId: 803, checkin: '2026-06-01', nights: 2 });
    const res = await api().as('clerk1').post('/pms/reservations', {
      roomTypeId: 803, checkin: '2026-06-01', checkout: '2026-06-03', adults: 1, holdId: hold.body.holdId,
      client: { civilite: 'Mme', firstName: 'Amina', lastName: 'Bennani', countryCode: 'ma', phone: '+212600000000', email: 'amina@example.com', countryName: 'Maroc', city: 'Fès' },
    });
    expect(res.status).toBe(201);
    expect(res.body.guestName).toBe('Amina Bennani');
    const [c] = await api().database.query<{ kind: string; country_code: string; city: string }>('select kind, country_code, city from customers where customer_id = $1', [res.body.customerId]);
    expect(c).toEqual({ kind: 'person', country_code: 'MA', city: 'Fès' });
    const [h] = await api().database.query<{ status: string; reservation_id: number }>('select status, reservation_id from inventory_holds where hold_id = $1', [hold.body.holdId]);
    expect(h).toEqual({ status: 'consumed', reservation_id: res.body.id });
    // The type's only room is now sold for those nights; a forced booking needs the permission and never takes an occupied room.
    expect((await api().as('clerk1').post('/pms/reservations', book({ roomTypeId: 803, checkin: '2026-06-02', checkout: '2026-06-03' }))).status).toBe(409);
    expect((await api().as('clerk1').post('/pms/reservations', book({ roomTypeId: 803, checkin: '2026-06-02', checkout: '2026-06-03', forced: true }))).status).toBe(403);
    const forced = await api().as('admin').post('/pms/reservations', book({ roomTypeId: 803, checkin: '2026-06-02', checkout: '2026-06-03', forced: true }));
    expect(forced.status).toBe(201);
    const occupied = await api().as('admin').post('/pms/reservations', book({ roomTypeId: 803, roomId: 8031, checkin: '2026-05-30', checkout: '2026-06-02', forced: true }));
    expect(occupied.status).toBe(201);
    const clash = await api().as('admin').post('/pms/reservations', book({ roomTypeId: 803, roomId: 8031, checkin: '2026-06-01', checkout: '2026-06-02', forced: true }));
    expect(clash.status).toBe(409);
    expect(clash.body.message).toContain('B301');
    expect(clash.body.message).toContain('2026-06-01');
  });

  it('books for a partner company only', async () => {
    const res = await api().as('partner1').post('/pms/reservations', { roomTypeId: 802, checkin: '2026-07-01', checkout: '2026-07-02', client: { firstName: 'Guest', lastName: 'Of Partner' } });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ customerId: 7004, partnerId: 7004, guestName: 'Guest Of Partner' });
    const before = await counts(api());
    expect((await api().as('partner1').post('/pms/reservations', book({ customerId: 7005 }))).status).toBe(403);
    expect(await counts(api())).toEqual(before);
  });

  it('refuses bad bookings with 400/403/404 and changes nothing', async () => {
    const before = await counts(api());
    const cases: [Record<string, unknown>, number, string?][] = [
      [book({ checkin: '2026-13-01' }), 400, 'checkin'],
      [book({ checkin: '2026-05-03', checkout: '2026-05-01' }), 400, 'checkout'],
      [book({ checkin: '2026-05-03', checkout: '2026-05-03' }), 400, 'checkout'],
      [book({ checkout: '2026-08-01' }), 400, 'checkout'],
      [book({ priceMinor: -1 }), 400, 'priceMinor'],
      [book({ adults: 0 }), 400, 'adults'],
      [book({ adults: 3 }), 400, 'adults'],
      [book({ customerId: undefined }), 400, 'customerId'],
      [book({ roomId: 999999 }), 404],
      [book({ roomId: 8021 }), 400, 'roomId'],
      [book({ roomId: 8111 }), 403],
      [book({ roomTypeId: 811 }), 403],
      [book({ roomTypeId: 999999 }), 404],
      [book({ customerId: 7003 }), 403],
      [book({ segmentId: 7102 }), 403],
      [book({ holdId: 999999 }), 404],
      [book({ group: 2 }), 403],
    ];
    for (const [body, status, field] of cases) {
      const res = await api().as('clerk1').post('/pms/reservations', body);
      expect({ body, status: res.status }).toEqual({ body, status });
      expect(res.body.message).toBeTruthy();
      if (field) expect(res.body.field).toBe(field);
    }
    expect((await api().as('housekeeper1').post('/pms/reservations', book())).status).toBe(403);
    expect((await api().as('clerk1').post('/pms/reservations', 'not json')).status).toBe(400);
    expect(await counts(api())).toEqual(before);
  });

  it('sells the last free room once: 50 simultaneous bookings give 1 × 201 and 49 × 409', async () => {
    const before = await counts(api());
    const replies = await Promise.all(Array.from({ length: 50 }, () =>
      api().as('clerk1').post('/pms/reservations', book({ roomId: 8013, checkin: '2026-09-01', checkout: '2026-09-04' }))));
    const statuses = replies.map((r) => r.status).sort();
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(49);
    expect(replies.find((r) => r.status === 409)!.body.message).toContain('B103');
    const after = await counts(api());
    expect(after.reservations).toBe(before.reservations + 1);
    expect(after.orders).toBe(before.orders + 1);
  }, 180_000);

  it('sells the last unit of a type without a room once: 1 × 201 and 49 × 409', async () => {
    const before = await counts(api());
    const replies = await Promise.all(Array.from({ length: 50 }, () =>
      api().as('clerk1').post('/pms/reservations', book({ roomTypeId: 803, checkin: '2026-10-01', checkout: '2026-10-03' }))));
    const statuses = replies.map((r) => r.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(49);
    const after = await counts(api());
    expect(after.reservations).toBe(before.reservations + 1);
    const numbers = await api().database.query<{ n: number }>(`select substring(number from '-([0-9]+)$')::int as n from orders where group_id = 1 and number like 'RIAD-%' order by 1`);
    const ns = numbers.map((r) => r.n);
    expect(ns.every((n, i) => i === 0 || n === ns[i - 1]! + 1)).toBe(true);
  }, 180_000);
}, { now: () => clock });
