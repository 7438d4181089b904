import { beforeAll, expect, it } from 'vitest';
import { describeApi } from '../helpers/test-api.ts';
import { deskStayFactory, seedDeskHotel } from '../helpers/desk-fixture.ts';

/** Business limits on dates and money, the audit log's integrity and the partner's scope (issue 8 §6–§8). */
const TODAY = '2026-03-10';
const addStay = deskStayFactory('SEC');

describeApi(
  'security: business limits, audit integrity and partner scope',
  (api) => {
    let expected: number;
    let foreign: number;
    beforeAll(async () => {
      await seedDeskHotel(api(), { prefix: 'SEC' });
      expected = await addStay(api(), { checkin: '2026-03-12', checkout: '2026-03-14' });
      foreign = await addStay(api(), { checkin: '2026-03-12', checkout: '2026-03-14', group: 2 });
      await addStay(api(), { checkin: TODAY, checkout: '2026-03-11' });
    });

    it('PUT /reservations/:id follows the calendar: no arrival in the past, nothing beyond the horizon', async () => {
      const clerk = api().as('clerk1');
      const past = await clerk.put(`/pms/reservations/${expected}`, { checkin: '2026-03-09' });
      expect(past.status).toBe(409);
      expect(past.body.message).toContain('that day is past');
      const moved = await clerk.post(`/pms/reservations/${expected}/reschedule`, { checkin: '2026-03-09', checkout: '2026-03-11' });
      expect(moved.status).toBe(409);
      expect((await clerk.put(`/pms/reservations/${expected}`, { checkout: '2028-06-01' })).status).toBe(409);
      const [row] = await api().database.query<{ checkin: string }>(`select checkin::text from reservations where reservation_id = $1`, [expected]);
      expect(row!.checkin).toBe('2026-03-12');
    });

    it('refuses a booking or a hold before the business day or beyond the horizon, naming the field', async () => {
      const clerk = api().as('clerk1');
      const past = await clerk.post('/pms/holds', { roomTypeId: 901, checkin: '2026-03-01', nights: 1 });
      expect(past.status).toBe(400);
      expect(past.body.field).toBe('checkin');
      const far = await clerk.post('/pms/holds', { roomTypeId: 901, checkin: '2028-12-31', nights: 1 });
      expect(far.body.field).toBe('checkin');
      const booked = await clerk.post('/pms/reservations', { roomTypeId: 901, checkin: '2026-03-05', checkout: '2026-03-06', customerId: 9101 });
      expect(booked.status).toBe(400);
      expect(booked.body.field).toBe('checkin');
    });

    it('caps a cancellation fee at the stay total', async () => {
      const r = await api().as('clerk1').post(`/pms/reservations/${expected}/cancel`, { price: 20001, reason: 'No longer coming' });
      expect(r.status).toBe(400);
      expect(r.body.field).toBe('price');
    });

    it('lets a client write only support events, about items of its own hotel (404 for another hotel)', async () => {
      const clerk = api().as('clerk1');
      expect((await clerk.put('/crm/audit/event', { type: 33, message: 'Daily closing' })).status).toBe(400);
      expect((await clerk.put('/crm/audit/event', { type: 5, message: 'Checkin' })).body.field).toBe('type');
      expect((await clerk.put('/crm/audit/event', { type: 37, message: 'Help', itemId: foreign })).status).toBe(404);
      expect((await clerk.put('/crm/audit/event', { type: 37, message: 'Help', itemId: 99999 })).status).toBe(404);
      expect((await clerk.put('/crm/audit/event', { type: 37, message: 'Help', itemId: expected })).status).toBe(201);
    });

    it("gives a partner only their company's figures on the dashboard", async () => {
      const staff = await api().as('clerk1').get('/pms/dashboard/today');
      const partner = await api().as('sec-partner').get('/pms/dashboard/today');
      expect(partner.status).toBe(200);
      expect(staff.body.arrivals).toBeGreaterThanOrEqual(1);
      expect(partner.body).toMatchObject({ arrivals: 0, departures: 0, inHouse: 0 });
    });
  },
  { now: () => new Date(`${TODAY}T10:00:00Z`) },
);
