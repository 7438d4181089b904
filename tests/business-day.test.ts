import { beforeAll, expect, it } from 'vitest';
import { describeApi } from './helpers/test-api.ts';
import {
  aClosedDay,
  aDeskHotel,
  aRoom,
  aRoomType,
  FIXTURE,
  RESERVATION_STATUS,
  type DeskHotel,
  type RoomTypeHandle,
  type StayHandle,
} from './helpers/builders/index.ts';

// 15:00 in Marrakech on 10 March 2026: the night auditor closed the 10th early (issue 32, defect 1).
// The calendar still says the 10th; the hotel's business day is the 11th, and everything the desk,
// the cashier and the dashboard do must speak of the 11th.
const NOW = new Date('2026-03-10T14:00:00Z');
const CLOSED = '2026-03-10';
const BUSINESS = '2026-03-11';
let desk: DeskHotel;
const passport = () => ({
  firstName: 'Karim',
  lastName: 'Bennani',
  nationality: 'ma',
  birthDate: '1985-06-01',
  docTypeId: desk.passport.docTypeId,
  docNumber: 'AB123456',
  isPrimary: true,
});

describeApi(
  'one business day: the day after the last closed one, for every rule',
  (api) => {
    const clerk = () => api().as('clerk1');
    const ids = {} as Record<'tomorrow' | 'inHouse', StayHandle>;
    let standard: RoomTypeHandle;

    beforeAll(async () => {
      const a = api();
      desk = await aDeskHotel(a, { prefix: 'BD' });
      standard = await aRoomType(a).coded('BD-STD', 'Standard').sleeping(2).atRackRate(50000).sortedAt(3).create();
      await aRoom(a).ofType(standard).named('301').clean().create();
      ids.tomorrow = await desk.stay().dates(BUSINESS, '2026-03-13').create();
      ids.inHouse = await desk.stay().inRoom(desk.rooms.r102).dates('2026-03-09', '2026-03-12').inHouse('2026-03-09T15:00:00Z').create();
      await aClosedDay(a, { groupId: FIXTURE.hotel1, day: CLOSED, closedAt: NOW.toISOString() });
    });

    it('has one SQL twin: auberge_business_day gives the day after the last closed one, else the calendar day', async () => {
      const rows = await api().database.query<{ g1: string; g2: string }>(`select auberge_business_day(1, $1)::text g1, auberge_business_day(2, $1)::text g2`, [
        NOW.toISOString(),
      ]);
      expect(rows[0]).toEqual({ g1: BUSINESS, g2: '2026-03-10' });
    });

    it('refuses a booking of the closed night and books the business day', async () => {
      const closed = await clerk().post('/pms/reservations', {
        customerId: desk.guest.customerId,
        roomTypeId: standard.roomTypeId,
        checkin: CLOSED,
        checkout: BUSINESS,
        adults: 1,
      });
      expect(closed.status).toBe(400);
      expect(closed.body.field ?? closed.body.message).toMatch(/checkin/);
      const open = await clerk().post('/pms/reservations', {
        customerId: desk.guest.customerId,
        roomTypeId: standard.roomTypeId,
        checkin: BUSINESS,
        checkout: '2026-03-12',
        adults: 1,
      });
      expect(open.status).toBe(201);
    });

    it("checks in the business day's arrivals although the calendar still says the day before", async () => {
      const res = await clerk().post(`/pms/reservations/${ids.tomorrow.reservationId}/checkin`, { roomId: desk.rooms.r101.roomId, guests: [passport()] });
      expect(res.status).toBe(200);
      expect(res.body.status).toBe(RESERVATION_STATUS.IN_HOUSE);
    });

    it('counts the dashboard and the desk lists on the business day', async () => {
      const overview = await clerk().get('/pms/dashboard/overview');
      expect(overview.status).toBe(200);
      expect(overview.body.today).toBe(BUSINESS);
      const today = await clerk().get('/pms/dashboard/today');
      expect(today.body.today).toBe(BUSINESS);
    });

    it('dates a payment on the business day', async () => {
      const res = await clerk().post(`/crm/orders/${ids.inHouse.orderId}/add/payment`, { method: 'card', currency: 'MAD', amountMinor: 1000 });
      expect(res.status).toBe(201);
      const [p] = await api().database.query<{ day: string }>(`select day::text from payments where order_id = $1 order by payment_id desc limit 1`, [
        ids.inHouse.orderId,
      ]);
      expect(p!.day).toBe(BUSINESS);
    });

    it("is the database's last word: no charge and no payment dated on a closed day, whatever writes it", async () => {
      await expect(
        api().database
          .exec(`insert into order_charges (group_id, order_id, item_id, day, kind, description, amount_minor, quantity, unit_price_minor, tax_rate_bp, family)
      values (1, ${ids.inHouse.orderId}, ${ids.inHouse.itemId}, '${CLOSED}', 'extra', 'Minibar', 500, 1, 500, 1000, 'beverage')`),
      ).rejects.toThrow(/closed/);
      await expect(
        api().database.exec(`update order_charges set day = '${CLOSED}' where item_id = ${ids.inHouse.itemId} and day = '${BUSINESS}'`),
      ).rejects.toThrow(/closed/);
      await expect(
        api().database.exec(`insert into payments (group_id, order_id, method, currency, amount_minor, hotel_amount_minor, day)
      values (1, ${ids.inHouse.orderId}, 'cash', 'MAD', 100, 100, '${CLOSED}')`),
      ).rejects.toThrow(/closed/);
    });

    it("is each hotel's own: another hotel's later closing moves nothing here (payment, charge, check-out)", async () => {
      // Hotel 2 has closed further ahead: a query that read every hotel's last closed day would date hotel 1's money on the 16th.
      await aClosedDay(api(), { groupId: FIXTURE.hotel2, day: '2026-03-15', closedAt: NOW.toISOString() });
      const paid = await clerk().post(`/crm/orders/${ids.inHouse.orderId}/add/payment`, { method: 'card', currency: 'MAD', amountMinor: 500 });
      expect(paid.status).toBe(201);
      const charged = await api()
        .as('admin')
        .post(`/crm/folio/${ids.inHouse.orderId}/charges`, { kind: 'extra', description: 'Minibar', unitPriceMinor: 700, family: 'beverage' });
      expect(charged.status, JSON.stringify(charged.body)).toBeLessThan(300);
      const days = await api().database.query<{ day: string }>(
        `select day::text from payments where order_id = $1 union all select day::text from order_charges where order_id = $1 and description = 'Minibar'`,
        [ids.inHouse.orderId],
      );
      expect(new Set(days.map((d) => d.day))).toEqual(new Set([BUSINESS]));
      const preview = await clerk().get(`/pms/reservations/${ids.inHouse.reservationId}/checkout`);
      expect(preview.status).toBe(200);
      expect(preview.body.today).toBe(BUSINESS);
    });
  },
  { now: () => NOW },
);
