import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { beforeAll, expect, it } from 'vitest';
import { describeApi, type TestApi } from './helpers/test-api.ts';
import { importHistory, type ImportResult } from '../src/backend/modules/history-import/import-history.ts';
import { expectedFromFile } from './helpers/history-expected.ts';
import { folioTotalsAdrift } from './helpers/folio-totals.ts';

const FILE = path.join(import.meta.dirname, 'fixtures', 'history-small.csv');

const counts = async (api: TestApi) =>
  (
    await api.database.query(`select (select count(*) from reservations)::int r, (select count(*) from order_charges)::int c,
  (select count(*) from business_days)::int d, (select count(*) from history_imports)::int i, (select count(*) from hotels)::int h`)
  )[0];

describeApi("history import: bad rows skipped, idempotent, the reports give the file's figures", (api) => {
  let first: ImportResult;
  beforeAll(async () => {
    await api().database.exec(`update users set permissions = permissions || '["chauffeur"]'::jsonb where code = 'admin'`);
    first = await importHistory(api().database, FILE);
  });

  it('reports the bad rows by line, skips them and imports the rest', () => {
    expect(first.alreadyImported).toBe(false);
    expect(first.skipped.map((s) => s.line)).toEqual([6, 11, 15]);
    expect(first.skipped[0]!.message).toContain("arrival_date_month 'Augustus'");
    // The screen says each reason from its catalogue key and params, in the reader's language.
    expect(first.skipped.map((s) => [s.code, s.params])).toEqual([
      ['errors.historyImport.row.month', { value: 'Augustus' }],
      ['errors.historyImport.row.notNumber', { column: 'adults', value: 'two' }],
      ['errors.historyImport.row.status', { value: 'Checked' }],
    ]);
    expect(first.rows).toBe(12);
    expect(first.hotels.map((h) => [h.groupId, h.name, h.reservations])).toEqual([
      [11, 'City Hotel', 6],
      [12, 'Resort Hotel', 6],
    ]);
  });

  it("keeps the imported folios' totals (bulk inserts fire the same triggers)", async () => {
    expect((await api().database.query<{ n: number }>(`select count(*)::int n from folio_totals where group_id in (11, 12)`))[0]!.n).toBeGreaterThan(0);
    expect(await folioTotalsAdrift(api())).toEqual([]);
  });

  it('gives, per hotel, the same figures as the file', async () => {
    const expected = expectedFromFile(FILE);
    for (const [groupId, name] of [
      [11, 'City Hotel'],
      [12, 'Resort Hotel'],
    ] as const) {
      const e = expected.get(name)!;
      const get = (by: string) => api().as('admin').get('/pms/reports/kpis', { group: groupId, by, from: '2015-01-01', to: '2018-12-31' });
      const market = await get('market');
      expect(market.status).toBe(200);
      expect(market.body.totals).toMatchObject({
        bookings: e.bookings,
        cancelled: e.cancelled,
        noShows: e.noShows,
        roomNights: e.nights,
        roomRevenueMinor: e.revenue,
        adrMinor: Math.round(e.revenue / e.nights),
        cancellationBp: Math.round((e.cancelled * 10_000) / e.bookings),
        guestsWithChildren: e.children,
      });
      const byLabel = (rows: { label: string; key: string; bookings: number }[], useKey = false) =>
        Object.fromEntries(rows.map((r) => [useKey ? r.key : r.label, r.bookings]));
      expect(byLabel(market.body.rows)).toEqual(e.market);
      expect(byLabel((await get('channel')).body.rows)).toEqual(e.channel);
      expect(byLabel((await get('country')).body.rows, true)).toEqual(e.country);
      // The closed days hold the same stays: rooms sold and room revenue over the whole history.
      const acc = await api().as('admin').get('/crm/closingdates/accumulated', { group: groupId, closingdatefrom: '2015-01-01', closingdateto: '2018-12-31' });
      expect(acc.body).toMatchObject({ roomsSold: e.nights, roomRevenueMinor: e.revenue });
    }
  });

  it('adds nothing when the same file is imported again', async () => {
    const before = await counts(api());
    const again = await importHistory(api().database, FILE);
    expect(again.alreadyImported).toBe(true);
    expect(await counts(api())).toEqual(before);
  });

  it('writes nothing of a file it refuses (its hotel already holds reservations)', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'auberge-import-'));
    const other = path.join(dir, 'other.csv');
    fs.writeFileSync(other, fs.readFileSync(FILE, 'utf8').replace('100.5', '101.5'));
    const before = await counts(api());
    await expect(importHistory(api().database, other)).rejects.toThrow(/already holds reservations/);
    expect(await counts(api())).toEqual(before);
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('refuses the KPI reports without the chauffeur flag, and bad input', async () => {
    expect((await api().as('clerk1').get('/pms/reports/kpis', { by: 'market' })).status).toBe(403);
    expect((await api().as('admin').get('/pms/reports/kpis', { by: 'planet' })).body.field).toBe('by');
    expect((await api().as('admin').get('/pms/reports/kpis', { by: 'market', from: '2016-13-01' })).status).toBe(400);
  });
});
