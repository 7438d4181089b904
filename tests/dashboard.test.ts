import { beforeAll, expect, it } from 'vitest';
import { describeApi } from './helpers/test-api.ts';
import { aCompany, anOrder, aPerson, aRoom, aRoomType, aStay, aUser, FIXTURE, type CustomerHandle, type StayHandle } from './helpers/builders/index.ts';

// Noon UTC on 10 March 2026: the same calendar day in Marrakech (the fixture hotel's zone).
const NOW = new Date('2026-03-10T12:00:00Z');

describeApi(
  "dashboard: today's arrivals, departures and in-house",
  (api) => {
    let dueOutToday: StayHandle, arrivedToday: StayHandle;
    let company: CustomerHandle;
    beforeAll(async () => {
      const a = api();
      // One order of Nour Alaoui holding every kind of stay of the day, without rooms or folios.
      const nour = await aPerson(a).named('Nour', 'Alaoui').create();
      const double = await aRoomType(a).coded('DBL', 'Double').create();
      const order = await anOrder(a, { customer: nour, prefix: 'RIAD' });
      const stay = (guest: string, checkin: string, checkout: string) =>
        aStay(a).inOrder(order).ofType(double).guest(guest).dates(checkin, checkout).withNightPrice(0).withoutCharges();
      await stay('Arrives today', '2026-03-10', '2026-03-12').create();
      await stay('Stays on', '2026-03-08', '2026-03-11').inHouse().create();
      dueOutToday = await stay('Due out today', '2026-03-07', '2026-03-10').inHouse().create();
      await stay('Left today', '2026-03-08', '2026-03-10').checkedOut().create();
      await stay('Cancelled', '2026-03-10', '2026-03-11').cancelled().create();
      await stay('Long gone', '2026-02-28', '2026-03-05').checkedOut().create();
      arrivedToday = await stay('Arrived today', '2026-03-10', '2026-03-13').inHouse().create();
      // For the overview: rooms by status, stays later in the week and at the edge of the 30 nights, another hotel's stay.
      await aRoom(a).ofType(double).named('D1').clean().create();
      await aRoom(a).ofType(double).named('D2').clean().create();
      await aRoom(a).ofType(double).named('D3').dirty().create();
      await aRoom(a).ofType(double).named('D4').inspected().create();
      await aRoom(a).ofType(double).named('D5').outOfOrder().create();
      await aRoom(a).ofType(double).named('D6').dirty().inactive().create();
      await stay('Comes Saturday', '2026-03-14', '2026-03-20').create();
      await stay('Never came', '2026-03-09', '2026-03-11').noShow().create();
      await stay('Easter', '2026-04-07', '2026-04-10').create();
      const julie = await aPerson(a).forHotel(FIXTURE.hotel2).named('Julie', 'Martin').create();
      company = await aCompany(a).called('').create();
      const parisDouble = await aRoomType(a).forHotel(FIXTURE.hotel2).coded('DBL', 'Double').create();
      await aStay(a)
        .forCustomer(julie)
        .ofType(parisDouble)
        .guest('Other hotel')
        .dates('2026-03-10', '2026-03-12')
        .withNightPrice(0)
        .withoutCharges()
        .numbered('LUMI')
        .create();
      await aUser(a, 'dash-partner').named('Partner').partnerOf(company).create();
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

    it("gives occupancy tonight and over 7 and 30 nights, the week's check-ins and the rooms by status, in one call", async () => {
      const res = await api().as('clerk1').get('/pms/dashboard/overview');
      expect(res.status).toBe(200);
      const o = res.body;
      expect(o).toMatchObject({ groupId: 1, hotelName: 'Riad Atlas', today: '2026-03-10', arrivals: 2, departures: 2, inHouse: 3 });
      // Five active rooms (the inactive one is not counted); the one out of order is not for sale.
      expect(o.rooms).toEqual({ total: 5, clean: 2, dirty: 1, inspected: 1, outOfOrder: 1 });
      expect(o.roomsAvailable).toBe(4);
      // Tonight: arriving, staying on and arrived today (due out and left leave today, one is cancelled, one a no-show).
      expect(o.occupancy.today).toEqual({ nights: 1, sold: 3, available: 4, percent: 75 });
      // 10–16 March: 3 + 2 + 1 + 0 + 1 + 1 + 1 ('Comes Saturday' from the 14th).
      expect(o.occupancy.next7).toEqual({ nights: 7, sold: 9, available: 28, percent: 32.1 });
      // 10 March – 8 April: the 7 nights above, the last 3 of 'Comes Saturday', and the first 2 of 'Easter' (7 and 8 April; the 9th is outside).
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
      const partnerStays = [arrivedToday.reservationId, dueOutToday.reservationId];
      await api().database.query(`update reservations set partner_id = $1 where reservation_id = any($2::int[])`, [company.customerId, partnerStays]);
      try {
        const res = await api().as('dash-partner').get('/pms/dashboard/today');
        expect(res.status).toBe(200);
        expect(res.body).toEqual({ groupId: 1, hotelName: 'Riad Atlas', today: '2026-03-10', arrivals: 1, departures: 1, inHouse: 2 });
      } finally {
        await api().database.query(`update reservations set partner_id = null where reservation_id = any($1::int[])`, [partnerStays]);
      }
    });
  },
  { now: () => NOW },
);
