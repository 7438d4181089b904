import { beforeAll, expect, it } from 'vitest';
import { describeApi, type TestApi } from './helpers/test-api.ts';

// The new-reservation screen's rules on the booking service: partners book for their company at its
// rates, a hold of several rooms serves several bookings, staff pick a free room.
const SETUP = `
  insert into room_types (room_type_id, group_id, code, name, capacity, base_rate_minor, sort_order) values
    (851, 1, 'PSTD', 'Standard', 2, 90000, 1), (852, 1, 'PSUI', 'Suite', 3, 200000, 2), (861, 2, 'PDBL', 'Double', 2, 16000, 1);
  insert into rooms (room_id, group_id, name, room_type_id, housekeeping_status) values
    (8511, 1, 'P101', 851, 'CLEAN'), (8512, 1, 'P102', 851, 'DIRTY'), (8513, 1, 'P103', 851, 'CLEAN'), (8521, 1, 'P201', 852, 'CLEAN'), (8611, 2, 'Q101', 861, 'CLEAN');
  insert into room_rates (group_id, room_type_id, day, channel, price_minor) values (1, 851, '2026-05-01', 16, 70000), (1, 851, '2026-05-01', 21, 60000);
  insert into market_segments (segment_id, group_id, name, code, channel) values (8701, 1, 'Corporate', 'COR', 16), (8702, 1, 'OTA', 'OTA', 21);
  insert into customers (customer_id, group_id, kind, first_name, last_name, company_name) values
    (8801, 1, 'company', '', '', 'Atlas Voyages'), (8802, 1, 'company', '', '', 'Other Travel'), (8803, 1, 'person', 'Jean', 'Martin', '');
  insert into customer_segments (customer_id, segment_id) values (8801, 8701);
  insert into users (user_id, code, username, name, group_id, customer_id) values (88, 'partnerA', 'partnerA', 'Partner A', 1, 8801), (89, 'partnerB', 'partnerB', 'Partner B', 1, 8802);
  insert into user_preferred_hotels (user_id, group_id) values (88, 1), (89, 1);
  insert into user_roles (user_id, role_id) select u, role_id from roles, (values (88), (89)) v(u) where code = 'partner';
`;

type Counts = { reservations: number; orders: number; customers: number; audit: number; holds: number };
async function counts(api: TestApi): Promise<Counts> {
  const [row] = await api.database.query<Counts>(`select (select count(*) from reservations)::int as reservations, (select count(*) from orders)::int as orders,
    (select count(*) from customers)::int as customers, (select count(*) from audit_events)::int as audit, (select count(*) from inventory_holds)::int as holds`);
  return row!;
}

const stay = { roomTypeId: 851, checkin: '2026-05-01', checkout: '2026-05-02', adults: 1, client: { firstName: 'Guest', lastName: 'Of Atlas' } };

