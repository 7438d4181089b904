import fs from 'node:fs';
import path from 'node:path';
import { beforeAll, expect, it } from 'vitest';
import { describeApi, type TestApi } from './helpers/test-api.ts';
import { importHistory, type ImportResult } from '../src/backend/modules/history-import/import-history.ts';
import { folioTotalsAdrift } from './helpers/folio-totals.ts';
import { ZPaymentRequest } from '../src/backend/modules/folio/folio.schemas.ts';

const FILE = path.join(import.meta.dirname, 'fixtures', 'history-small.csv');

const upload = (api: TestApi, query: string) =>
  api.as('admin').raw('POST', `/pms/history/imports${query}`, fs.readFileSync(FILE), { 'content-type': 'text/csv', 'x-file-name': 'history-small.csv' });
const resultOf = (text: unknown): Record<string, any> => JSON.parse(String(text).trim().split('\n').at(-1)!).result;
const one = async <T>(api: TestApi, sql: string): Promise<T> => (await api.database.query<T>(sql))[0]!;

/**
 * Issue 37 on the small file: a departed stay's settlement (its own payment kind, on its departure
 * day: no open balance, no cash, no card), the rules applied with their counts, a day use as a stay
 * of 0 nights checked in before it checked out, and the manager's choices.
 */
describeApi('history import: settlements, rules with their counts, day use (issue 37)', (api) => {
  let result: ImportResult;
  beforeAll(async () => {
    result = await importHistory(api().database, FILE);
  });

  it('settles each departed stay by one imported settlement on its departure day: no balance stays open', async () => {
    const settled = await api().database.query<{ n: number; wrong: number }>(
      `select count(*)::int as n, count(*) filter (where p.day <> r.checkout or p.hotel_amount_minor <> r.price_minor)::int as wrong
       from payments p join reservations r on r.order_id = p.order_id where p.method = 'imported_settlement'`,
    );
    // Resort: 3 departed stays with a price (the day use was sold at 0); City: 3 (the stay at a negative rate, set to 0, owes nothing).
    expect(settled[0]).toEqual({ n: 6, wrong: 0 });
    expect(await one(api(), `select count(*)::int as n from payments where group_id in (11, 12) and method <> 'imported_settlement'`)).toEqual({ n: 0 });
    expect(await one(api(), `select count(*)::int as n from folio_totals where group_id in (11, 12) and balance_minor <> 0`)).toEqual({ n: 0 });
    expect(await one(api(), `select count(*)::int as n from cash_movements where group_id in (11, 12)`)).toEqual({ n: 0 });
    // The folios' kept totals are what their charges and payments add up to.
    expect(await folioTotalsAdrift(api())).toEqual([]);
    expect(result.hotels.map((h) => [h.groupId, h.settled])).toEqual([
      [11, 3],
      [12, 3],
    ]);
  });

  it('shows the settlements on their own line of the financial report, and no folio left unsettled', async () => {
    const city = (await api().as('admin').get('/pms/reports/financial', { group: 11, from: '2016-08-01', to: '2016-08-31' })).body;
    expect(city.notSettled).toEqual({ count: 0, amountMinor: 0 });
    expect(city.payments).toEqual([{ key: 'imported_settlement', count: 3, amountMinor: 27_000 + 2 * 28_000 }]);
    const resort = (await api().as('admin').get('/pms/reports/financial', { group: 12, from: '2016-07-01', to: '2016-07-31' })).body;
    expect(resort.notSettled.count).toBe(0);
    expect(resort.payments.map((p: { key: string }) => p.key)).toEqual(['imported_settlement']);
    expect(resort.paymentsMinor).toBe(resort.revenueMinor);
  });

  it('lists every rule applied with its count, and the rooms created per type', () => {
    expect(result.choices).toEqual({ dayUse: 'day-use', duplicates: 'keep' });
    expect(Object.fromEntries(result.rules.map((r) => [r.rule, r.count]))).toEqual({
      rooms_from_peak: result.hotels.reduce((n, h) => n + h.rooms, 0),
      day_use: 1,
      adults_zero: 0,
      negative_rate: 1,
      reserved_type_dropped: 0,
      duplicates: 1,
      settled: 6,
    });
    expect(result.rules.find((r) => r.rule === 'duplicates')!.choice).toBe('keep');
    expect(result.hotels.find((h) => h.groupId === 11)!.roomsByType).toEqual({ A: 3, B: 1 });
    expect(result.hotels.find((h) => h.groupId === 11)!.rules.find((r) => r.rule === 'duplicates')!.count).toBe(1);
  });

  it('imports a day use as a stay of 0 nights, checked in before it checked out, no night sold', async () => {
    const dayUse = await one<{ checkin: string; checkout: string; status: number; ordered: boolean; quantity: number; nights: number }>(
      api(),
      `select r.checkin::text, r.checkout::text, r.status, r.checked_in_at < r.checked_out_at as ordered, i.quantity,
         (select count(*)::int from order_charges c where c.item_id = i.item_id) as nights
       from reservations r join order_items i on i.item_id = r.item_id where r.group_id = 12 and r.checkin = r.checkout`,
    );
    expect(dayUse).toEqual({ checkin: '2016-07-05', checkout: '2016-07-05', status: 3, ordered: true, quantity: 0, nights: 0 });
    expect(await one(api(), `select count(*)::int as n from reservations where checked_out_at <= checked_in_at`)).toEqual({ n: 0 });
    // The closed day sells no room for it: the night of 07-05 is the other stay's.
    expect(await one(api(), `select rooms_sold from business_days where group_id = 12 and day = '2016-07-05'`)).toEqual({ rooms_sold: 1 });
  });

  it('lets the database refuse a day use that is not over, and a settlement method the desk does not have', async () => {
    await expect(api().database.exec(`update reservations set status = 0 where checkin = checkout`)).rejects.toThrow(/reservations_dates/);
    await expect(
      api().database.exec(
        `insert into reservations (group_id, order_id, item_id, number, customer_id, guest_name, room_type_id, checkin, checkout, adults, status, price_minor, currency)
         select group_id, order_id, item_id, number || '-x', customer_id, guest_name, room_type_id, checkin, checkin, 1, 2, 0, 'EUR' from reservations where group_id = 11 limit 1`,
      ),
    ).rejects.toThrow(/reservations_dates/);
    await expect(
      api().database.exec(
        `insert into payments (group_id, order_id, method, currency, amount_minor, hotel_amount_minor, day)
         select group_id, order_id, 'voucher', 'EUR', 100, 100, date '2030-01-01' from payments where method = 'imported_settlement' limit 1`,
      ),
    ).rejects.toThrow(/payments_method/);
    // The desk's payment request knows its six methods only: a settlement is the import's alone.
    const desk = ZPaymentRequest.safeParse({ method: 'imported_settlement', amountMinor: 1000 });
    expect(desk.success ? [] : desk.error.issues.map((i) => i.path.join('.'))).toEqual(['method']);
    expect(ZPaymentRequest.safeParse({ method: 'cash', amountMinor: 1000 }).success).toBe(true);
  });
});

