import { beforeAll, expect, it } from 'vitest';
import { describeApi, type TestApi } from './helpers/test-api.ts';
import {
  aClosedDay,
  aDocType,
  aPerson,
  aRoom,
  aRoomClosure,
  aRoomType,
  FIXTURE,
  RESERVATION_STATUS,
  type CustomerHandle,
  type DocTypeHandle,
  type RoomHandle,
  type RoomTypeHandle,
} from './helpers/builders/index.ts';

/**
 * The activity and forecast reports on a small hand-made hotel: 4 rooms (3 doubles, 1 suite), the
 * double R3 out of order the nights of 12 and 13 March 2026. Stays are booked (POST /pms/reservations)
 * on the days the clock says, checked in, cancelled and charged extras through the API, 10 March is closed through the closing
 * API; last year's 10 and 11 March are closing rows as the history import leaves them.
 *
 *   A  booked 08/03  R1 double  10→12  10000/night   checked in 10/03
 *   B  booked 08/03  suite      10→11  0 (free)      checked in 10/03
 *   C  booked 09/03  double     11→14  12000/night   (no room yet)
 *   D  booked 09/03  double     12→13  8000          cancelled 10/03
 *   E  booked 10/03  double     10→11  9000          no-show at the closing of 10/03
 *   Extras on A's folio, 10/03, at the Bar: 2 × Mint tea at 3000; 1 × Cake at 5000 discounted to 0.
 */
let clock = new Date('2026-03-08T09:00:00Z');
const at = (iso: string) => {
  clock = new Date(iso);
};

/** Last year's 10 and 11 March, closed as the history import leaves them. */
async function lastYear(api: TestApi): Promise<void> {
  const figures = (f: { sold: number; room: number; revenue: number; arrivals: number }) => ({
    rooms_available: 4,
    rooms_sold: f.sold,
    guests: f.sold,
    room_revenue_minor: f.room,
    revenue_minor: f.revenue,
    arrivals: f.arrivals,
  });
  await aClosedDay(api, {
    groupId: FIXTURE.hotel1,
    day: '2025-03-10',
    closedAt: '2025-03-11 02:00Z',
    figures: figures({ sold: 1, room: 8000, revenue: 9000, arrivals: 1 }),
  });
  await aClosedDay(api, {
    groupId: FIXTURE.hotel1,
    day: '2025-03-11',
    closedAt: '2025-03-12 02:00Z',
    figures: figures({ sold: 3, room: 30000, revenue: 30000, arrivals: 2 }),
  });
}

const ra = {} as { passport: DocTypeHandle; double: RoomTypeHandle; suite: RoomTypeHandle; r1: RoomHandle; s1: RoomHandle; nour: CustomerHandle };

async function seed(api: TestApi): Promise<void> {
  await api.database.exec(`update hotels set timezone = 'UTC', no_show_charge = 'none', city_tax_minor = 0 where group_id = 1`);
  ra.passport = await aDocType(api, { code: 'RA-PASS', name: 'Passport', nameFr: 'Passeport' });
  ra.double = await aRoomType(api).coded('RA-DBL', 'Double').sleeping(2).atRackRate(10000).sortedAt(1).create();
  ra.suite = await aRoomType(api).coded('RA-STE', 'Suite').sleeping(2).atRackRate(20000).sortedAt(2).create();
  ra.r1 = await aRoom(api).ofType(ra.double).named('R1').create();
  await aRoom(api).ofType(ra.double).named('R2').create();
  const r3 = await aRoom(api).ofType(ra.double).named('R3').create();
  ra.s1 = await aRoom(api).ofType(ra.suite).named('S1').create();
  await aRoomClosure(api, r3, { from: '2026-03-12', to: '2026-03-14', reason: 'Paint' });
  ra.nour = await aPerson(api).named('Nour', 'Alaoui').create();
}

const guest = () => ({
  firstName: 'Nour',
  lastName: 'Alaoui',
  nationality: 'MA',
  birthDate: '1990-01-01',
  docTypeId: ra.passport.docTypeId,
  docNumber: 'X1',
  isPrimary: true,
});

