import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { describeApi, startTestApi, type TestApi } from './helpers/test-api.ts';
import { expectedFromFile } from './helpers/history-expected.ts';
import { checkHealth } from '../src/server/health.ts';
import { folioTotalsAdrift } from './helpers/folio-totals.ts';

const SMALL = path.join(import.meta.dirname, 'fixtures', 'history-small.csv');
/** The two hotels' real bookings (shared/ beside the repository: read in place, never copied). */
const REAL = path.resolve(import.meta.dirname, '..', '..', 'shared', 'data', 'hotel_bookings.csv.gz');

interface Line {
  progress?: { phase: string; done: number; total: number };
  result?: Record<string, any>;
  error?: { code: string; message: string };
}
const linesOf = (text: unknown): Line[] =>
  String(text)
    .trim()
    .split('\n')
    .map((l) => JSON.parse(l) as Line);

const upload = (api: TestApi, who: string, body: BodyInit, type: string, name = 'bookings.csv') =>
  api.as(who).raw('POST', '/pms/history/imports', body, { 'content-type': type, 'x-file-name': name });

describeApi("history import from the administrator's screen (POST /history/imports)", (api) => {
  beforeAll(async () => {
    await api().database.exec(`update users set permissions = permissions || '["chauffeur"]'::jsonb where code = 'admin'`);
  });

  it('refuses other roles, other media types, an empty file and a bad file name, writing nothing', async () => {
    const text = fs.readFileSync(SMALL);
    expect((await upload(api(), 'clerk1', text, 'text/csv')).status).toBe(403);
    const json = await upload(api(), 'admin', '{"a":1}', 'application/json');
    expect(json.status).toBe(415);
    expect(json.body.field).toBe('body');
    const empty = await upload(api(), 'admin', '', 'text/csv');
    expect(empty.status).toBe(400);
    expect(empty.body.message).toMatch(/empty/);
    const badName = await upload(api(), 'admin', text, 'text/csv', 'a/../b.csv');
    expect(badName.status).toBe(400);
    expect(badName.body.field).toBe('x-file-name');
    expect((await api().as('admin').get('/pms/history/imports')).body).toEqual([]);
  });

  it('streams its progress, reports the bad rows by line, records the file and an audit event; gzip is the same file', async () => {
    const reply = await upload(api(), 'admin', fs.readFileSync(SMALL), 'text/csv', 'history-small.csv');
    expect(reply.status).toBe(200);
    expect(reply.headers.get('content-type')).toMatch(/ndjson/);
    const lines = linesOf(reply.body);
    expect(lines.filter((l) => l.progress).map((l) => l.progress!.phase)).toEqual(expect.arrayContaining(['write', 'close', 'done']));
    const result = lines.at(-1)!.result!;
    expect(result).toMatchObject({ alreadyImported: false, rows: 12, skippedCount: 3 });
    expect(result['skipped'].map((s: { line: number }) => s.line)).toEqual([6, 11, 15]);
    const listed = (await api().as('admin').get('/pms/history/imports')).body;
    expect(listed).toMatchObject([{ fileName: 'history-small.csv', rows: 12, skipped: 3, groupIds: [11, 12] }]);
    const [audit] = await api().database.query<{ n: number }>(
      `select count(*)::int as n from audit_events where type_id = 39 and message like 'Booking history imported from history-small.csv%'`,
    );
    expect(audit!.n).toBe(1);
    // The same content gzipped: already imported, nothing added.
    const again = linesOf((await upload(api(), 'admin', zlib.gzipSync(fs.readFileSync(SMALL)), 'application/gzip', 'history-small.csv.gz')).body);
    expect(again.at(-1)!.result).toMatchObject({ alreadyImported: true });
    expect((await api().as('admin').get('/pms/history/imports')).body).toHaveLength(1);
  });
});

/**
 * The real file, through the same upload on PGlite: per hotel, the product's reports give the
 * figures computed here from the file's own text. Runs where shared/data is beside the repository.
 */