describeApi('booking rules of the new-reservation screen', (api) => {
  beforeAll(async () => {
    await api().database.exec(SETUP);
  });

  it("quotes a partner at their company's channel and refuses another client or a channel", async () => {
    const q = await api().as('partnerA').get('/pms/quotes', { checkin: '2026-05-01', nights: 1 });
    expect(q.status).toBe(200);
    expect(q.body.channel).toBe(16);
    expect(q.body.roomTypes.find((t: { roomTypeId: number }) => t.roomTypeId === 851).totalMinor).toBe(70000);
    expect((await api().as('partnerA').get('/pms/quotes', { checkin: '2026-05-01', nights: 1, client: 8801 })).status).toBe(200);
    const other = await api().as('partnerA').get('/pms/quotes', { checkin: '2026-05-01', nights: 1, client: 8802 });
    expect(other.status).toBe(403);
    expect(other.body.message).toContain('8801');
    expect((await api().as('partnerA').get('/pms/quotes', { checkin: '2026-05-01', nights: 1, channel: 21 })).status).toBe(403);
    // Staff may quote any channel.
    const ota = await api().as('clerk1').get('/pms/quotes', { checkin: '2026-05-01', nights: 1, channel: 21 });
    expect(ota.body.roomTypes.find((t: { roomTypeId: number }) => t.roomTypeId === 851).totalMinor).toBe(60000);
  });

  it("refuses a partner's price, channel, segment, room or other company, and changes nothing", async () => {
    const before = await counts(api());
    for (const extra of [{ priceMinor: 0 }, { channel: 21 }, { segmentId: 8702 }, { roomId: 8511 }, { customerId: 8802, client: undefined }, { forced: true }]) {
      const res = await api().as('partnerA').post('/pms/reservations', { ...stay, ...extra });
      expect({ extra, status: res.status }).toEqual({ extra, status: 403 });
      expect(res.body.message).toBeTruthy();
    }
    expect(await counts(api())).toEqual(before);
  });

  it("books a partner's stay for their company, on its segment, at its rate; other partners and lists keep out", async () => {
    const res = await api().as('partnerA').post('/pms/reservations', stay);
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ customerId: 8801, partnerId: 8801, guestName: 'Guest Of Atlas', totalMinor: 70000, roomId: null });
    const [row] = await api().database.query<{ segment_id: number; channel: number }>('select segment_id, channel from reservations where reservation_id = $1', [res.body.id]);
    expect(row).toEqual({ segment_id: 8701, channel: 16 });
    expect((await api().as('partnerA').get(`/pms/reservations/${res.body.id}`)).status).toBe(200);
    expect((await api().as('partnerB').get(`/pms/reservations/${res.body.id}`)).status).toBe(404);
    const staff = await api().as('clerk1').post('/pms/reservations', { ...stay, client: undefined, customerId: 8803 });
    expect(staff.status).toBe(201);
    expect((await api().as('partnerA').get(`/pms/reservations/${staff.body.id}`)).status).toBe(404);
    const list = await api().as('partnerA').get('/pms/reservations', { guest: 'Martin' });
    expect(list.body.content).toEqual([]);
    const search = await api().as('partnerB').get('/pms/reservations/search', { q: 'Of Atlas' });
    expect(search.body).toEqual([]);
  });

  it('lets a hold of several rooms serve one booking per room, then no more', async () => {
    const left = async () => (await api().as('clerk1').get('/pms/quotes', { checkin: '2026-06-01', nights: 2, ignoreAvailability: 'true' })).body.roomTypes.find((t: { roomTypeId: number }) => t.roomTypeId === 851).unitsLeft;
    expect(await left()).toBe(3);
    const hold = await api().as('clerk1').post('/pms/holds', { roomTypeId: 851, checkin: '2026-06-01', nights: 2, units: 2 });
    expect(hold.status).toBe(201);
    expect(await left()).toBe(1);
    const book = { roomTypeId: 851, checkin: '2026-06-01', checkout: '2026-06-03', customerId: 8803, holdId: hold.body.holdId };
    const first = await api().as('clerk1').post('/pms/reservations', book);
    expect(first.status).toBe(201);
    const afterFirst = await api().database.query<{ units: number; status: string }>('select units, status from inventory_holds where hold_id = $1', [hold.body.holdId]);
    expect(afterFirst).toEqual([{ units: 1, status: 'held' }]);
    expect(await left()).toBe(1);
    const second = await api().as('clerk1').post('/pms/reservations', book);
    expect(second.status).toBe(201);
    const afterSecond = await api().database.query<{ units: number; status: string; reservation_id: number }>('select units, status, reservation_id from inventory_holds where hold_id = $1', [hold.body.holdId]);
    expect(afterSecond).toEqual([{ units: 1, status: 'consumed', reservation_id: second.body.id }]);
    expect(await left()).toBe(1);
    const before = await counts(api());
    const third = await api().as('clerk1').post('/pms/reservations', book);
    expect(third.status).toBe(409);
    expect(await counts(api())).toEqual(before);
  });

  it('lists the free rooms of a type for staff, whatever their housekeeping', async () => {
    const free = await api().as('clerk1').get('/pms/quotes/free-rooms', { roomTypeId: 851, checkin: '2026-07-01', nights: 3 });
    expect(free.status).toBe(200);
    expect(free.body).toEqual([{ roomId: 8511, name: 'P101', housekeepingStatus: 'CLEAN', guestPresent: false }, { roomId: 8512, name: 'P102', housekeepingStatus: 'DIRTY', guestPresent: false }, { roomId: 8513, name: 'P103', housekeepingStatus: 'CLEAN', guestPresent: false }]);
    const booked = await api().as('clerk1').post('/pms/reservations', { roomTypeId: 851, roomId: 8512, checkin: '2026-07-03', checkout: '2026-07-05', customerId: 8803 });
    expect(booked.status).toBe(201);
    const after = await api().as('clerk1').get('/pms/quotes/free-rooms', { roomTypeId: 851, checkin: '2026-07-01', nights: 3 });
    expect(after.body.map((r: { name: string }) => r.name)).toEqual(['P101', 'P103']);
    const before = await api().as('clerk1').get('/pms/quotes/free-rooms', { roomTypeId: 851, checkin: '2026-07-01', nights: 2 });
    expect(before.body.map((r: { name: string }) => r.name)).toEqual(['P101', 'P102', 'P103']);

    const bad: [Record<string, string | number>, number, string?][] = [
      [{ roomTypeId: 851, checkin: '2026-02-30', nights: 1 }, 400, 'checkin'],
      [{ roomTypeId: 851, checkin: '2026-07-01', nights: 0 }, 400, 'nights'],
      [{ roomTypeId: 'x', checkin: '2026-07-01', nights: 1 }, 400, 'roomTypeId'],
      [{ roomTypeId: 861, checkin: '2026-07-01', nights: 1 }, 403],
      [{ roomTypeId: 999999, checkin: '2026-07-01', nights: 1 }, 404],
    ];
    for (const [q, status, field] of bad) {
      const r = await api().as('clerk1').get('/pms/quotes/free-rooms', q);
      expect({ q, status: r.status }).toEqual({ q, status });
      if (field) expect(r.body.field).toBe(field);
    }
    expect((await api().as('partnerA').get('/pms/quotes/free-rooms', { roomTypeId: 851, checkin: '2026-07-01', nights: 1 })).status).toBe(403);
    expect((await api().as('housekeeper1').get('/pms/quotes/free-rooms', { roomTypeId: 851, checkin: '2026-07-01', nights: 1 })).status).toBe(403);
  });
}, { now: () => new Date('2026-04-01T10:00:00Z') });