describeApi(
  'activity and forecast reports',
  (api) => {
    const ids: Record<string, number> = {};
    const clerk = () => api().as('clerk1');
    const reader = () => api().as('admin');

    beforeAll(async () => {
      await seed(api());
      const book = async (key: string, body: Record<string, unknown>) => {
        const res = await clerk().post('/pms/reservations', { customerId: ra.nour.customerId, adults: 1, roomTypeId: ra.double.roomTypeId, ...body });
        if (res.status !== 201 && res.status !== 200) throw new Error(`booking ${key}: ${res.status} ${JSON.stringify(res.body)}`);
        const [row] = await api().database.query<{ id: number; order_id: number }>(
          `select reservation_id id, order_id from reservations order by reservation_id desc limit 1`,
        );
        ids[key] = row!.id;
        ids[`${key}order`] = row!.order_id;
      };
      // A stay given away is booked on a complimentary plan: nothing else is sold at zero (issue 32).
      expect((await reader().post('/pms/rates/plans', { code: 'RA-BAR', name: 'Best available' })).status).toBe(201);
      const free = await reader().post('/pms/rates/plans', { code: 'RA-FREE', name: 'House guest', complimentary: true });
      expect(free.status).toBe(201);
      at('2026-03-08T09:00:00Z');
      await book('A', { roomId: ra.r1.roomId, checkin: '2026-03-10', checkout: '2026-03-12', priceMinor: 10000 });
      await book('B', { roomTypeId: ra.suite.roomTypeId, roomId: ra.s1.roomId, checkin: '2026-03-10', checkout: '2026-03-11', planId: free.body.planId });
      at('2026-03-09T09:00:00Z');
      await book('C', { checkin: '2026-03-11', checkout: '2026-03-14', priceMinor: 12000 });
      await book('D', { checkin: '2026-03-12', checkout: '2026-03-13', priceMinor: 8000 });
      at('2026-03-10T10:00:00Z');
      await book('E', { checkin: '2026-03-10', checkout: '2026-03-11', priceMinor: 9000 });
      const ok = (what: string, res: { status: number; body: unknown }, status = 200) => {
        if (res.status !== status) throw new Error(`${what}: ${res.status} ${JSON.stringify(res.body)}`);
        return res.body as Record<string, unknown>;
      };
      ok('cancel D', await clerk().post(`/pms/reservations/${ids.D}/cancel`, { price: 0, reason: 'Changed plans' }));
      ok('check in A', await clerk().post(`/pms/reservations/${ids.A}/checkin`, { guests: [guest()] }));
      ok('check in B', await clerk().post(`/pms/reservations/${ids.B}/checkin`, { guests: [guest()] }));
      ok(
        'tea',
        await reader().post(`/crm/folio/${ids.Aorder}/charges`, {
          kind: 'extra',
          description: 'Mint tea',
          quantity: 2,
          unitPriceMinor: 3000,
          family: 'beverage',
          posId: 2,
        }),
        201,
      );
      const cake = ok(
        'cake',
        await reader().post(`/crm/folio/${ids.Aorder}/charges`, {
          kind: 'extra',
          description: 'Cake',
          quantity: 1,
          unitPriceMinor: 5000,
          family: 'food',
          posId: 2,
        }),
        201,
      );
      ok(
        'free cake',
        await reader().post(`/crm/folio/${ids.Aorder}/discount`, { chargeId: cake['chargeId'], mode: 'percent', value: 0, reason: 'Birthday' }),
        201,
      );
      ok('close 10/03', await reader().post('/crm/orders/closing?closingdate=2026-03-10&group=1'));
      await lastYear(api());
    });

    it('closed 10 March as the reports expect it', async () => {
      const day = await reader().get('/crm/closingdate', { group: 1, closingdate: '2026-03-10' });
      expect(day.body).toMatchObject({ roomsAvailable: 4, roomsSold: 2, roomRevenueMinor: 10000, arrivals: 2, departures: 0, noShows: 1 });
    });

    it('forecast: the nights on the books from the business date, rooms out of order taken off', async () => {
      const res = await reader().get('/pms/reports/forecast', { from: '2026-03-11', to: '2026-03-14' });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ from: '2026-03-11', to: '2026-03-14', businessDate: '2026-03-11', currency: 'MAD' });
      expect(res.body.nights).toEqual([
        {
          day: '2026-03-11',
          roomsAvailable: 4,
          outOfOrder: 0,
          roomsSold: 2,
          roomRevenueMinor: 22000,
          occupancyBp: 5000,
          adrMinor: 11000,
          revparMinor: 5500,
          arrivals: 1,
          departures: 1,
        },
        {
          day: '2026-03-12',
          roomsAvailable: 3,
          outOfOrder: 1,
          roomsSold: 1,
          roomRevenueMinor: 12000,
          occupancyBp: 3333,
          adrMinor: 12000,
          revparMinor: 4000,
          arrivals: 0,
          departures: 1,
        },
        {
          day: '2026-03-13',
          roomsAvailable: 3,
          outOfOrder: 1,
          roomsSold: 1,
          roomRevenueMinor: 12000,
          occupancyBp: 3333,
          adrMinor: 12000,
          revparMinor: 4000,
          arrivals: 0,
          departures: 0,
        },
        {
          day: '2026-03-14',
          roomsAvailable: 4,
          outOfOrder: 0,
          roomsSold: 0,
          roomRevenueMinor: 0,
          occupancyBp: 0,
          adrMinor: 0,
          revparMinor: 0,
          arrivals: 0,
          departures: 1,
        },
      ]);
      expect(res.body.totals).toEqual({
        roomsAvailable: 14,
        outOfOrder: 2,
        roomsSold: 4,
        roomRevenueMinor: 46000,
        occupancyBp: 2857,
        adrMinor: 11500,
        revparMinor: 3286,
        arrivals: 1,
        departures: 3,
      });
      // A period inside the stays: A leaves on its first day (no night), C began before it and leaves after it.
      const inside = await reader().get('/pms/reports/forecast', { from: '2026-03-12', to: '2026-03-13' });
      expect(inside.body.nights.map((n: Record<string, number>) => [n.day, n.roomsSold, n.roomRevenueMinor, n.arrivals, n.departures])).toEqual([
        ['2026-03-12', 1, 12000, 0, 1],
        ['2026-03-13', 1, 12000, 0, 0],
      ]);
      const def = await reader().get('/pms/reports/forecast');
      expect(def.body).toMatchObject({ from: '2026-03-11', to: '2026-06-08' });
      expect(def.body.nights).toHaveLength(90);
    });

    it('desk activity: closed days from their closing row, the others from the books, cancellations by day', async () => {
      const res = await reader().get('/pms/reports/desk-activity', { from: '2026-03-09', to: '2026-03-12' });
      expect(res.status).toBe(200);
      expect(res.body.days).toEqual([
        { day: '2026-03-09', source: 'books', arrivals: 0, departures: 0, inHouse: 0, noShows: 0, cancellations: 0, roomsAvailable: 4, occupancyBp: 0 },
        { day: '2026-03-10', source: 'closed', arrivals: 2, departures: 0, inHouse: 2, noShows: 1, cancellations: 1, roomsAvailable: 4, occupancyBp: 5000 },
        { day: '2026-03-11', source: 'books', arrivals: 1, departures: 1, inHouse: 2, noShows: 0, cancellations: 0, roomsAvailable: 4, occupancyBp: 5000 },
        { day: '2026-03-12', source: 'books', arrivals: 0, departures: 1, inHouse: 1, noShows: 0, cancellations: 0, roomsAvailable: 3, occupancyBp: 3333 },
      ]);
      expect(res.body.totals).toEqual({ arrivals: 3, departures: 2, inHouse: 5, noShows: 1, cancellations: 1, roomsAvailable: 15, occupancyBp: 3333 });
    });

    it('pickups: bookings by the day they were made, cancellations by the day they were cancelled, and for a window of nights', async () => {
      const res = await reader().get('/pms/reports/pickups', { from: '2026-03-08', to: '2026-03-10' });
      expect(res.status).toBe(200);
      expect(res.body.days).toEqual([
        {
          day: '2026-03-08',
          bookings: 2,
          roomNights: 3,
          revenueMinor: 20000,
          cancellations: 0,
          cancelledNights: 0,
          cancelledRevenueMinor: 0,
          netNights: 3,
          netRevenueMinor: 20000,
        },
        {
          day: '2026-03-09',
          bookings: 2,
          roomNights: 4,
          revenueMinor: 44000,
          cancellations: 0,
          cancelledNights: 0,
          cancelledRevenueMinor: 0,
          netNights: 4,
          netRevenueMinor: 44000,
        },
        {
          day: '2026-03-10',
          bookings: 1,
          roomNights: 1,
          revenueMinor: 9000,
          cancellations: 1,
          cancelledNights: 1,
          cancelledRevenueMinor: 8000,
          netNights: 0,
          netRevenueMinor: 1000,
        },
      ]);
      expect(res.body.totals).toMatchObject({ bookings: 5, roomNights: 8, revenueMinor: 73000, cancellations: 1, netNights: 7, netRevenueMinor: 65000 });
      const win = await reader().get('/pms/reports/pickups', { from: '2026-03-08', to: '2026-03-10', stayFrom: '2026-03-12', stayTo: '2026-03-13' });
      expect(win.body).toMatchObject({ stayFrom: '2026-03-12', stayTo: '2026-03-13' });
      expect(
        win.body.days.map((d: { bookings: number; roomNights: number; revenueMinor: number; cancelledNights: number }) => [
          d.bookings,
          d.roomNights,
          d.revenueMinor,
          d.cancelledNights,
        ]),
      ).toEqual([
        [0, 0, 0, 0],
        [2, 3, 32000, 0],
        [0, 0, 0, 1],
      ]);
    });

    it('GM dashboard: today on the books, yesterday, month and year to date from the closing rows, beside last year', async () => {
      const res = await reader().get('/pms/reports/gm-dashboard');
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ businessDate: '2026-03-11', lastClosed: '2026-03-10', fiscalYearStartMonth: 1 });
      const [closed] = (await reader().get('/crm/closingdates', { group: 1, closingdatefrom: '2026-03-10', closingdateto: '2026-03-10' })).body;
      const p = Object.fromEntries(res.body.periods.map((x: { period: string }) => [x.period, x]));
      expect(p.today.current).toMatchObject({
        from: '2026-03-11',
        roomsAvailable: 4,
        roomsSold: 2,
        roomRevenueMinor: 22000,
        revenueMinor: 22000,
        occupancyBp: 5000,
        adrMinor: 11000,
      });
      expect(p.today.lastYear).toMatchObject({ from: '2025-03-11', days: 1, roomsSold: 3, roomRevenueMinor: 30000, occupancyBp: 7500, adrMinor: 10000 });
      const y = {
        days: 1,
        roomsAvailable: 4,
        roomsSold: 2,
        roomRevenueMinor: 10000,
        occupancyBp: 5000,
        adrMinor: 5000,
        revparMinor: 2500,
        revenueMinor: closed.revenueMinor,
      };
      expect(closed.revenueMinor).toBe(16000);
      expect(p.yesterday.current).toMatchObject({ from: '2026-03-10', to: '2026-03-10', ...y });
      expect(p.monthToDate.current).toMatchObject({ from: '2026-03-01', to: '2026-03-10', ...y });
      expect(p.yearToDate.current).toMatchObject({ from: '2026-01-01', to: '2026-03-10', ...y });
      const ly = { days: 1, roomsSold: 1, roomRevenueMinor: 8000, revenueMinor: 9000, occupancyBp: 2500, adrMinor: 8000, revparMinor: 2000 };
      expect(p.yesterday.lastYear).toMatchObject({ from: '2025-03-10', ...ly });
      expect(p.monthToDate.lastYear).toMatchObject({ from: '2025-03-01', to: '2025-03-10', ...ly });
      expect(p.yearToDate.lastYear).toMatchObject({ from: '2025-01-01', to: '2025-03-10', ...ly });
      expect(
        res.body.months.map((m: { month: string; current: { roomsSold: number }; lastYear: { roomsSold: number } }) => [
          m.month,
          m.current.roomsSold,
          m.lastYear.roomsSold,
        ]),
      ).toEqual([
        ['2026-01', 0, 0],
        ['2026-02', 0, 0],
        ['2026-03', 2, 1],
      ]);
      await api().database.exec(`update hotels set fiscal_year_start_month = 4 where group_id = 1`);
      const april = await reader().get('/pms/reports/gm-dashboard');
      expect(april.body.periods.find((x: { period: string }) => x.period === 'yearToDate').current).toMatchObject({ from: '2025-04-01', to: '2026-03-10' });
      expect(april.body.months).toHaveLength(12);
      await api().database.exec(`update hotels set fiscal_year_start_month = 1 where group_id = 1`);
    });

    it('night prices: each stay-night with its price net of discounts, sorted by night, averaged by room type', async () => {
      const res = await reader().get('/pms/reports/night-prices', { from: '2026-03-10', to: '2026-03-12' });
      expect(res.status).toBe(200);
      expect(
        res.body.nights.map((n: { day: string; reservationId: number; roomName: string | null; priceMinor: number }) => [
          n.day,
          n.reservationId,
          n.roomName,
          n.priceMinor,
        ]),
      ).toEqual([
        ['2026-03-10', ids.A, 'R1', 10000],
        ['2026-03-10', ids.B, 'S1', 0],
        ['2026-03-11', ids.A, 'R1', 10000],
        ['2026-03-11', ids.C, null, 12000],
        ['2026-03-12', ids.C, null, 12000],
      ]);
      expect(res.body.nights[0]).toMatchObject({ guestName: 'Nour Alaoui', roomType: 'Double', channel: 'Direct' });
      expect(res.body.byRoomType).toEqual([
        { roomType: 'Double', nights: 4, revenueMinor: 44000, averageMinor: 11000 },
        { roomType: 'Suite', nights: 1, revenueMinor: 0, averageMinor: 0 },
      ]);
      expect(res.body.totals).toEqual({ nights: 5, revenueMinor: 44000, averageMinor: 8800 });
    });

    it('extra sales by product and service point; free=true keeps the items given away', async () => {
      const res = await reader().get('/pms/reports/extra-sales', { from: '2026-03-01', to: '2026-03-10' });
      expect(res.status).toBe(200);
      expect(res.body.rows).toEqual([
        { family: 'beverage', product: 'Mint tea', servicePoint: 'Bar', quantity: 2, grossMinor: 6000, discountMinor: 0, revenueMinor: 6000 },
        { family: 'food', product: 'Cake', servicePoint: 'Bar', quantity: 1, grossMinor: 5000, discountMinor: 5000, revenueMinor: 0 },
      ]);
      expect(res.body.totals).toEqual({ quantity: 3, grossMinor: 11000, discountMinor: 5000, revenueMinor: 6000 });
      const free = await reader().get('/pms/reports/extra-sales', { from: '2026-03-01', to: '2026-03-10', free: 'true' });
      expect(free.body.free).toBe(true);
      expect(free.body.rows.map((r: { product: string }) => r.product)).toEqual(['Cake']);
    });

    it('free stays: the stays priced at zero with a night in the period, and who booked them', async () => {
      const res = await reader().get('/pms/reports/free-stays', { from: '2026-03-01', to: '2026-03-31' });
      expect(res.status).toBe(200);
      expect(res.body.stays).toEqual([
        expect.objectContaining({
          reservationId: ids.B,
          roomType: 'Suite',
          roomName: 'S1',
          checkin: '2026-03-10',
          checkout: '2026-03-11',
          nights: 1,
          nightsInPeriod: 1,
          status: RESERVATION_STATUS.IN_HOUSE,
          createdBy: 'Clerk One',
        }),
      ]);
      expect(res.body.totals).toEqual({ stays: 1, nights: 1, nightsInPeriod: 1 });
      expect((await reader().get('/pms/reports/free-stays', { from: '2026-03-11', to: '2026-03-31' })).body.stays).toEqual([]);
    });

    it('refuses bad inputs with a 400 naming the field, and readers outside the report roles', async () => {
      const cases: Array<[string, Record<string, string>, string]> = [
        ['/pms/reports/forecast', { from: '2026-02-30' }, 'from'],
        ['/pms/reports/forecast', { from: '2026-03-12', to: '2026-03-11' }, 'from'],
        ['/pms/reports/night-prices', { from: '2026-01-01', to: '2026-12-31' }, 'to'],
        ['/pms/reports/desk-activity', { to: 'tomorrow' }, 'to'],
        ['/pms/reports/pickups', { stayFrom: '2026-03-12' }, 'stayTo'],
        ['/pms/reports/pickups', { stayFrom: '2026-03-12', stayTo: '2026-03-11' }, 'stayFrom'],
        ['/pms/reports/extra-sales', { free: 'yes' }, 'free'],
        ['/pms/reports/free-stays', { group: '1.5' }, 'group'],
        ['/pms/reports/gm-dashboard', { group: '-1' }, 'group'],
        ['/pms/reports/free-stays', { colour: 'red' }, 'colour'],
      ];
      for (const [path, query, field] of cases) {
        const res = await reader().get(path, query);
        expect([path, query, res.status]).toEqual([path, query, 400]);
        expect(JSON.stringify(res.body)).toContain(field);
      }
      expect((await clerk().get('/pms/reports/forecast')).status).toBe(403);
      expect((await api().anonymous().get('/pms/reports/forecast')).status).toBe(401);
    });
  },
  { now: () => clock },
);