describe.runIf(fs.existsSync(REAL))("the two hotels' real bookings: the reports give the file's figures", () => {
  let api: TestApi;
  let result: Record<string, any>;
  /** While the import ran: /healthz's answer and another hotel's dashboard, each time with its status. */
  const probes: { health: number; healthStatus: number; dashboard: number; dashboardStatus: number }[] = [];
  let importMs = 0;
  beforeAll(async () => {
    api = await startTestApi('pglite');
    await api.database.exec(`update users set permissions = permissions || '["chauffeur"]'::jsonb where code = 'admin'`);
    const started = new Date();
    // The desk of the demo hotel, signed in before the import starts.
    expect((await api.as('clerk1').get('/pms/dashboard/today')).status).toBe(200);
    let finished = false;
    const t0 = performance.now();
    const uploading = upload(api, 'admin', fs.readFileSync(REAL), 'application/gzip', 'hotel_bookings.csv.gz').finally(() => {
      finished = true;
      importMs = performance.now() - t0;
    });
    while (!finished) {
      const a = performance.now();
      const health = await checkHealth(api.database, 'test', started, 10_000);
      const b = performance.now();
      const dashboard = await api.as('clerk1').get('/pms/dashboard/today');
      probes.push({ health: b - a, healthStatus: health.status, dashboard: performance.now() - b, dashboardStatus: dashboard.status });
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    const lines = linesOf((await uploading).body);
    result = lines.at(-1)!.result!;
  }, 600_000);
  afterAll(async () => api?.close());

  it('imports every row', () => {
    expect(result).toMatchObject({ alreadyImported: false, rows: 119_390, skippedCount: 0 });
  });

  // The import yields between its batches: the desk keeps answering. The bound here is that it never
  // freezes (82c0687: /healthz 503 for two minutes, waits of 19-28 s); the second it should take is a
  // performance target, printed above and measured where timings belong (npm run bench), not here.
  // Beside the whole API tier on a loaded 2-core machine the slowest wait was 6.5 s: 15 s leaves room.
  it("answers /healthz and another hotel's dashboard throughout the import, never frozen (issue 37)", () => {
    console.log(
      `[history-import] real file imported in ${(importMs / 1000).toFixed(1)} s; ${probes.length} probes, slowest /healthz ${Math.round(Math.max(...probes.map((p) => p.health)))} ms, slowest dashboard ${Math.round(Math.max(...probes.map((p) => p.dashboard)))} ms`,
    );
    expect(probes.length).toBeGreaterThan(20);
    expect(probes.filter((p) => p.healthStatus !== 200 || p.dashboardStatus !== 200)).toEqual([]);
    expect(Math.max(...probes.map((p) => p.health))).toBeLessThan(15_000);
    expect(Math.max(...probes.map((p) => p.dashboard))).toBeLessThan(15_000);
  });

  it('settles every departed stay: no open balance, the settlements on their own line of the financial report (issue 37)', async () => {
    const [open] = await api.database.query<{ n: number }>(`select count(*)::int as n from folio_totals where group_id in (11, 12) and balance_minor <> 0`);
    expect(open!.n).toBe(0);
    expect(await folioTotalsAdrift(api)).toEqual([]);
    const [departed] = await api.database.query<{ n: number }>(
      `select count(*)::int as n from reservations where group_id in (11, 12) and status = 3 and price_minor > 0`,
    );
    expect(result['rules'].find((r: { rule: string }) => r.rule === 'settled').count).toBe(departed!.n);
    const august = (await api.as('admin').get('/pms/reports/financial', { group: 11, from: '2016-08-01', to: '2016-08-31' })).body;
    expect(august.notSettled).toEqual({ count: 0, amountMinor: 0 });
    expect(august.payments.map((p: { key: string }) => p.key)).toEqual(['imported_settlement']);
    expect(august.paymentsMinor).toBeGreaterThan(0);
  });

  it('lists every rule applied with its count (issue 37)', () => {
    const expected = expectedFromFile(REAL);
    const rooms = result['hotels'].reduce((n: number, h: { rooms: number }) => n + h.rooms, 0);
    expect(Object.fromEntries(result['rules'].map((r: { rule: string; count: number }) => [r.rule, r.count]))).toMatchObject({
      rooms_from_peak: rooms,
      day_use: 715,
      adults_zero: 403,
      negative_rate: 1,
      reserved_type_dropped: 14_917,
      duplicates: 31_994,
    });
    expect(
      result['hotels'].map((h: { groupId: number; roomsByType: Record<string, number> }) => Object.values(h.roomsByType).reduce((a, b) => a + b, 0)),
    ).toEqual(result['hotels'].map((h: { rooms: number }) => h.rooms));
    expect(expected.get('City Hotel')!.dayUse + expected.get('Resort Hotel')!.dayUse).toBeGreaterThan(600);
  });

  it('imports the day uses as stays of 0 nights, each checked in before it checked out (issue 37)', async () => {
    const expected = expectedFromFile(REAL);
    const [r] = await api.database.query<{ day_use: number; unordered: number }>(
      `select count(*) filter (where checkin = checkout and status = 3)::int as day_use,
         count(*) filter (where checked_out_at <= checked_in_at)::int as unordered from reservations where group_id in (11, 12)`,
    );
    expect(r).toEqual({ day_use: expected.get('City Hotel')!.dayUse + expected.get('Resort Hotel')!.dayUse, unordered: 0 });
  });

  it('gives, per hotel, the bookings, cancellations, no-shows, ADR, segments, channels, countries and children of the file', async () => {
    const expected = expectedFromFile(REAL);
    for (const [groupId, name] of [
      [11, 'City Hotel'],
      [12, 'Resort Hotel'],
    ] as const) {
      const e = expected.get(name)!;
      const get = async (by: string) => (await api.as('admin').get('/pms/reports/kpis', { group: groupId, by, from: '2015-01-01', to: '2017-12-31' })).body;
      const market = await get('market');
      expect(market.totals).toMatchObject({
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
      expect(byLabel(market.rows)).toEqual(e.market);
      expect(byLabel((await get('channel')).rows)).toEqual(e.channel);
      const countries = byLabel((await get('country')).rows, true);
      for (const code of ['PT', 'GB', 'FR', 'ES', 'DE', 'IT', 'IE', 'BE', 'BR', 'NL']) expect([code, countries[code]]).toEqual([code, e.country[code]]);
      expect(Object.values(countries).reduce((a, b) => a + b, 0)).toBe(e.bookings);
      // By customer: the 50 biggest, then one row for all the others; nothing lost from the totals.
      const customers = await get('customer');
      expect(customers.rows).toHaveLength(51);
      expect(customers.rows.at(-1)).toMatchObject({ key: '*' });
      expect(customers.others).toBeGreaterThan(0);
      expect(customers.rows.reduce((n: number, r: { bookings: number }) => n + r.bookings, 0)).toBe(e.bookings);
      expect(customers.totals.bookings).toBe(e.bookings);
    }
  });
});
