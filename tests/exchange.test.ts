import { beforeAll, expect, it } from 'vitest';
import { describeApi, type TestApi } from './helpers/test-api.ts';
import { aPerson, aRoomType, aStay, aUser, FIXTURE, type StayHandle } from './helpers/builders/index.ts';

const NOW = new Date('2026-03-10T12:00:00Z');

/** Two rate keepers (one per hotel), a guest of each hotel, and a stay of hotel 2 (Paul Autre). */
async function seed(api: TestApi): Promise<StayHandle> {
  await aUser(api, 'x-rates').named('Rate Keeper').atServicePoint(1).withPermissions('exchange_rate').withRoles('cashier').create();
  await aUser(api, 'x-rates2')
    .named('Rate Keeper Two')
    .forHotel(FIXTURE.hotel2)
    .atServicePoint(3)
    .withPermissions('exchange_rate')
    .withRoles('cashier')
    .create();
  await aPerson(api).named('Ann', 'Guest').create();
  const paul = await aPerson(api).forHotel(FIXTURE.hotel2).named('Paul', 'Autre').create();
  const standard = await aRoomType(api).forHotel(FIXTURE.hotel2).coded('XSTD', 'Standard').sleeping(2).atRackRate(10000).sortedAt(1).create();
  return aStay(api).numbered('LUMI').forCustomer(paul).ofType(standard).dates('2026-03-09', '2026-03-12').withNightPrice(0).withoutCharges().create();
}