describeApi("history import: the manager's choices (a day use as one night, exact repeats merged)", (api) => {
  it('refuses an unknown choice with a 400 naming it, writing nothing', async () => {
    const bad = await upload(api(), '?dayUse=half-day');
    expect(bad.status).toBe(400);
    expect(bad.body.field).toBe('dayUse');
    expect((await upload(api(), '?duplicates=drop')).body.field).toBe('duplicates');
    expect(await one(api(), `select count(*)::int as n from reservations where group_id in (11, 12)`)).toEqual({ n: 0 });
  });

  it('merges the exact repeats into one booking and counts a day use as one night when asked', async () => {
    const reply = await upload(api(), '?dayUse=one-night&duplicates=merge');
    expect(reply.status).toBe(200);
    const result = resultOf(reply.body);
    expect(result['choices']).toEqual({ dayUse: 'one-night', duplicates: 'merge' });
    expect(result['hotels'].map((h: { groupId: number; reservations: number }) => [h.groupId, h.reservations])).toEqual([
      [11, 5],
      [12, 6],
    ]);
    expect(result['rules']).toEqual(
      expect.arrayContaining([
        { rule: 'duplicates', count: 1, choice: 'merge' },
        { rule: 'day_use', count: 1, choice: 'one-night' },
      ]),
    );
    const dayUse = await one<{ nights: number; ordered: boolean }>(
      api(),
      `select checkout - checkin as nights, checked_in_at < checked_out_at as ordered from reservations where group_id = 12 and checkin = '2016-07-05' and price_minor = 0`,
    );
    expect(dayUse).toEqual({ nights: 1, ordered: true });
    // Numbered again without a gap: the merged booking kept the first row's number.
    expect(await one(api(), `select count(*)::int as n, count(distinct number)::int as numbers from orders where group_id = 11`)).toEqual({ n: 5, numbers: 5 });
  });
});