describeApi(
  'exchange: rates, conversion, the desk and the slip (CRM)',
  (api) => {
    let eurId: number;
    let parisStay: StayHandle;

    beforeAll(async () => {
      parisStay = await seed(api());
    });

    it('creates and updates rates only with the exchange-rate permission, checked by the API', async () => {
      const denied = await api().as('clerk1').put('/crm/exchange/v2', { currency: 'EUR', day: '2026-03-10', rate: '10.85' });
      expect(denied.status).toBe(403);
      expect(denied.body.message).toMatch(/exchange-rate permission/);
      const created = await api().as('x-rates').put('/crm/exchange/v2', { currency: 'eur', day: '2026-03-10', rate: '10.85' });
      expect(created.status, JSON.stringify(created.body)).toBe(201);
      expect(created.body).toMatchObject({ currency: 'EUR', day: '2026-03-10', rate: '10.85000000', updatedBy: 'Rate Keeper' });
      eurId = created.body.id;
      const dup = await api().as('x-rates').put('/crm/exchange/v2', { currency: 'EUR', day: '2026-03-10', rate: '11' });
      expect(dup.status).toBe(409);
      expect(dup.body.message).toContain(`id ${eurId}`);
      const updated = await api().as('x-rates').put('/crm/exchange/v2', { id: eurId, currency: 'EUR', day: '2026-03-10', rate: 10.9 });
      expect(updated.status).toBe(200);
      expect(updated.body.rate).toBe('10.90000000');
      expect((await api().as('x-rates').put('/crm/exchange/v2', { currency: 'USD', day: '2026-03-08', rate: '9.95' })).status).toBe(201);
      expect((await api().as('x-rates').put('/crm/exchange/v2', { currency: 'EUR', day: '2026-03-01', rate: '10.70' })).status).toBe(201);
    });

    it('refuses bad rates with a 400 naming the field, and stores nothing', async () => {
      const bad: [unknown, string][] = [
        [{ currency: 'XYZ', day: '2026-03-10', rate: '1' }, 'currency'],
        [{ currency: 'MAD', day: '2026-03-10', rate: '1' }, 'currency'],
        [{ currency: 'GBP', day: '2026-02-30', rate: '1' }, 'day'],
        [{ currency: 'GBP', day: '2026-03-10', rate: '-1' }, 'rate'],
        [{ currency: 'GBP', day: '2026-03-10', rate: '0' }, 'rate'],
        [{ currency: 'GBP', day: '2026-03-10', rate: '1.123456789' }, 'rate'],
        [{ currency: 'GBP', day: '2026-03-10', rate: '1e9' }, 'rate'],
        [{ currency: 'GB\u0000P', day: '2026-03-10', rate: '1' }, 'currency'],
        [{ id: 99999999999999, currency: 'GBP', day: '2026-03-10', rate: '1' }, 'id'],
        [{ id: 1.5, currency: 'GBP', day: '2026-03-10', rate: '1' }, 'id'],
      ];
      for (const [body, field] of bad) {
        const r = await api().as('x-rates').put('/crm/exchange/v2', body);
        expect(r.status, JSON.stringify([body, r.body])).toBe(400);
        expect(r.body.field).toBe(field);
      }
      const [n] = await api().database.query<{ n: number }>(`select count(*)::int n from exchange_rates where currency = 'GBP'`);
      expect(n!.n).toBe(0);
    });

    it("reads the day's rates, one rate, the list, and keeps each hotel's rates to itself", async () => {
      const day = await api().as('clerk1').get('/crm/exchange/v2', { day: '2026-03-09' });
      expect(day.status).toBe(200);
      expect(day.body).toMatchObject({ day: '2026-03-09', hotelCurrency: 'MAD' });
      expect(day.body.rates.map((r: { currency: string; rate: string; day: string }) => [r.currency, r.rate, r.day])).toEqual([
        ['EUR', '10.70000000', '2026-03-01'],
        ['USD', '9.95000000', '2026-03-08'],
      ]);
      expect((await api().as('clerk1').get(`/crm/exchange/v2/${eurId}`)).body).toMatchObject({ id: eurId, currency: 'EUR', rate: '10.90000000' });
      expect((await api().as('clerk2').get(`/crm/exchange/v2/${eurId}`)).status).toBe(404);
      expect((await api().as('x-rates2').put('/crm/exchange/v2', { id: eurId, currency: 'EUR', day: '2026-03-10', rate: '1' })).status).toBe(404);
      const all = await api().as('clerk1').get('/crm/exchange/all/v2', { currency: 'EUR' });
      expect(all.body).toMatchObject({ totalElements: 2, hotelCurrency: 'MAD' });
      expect(all.body.content.map((r: { day: string }) => r.day)).toEqual(['2026-03-10', '2026-03-01']);
      expect((await api().as('clerk1').get('/crm/exchange/all/v2', { currency: 'ABC' })).body.field).toBe('currency');
      const csv = await api().as('clerk1').get('/crm/exchange/all/v2/export', { from: '2026-03-05' });
      expect(csv.headers.get('content-type')).toContain('text/csv');
      expect(String(csv.body).split('\r\n')[0]).toBe('Day,Currency,Rate,Updated by,Updated on (UTC)');
      expect(csv.headers.get('x-total-count')).toBe('2');
      expect((await api().as('housekeeper1').get('/crm/exchange/v2')).status).toBe(403);
    });

    it('converts at the rates of the day through the hotel currency', async () => {
      const r = await api().as('clerk1').get('/crm/exchange/v2/execute/3', { fromCurr: 'EUR', toCurr: 'MAD', value: '100' });
      expect(r.status, JSON.stringify(r.body)).toBe(200);
      expect(r.body).toMatchObject({ day: '2026-03-10', amountMinor: 10000, resultMinor: 109000, result: '1090.00' });
      const cross = await api().as('clerk1').get('/crm/exchange/v2/execute/3', { fromCurr: 'EUR', toCurr: 'USD', value: '100.00' });
      expect(cross.body).toMatchObject({
        resultMinor: 10955,
        rates: [
          { currency: 'EUR', rate: '10.90000000' },
          { currency: 'USD', rate: '9.95000000', day: '2026-03-08' },
        ],
      });
      for (const [q, field] of [
        [{ fromCurr: 'XXX', toCurr: 'MAD', value: '1' }, 'fromCurr'],
        [{ fromCurr: 'EUR', toCurr: 'MAD', value: '-5' }, 'value'],
        [{ fromCurr: 'EUR', toCurr: 'MAD', value: '1.001' }, 'value'],
        [{ fromCurr: 'EUR', toCurr: 'MAD', value: 'abc' }, 'value'],
        [{ fromCurr: 'EUR', toCurr: 'MAD' }, 'value'],
      ] as const) {
        const bad = await api().as('clerk1').get('/crm/exchange/v2/execute/3', q);
        expect(bad.status, JSON.stringify(bad.body)).toBe(400);
        expect(bad.body.field).toBe(field);
      }
      expect((await api().as('clerk1').get('/crm/exchange/v2/execute/3', { fromCurr: 'GBP', toCurr: 'MAD', value: '1' })).status).toBe(404);
    });

    it("records desk operations at the day's rate and lists them on the slip with totals per currency", async () => {
      const op = await api()
        .as('clerk1')
        .post('/crm/exchange/v2/operations', { currency: 'EUR', amountMinor: 20000, guestName: ' Ann Guest ', docNumber: 'P123' });
      expect(op.status, JSON.stringify(op.body)).toBe(201);
      expect(op.body).toMatchObject({
        day: '2026-03-10',
        currency: 'EUR',
        amountMinor: 20000,
        rate: '10.90000000',
        rateDay: '2026-03-10',
        paidCurrency: 'MAD',
        paidMinor: 218000,
        guestName: 'Ann Guest',
        user: 'Clerk One',
      });
      await api().as('clerk1').post('/crm/exchange/v2/operations', { currency: 'EUR', amountMinor: 5050, guestName: 'Bob', docNumber: 'X9' });
      await api().as('clerk1').post('/crm/exchange/v2/operations', { currency: 'USD', amountMinor: 10000, guestName: 'Cy', docNumber: 'US1' });
      // A rate changed later does not rewrite what was paid.
      await api().as('x-rates').put('/crm/exchange/v2', { id: eurId, currency: 'EUR', day: '2026-03-10', rate: '12' });
      const slip = await api().as('clerk1').get('/crm/exchange/v2/operations');
      expect(slip.status).toBe(200);
      expect(slip.body).toMatchObject({ day: '2026-03-10', hotelName: 'Riad Atlas', hotelCurrency: 'MAD', paidTotalMinor: 218000 + 55045 + 99500 });
      expect(slip.body.operations).toHaveLength(3);
      expect(slip.body.totals).toEqual([
        { currency: 'EUR', count: 2, amountMinor: 25050, paidMinor: 273045 },
        { currency: 'USD', count: 1, amountMinor: 10000, paidMinor: 99500 },
      ]);
      expect((await api().as('clerk2').get('/crm/exchange/v2/operations')).body.operations).toEqual([]);
      const xlsx = await api().as('clerk1').get('/crm/exchange/v2/operations/export', { format: 'xlsx' });
      expect(xlsx.headers.get('content-disposition')).toContain('exchange-slip-2026-03-10.xlsx');
    });

    it("refuses bad desk operations with a 400 naming the field, another hotel's stay with a 404, and stores nothing", async () => {
      const base = { currency: 'EUR', amountMinor: 100, guestName: 'G', docNumber: 'D' };
      const bad: [Record<string, unknown>, string][] = [
        [{ ...base, currency: 'ZZZ' }, 'currency'],
        [{ ...base, currency: 'MAD' }, 'currency'],
        [{ ...base, amountMinor: 0 }, 'amountMinor'],
        [{ ...base, amountMinor: -100 }, 'amountMinor'],
        [{ ...base, amountMinor: 10.5 }, 'amountMinor'],
        [{ ...base, amountMinor: '100' }, 'amountMinor'],
        [{ ...base, amountMinor: 1e20 }, 'amountMinor'],
        [{ ...base, guestName: 'A\u0000B' }, 'guestName'],
        [{ ...base, guestName: '  ' }, 'guestName'],
        [{ ...base, docNumber: undefined }, 'docNumber'],
        [{ ...base, reservationId: 12345678901234 }, 'reservationId'],
      ];
      for (const [body, field] of bad) {
        const r = await api().as('clerk1').post('/crm/exchange/v2/operations', body);
        expect(r.status, JSON.stringify([body, r.body])).toBe(400);
        expect(r.body.field).toBe(field);
      }
      expect(
        (
          await api()
            .as('clerk1')
            .post('/crm/exchange/v2/operations', { ...base, reservationId: parisStay.reservationId })
        ).status,
      ).toBe(404);
      expect((await api().as('clerk1').post('/crm/exchange/v2/operations', 'not json')).status).toBe(400);
      expect((await api().as('housekeeper1').post('/crm/exchange/v2/operations', base)).status).toBe(403);
      const [n] = await api().database.query<{ n: number }>('select count(*)::int n from exchange_operations');
      expect(n!.n).toBe(3);
    });
  },
  { now: () => NOW },
);
