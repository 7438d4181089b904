import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../../src/backend/db/client.ts';
import { createPmsApi } from '../../src/backend/pms-api.ts';
import type { ApiApp } from '../../src/backend/http/api-env.ts';
import { startTestApi, type TestApi } from '../helpers/test-api.ts';
import { aDeskHotel, aRoomRate, type DeskHotel } from '../helpers/builders/index.ts';
import { freePort, healthy, runProcess, type Running } from '../helpers/built-server.ts';
import { adminUrl, databaseUrlFor } from '../helpers/pg-urls.ts';
import { buildServerEntry } from '../../scripts/build-server-entry.ts';
import { DEMO_ACCOUNTS } from '../../src/backend/seed/seed-demo.ts';
import { signIn } from '../../bench/sign-in.ts';
import { addDays } from '../../src/lib/domain/days.ts';
import { startStreamingReplica, whyNoReplica, type StreamingReplica } from './streaming-replica.ts';

/**
 * REPLICA_DATABASE_URL on a real streaming replica of the test server (pg_basebackup -R, a second
 * server on a loopback port): the reports read from it and say as of when, the desk reads its own
 * booking on the primary at once, and the reports fall back to the primary while it is down.
 */
const base = process.env['TEST_DATABASE_URL'];
const why = base ? await whyNoReplica(base) : 'TEST_DATABASE_URL is not set (the replica streams from a PostgreSQL server)';
if (why) console.warn(`[replica] not run: ${why}`);
// The report pages' "as of" needs the pages' build (npm test builds it; or AUBERGE_DIST), as the failover test.
const root = path.resolve(import.meta.dirname, '..', '..');
const pages = process.env['AUBERGE_DIST'] ? path.resolve(root, process.env['AUBERGE_DIST']) : path.join(root, 'dist');
const noBuild = fs.existsSync(path.join(pages, 'server', 'entry.mjs')) ? undefined : `no build in ${pages} (npm test builds it; or AUBERGE_DIST)`;
if (!why && noBuild) console.warn(`[replica] the report pages' "as of" not checked: ${noBuild}`);

const until = async <T>(what: string, withinMs: number, probe: () => Promise<T | undefined>): Promise<T> => {
  const end = Date.now() + withinMs;
  for (;;) {
    const got = await probe();
    if (got !== undefined) return got;
    if (Date.now() > end) throw new Error(`${what}: not within ${withinMs} ms`);
    await new Promise((r) => setTimeout(r, 200));
  }
};

describe.skipIf(why !== undefined)('[postgres] a streaming replica for the read-only pages', () => {
  let api: TestApi;
  let replica: StreamingReplica;
  let database: Database;
  let pms: ApiApp;
  let desk: DeskHotel;
  let token: string;

  beforeAll(async () => {
    api = await startTestApi('postgres');
    desk = await aDeskHotel(api, { prefix: 'REP' });
    replica = await startStreamingReplica(base!, await freePort(), { timeoutMs: 240_000 });
    const [row] = await api.database.query<{ name: string }>('select current_database() as name');
    const name = row?.name ?? '';
    const primaryUrl = new URL(base!);
    primaryUrl.pathname = `/${name}`;
    // One app on the primary with the replica beside it, as a server started with both URLs.
    database = await openDatabase({ url: primaryUrl.toString(), replicaUrl: replica.urlFor(primaryUrl.toString()), poolSize: 5 });
    pms = createPmsApi({ database, verifier: api.tokens.verifier, now: () => new Date() });
    token = `Bearer ${await api.tokens.sign('admin')}`;
  }, 300_000);

  afterAll(async () => {
    await database?.close();
    replica?.stop();
    await api?.close();
  });

  const get = (path: string) => pms.request(path, { headers: { authorization: token } });
  const forecast = async () => {
    const r = await get('/reports/forecast');
    expect(r.status, await r.clone().text()).toBe(200);
    return {
      from: r.headers.get('x-auberge-read-from'),
      asOf: r.headers.get('x-auberge-as-of'),
      body: (await r.json()) as { businessDate: string; totals: unknown },
    };
  };

  it('reads the reports from the replica, as of its last replayed transaction; the desk sees its booking at once', async () => {
    const standby = await replica.sql('select pg_is_in_recovery() as standby');
    expect(standby[0]?.['standby']).toBe(true);
    // A transaction after the replica started: its replay gives the replica a time to be "as of".
    await api.database.exec('create table replica_marker (at timestamptz); insert into replica_marker values (now())');
    const before = await until('the replica replays the hotel and the marker', 30_000, async () => {
      const f = await forecast();
      return f.from === 'replica' && f.asOf ? f : undefined;
    });
    expect(before.asOf).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}/);
    for (const path of ['/reports/gm-dashboard', '/reports/desk-activity', '/reports/financial']) {
      const r = await get(path);
      expect(r.status, `${path}: ${await r.clone().text()}`).toBe(200);
      expect(r.headers.get('x-auberge-read-from'), path).toBe('replica');
    }

    const checkin = addDays(before.body.businessDate, 3);
    for (const day of [checkin, addDays(checkin, 1)]) await aRoomRate(api, desk.double, { day, priceMinor: 90_000 });
    // The replica stops replaying: what the desk writes now, only the primary holds.
    await replica.sql('select pg_wal_replay_pause()');
    const bookedAt = new Date();
    const booked = await pms.request('/reservations', {
      method: 'POST',
      headers: { authorization: token, 'content-type': 'application/json' },
      body: JSON.stringify({
        roomTypeId: desk.double.roomTypeId,
        checkin,
        checkout: addDays(checkin, 2),
        adults: 2,
        client: { lastName: 'Replica', firstName: 'Ann' },
      }),
    });
    expect(booked.status, await booked.clone().text()).toBe(201);
    const { id: reservationId } = (await booked.json()) as { id: number };
    // The desk's own read is on the primary: the booking is there at once.
    const seen = await get(`/reservations/${reservationId}`);
    expect(seen.status, await seen.clone().text()).toBe(200);
    // The report, from the paused replica, does not hold it yet, and says it is older than the booking.
    await new Promise((r) => setTimeout(r, 1100));
    const paused = await forecast();
    expect(paused.from).toBe('replica');
    expect(paused.body.totals).toEqual(before.body.totals);
    expect(new Date(paused.asOf!).getTime()).toBeLessThan(bookedAt.getTime());

    // Replaying again, the report catches up and its "as of" moves past the booking.
    await replica.sql('select pg_wal_replay_resume()');
    const after = await until('the replica replays the booking', 30_000, async () => {
      const f = await forecast();
      return JSON.stringify(f.body.totals) !== JSON.stringify(before.body.totals) ? f : undefined;
    });
    expect(after.from).toBe('replica');
    expect(new Date(after.asOf!).getTime()).toBeGreaterThanOrEqual(bookedAt.getTime() - 1000);
  }, 180_000);

  describe.skipIf(noBuild !== undefined)('the report pages, from a built server with REPLICA_DATABASE_URL', () => {
    let server: Running | undefined;
    let dist = '';
    let dbName = '';
    let publicUrl = '';
    let cookie = '';

    beforeAll(async () => {
      // The pages of the build, the server entry bundled now from the sources (as the failover test).
      const cache = path.join(root, 'node_modules', '.cache');
      fs.mkdirSync(cache, { recursive: true });
      dist = fs.mkdtempSync(path.join(cache, 'auberge-replica-'));
      for (const part of ['server', 'client']) fs.symlinkSync(path.join(pages, part), path.join(dist, part));
      await buildServerEntry(dist);
      // A database of its own, created after the base backup: the replica streams it like any other.
      dbName = `auberge_replica_pages_${process.pid}_${Date.now().toString(36)}`;
      const admin = await openDatabase({ url: adminUrl(base!), poolSize: 1 });
      await admin.exec(`create database ${dbName}`);
      await admin.close();
      const url = databaseUrlFor(base!, dbName);
      const port = await freePort();
      publicUrl = `http://127.0.0.1:${port}`;
      server = runProcess([path.join(dist, 'server-main', 'main.mjs')], {
        DATABASE_URL: url,
        REPLICA_DATABASE_URL: replica.urlFor(url),
        PUBLIC_URL: publicUrl,
        PORT: String(port),
        SEED_DEMO: 'true',
        AUBERGE_DIST: dist,
        WORKERS: '1',
        LOG_LEVEL: 'warn',
      });
      expect(await healthy(port, 240_000), server.output()).toBe(true);
      ({ cookie } = await signIn(publicUrl, { username: 'admin', password: DEMO_ACCOUNTS.password }));
    }, 300_000);

    afterAll(async () => {
      if (server && server.child.exitCode === null && server.child.signalCode === null) {
        server.child.kill('SIGTERM');
        await server.exited;
      }
      if (dbName) {
        const admin = await openDatabase({ url: adminUrl(base!), poolSize: 1 });
        await admin.exec(`drop database if exists ${dbName} with (force)`).catch(() => {});
        await admin.close();
      }
      if (dist) fs.rmSync(dist, { recursive: true, force: true });
    });

    /** A page's HTML; a page that is not 200 fails with its alert (the API's message) or its start. */
    const fetchPage = async (p: string) => {
      const r = await fetch(`${publicUrl}${p}`, { headers: { cookie }, redirect: 'manual' });
      return { status: r.status, html: await r.text() };
    };
    const page = async (p: string) => {
      const { status, html } = await fetchPage(p);
      expect(status, `${p}: ${/role="alert"[^>]*>([^<]*)/.exec(html)?.[1] ?? html.slice(0, 300)}`).toBe(200);
      return html;
    };
    /** While the replica catches up with the new database, a report may fail: the probe waits for a page that answers. */
    const settled = async (p: string) => {
      const { status, html } = await fetchPage(p);
      return status === 200 ? html : undefined;
    };
    /** The as-of line: "Données au 28/11/2026 14:03:07" or "Data as of 28/11/2026 14:03:07", and its instant. */
    const asOfOf = (html: string) => {
      const m =
        /data-testid="replica-as-of"[^>]*>\s*<small><time datetime="([^"]+)">(Données au|Data as of) (\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}:\d{2})<\/time>/.exec(
          html,
        );
      return m ? { at: m[1]!, text: `${m[2]} ${m[3]}` } : undefined;
    };
    const REPORT_PAGES = ['/front-desk/Forecast', '/admin/dashboard', '/front-desk/Reports', '/front-desk/DailyReport'];

    it('shows "as of hh:mm:ss" on the report pages read from the replica, and nothing once they read from the primary', async () => {
      const first = await until('the Forecast page reads from the replica', 90_000, async () => asOfOf((await settled('/front-desk/Forecast')) ?? ''));
      expect(new Date(first.at).getTime()).toBeLessThanOrEqual(Date.now());
      for (const p of REPORT_PAGES) expect(asOfOf(await page(p)), p).toBeDefined();
      // The card reconciliation is a read posted with the acquirer's statement: from the replica too.
      const card = await fetch(`${publicUrl}/front-desk/rapproch`, {
        method: 'POST',
        headers: { cookie, origin: publicUrl, 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ csv: 'Date;Amount;Card;Authorization;Reference\n10/03/2026;1250,00;4111********1234;A1B2C3;CMI-000123' }),
      });
      const cardHtml = await card.text();
      expect(card.status, cardHtml.slice(0, 300)).toBe(200);
      expect(cardHtml).toContain('data-testid="card-summary"');
      expect(asOfOf(cardHtml), '/front-desk/rapproch').toBeDefined();
      // A desk page reads the primary: no "as of" there.
      expect(asOfOf(await page('/front-desk/reservationslist'))).toBeUndefined();

      replica.kill();
      try {
        await until('the Forecast page reads from the primary', 30_000, async () => {
          const html = await settled('/front-desk/Forecast');
          return html !== undefined && asOfOf(html) === undefined && html.includes('data-testid="forecast"') ? html : undefined;
        });
        for (const p of REPORT_PAGES) expect(asOfOf(await page(p)), p).toBeUndefined();
      } finally {
        replica.start();
      }
      await until('the Forecast page reads from the replica again', 60_000, async () => asOfOf((await settled('/front-desk/Forecast')) ?? ''));
    }, 240_000);
  });

  it('reads the reports from the primary while the replica is down, and from the replica again once it is back', async () => {
    replica.kill();
    const down = await until('a report answers from the primary', 20_000, async () => {
      const r = await get('/reports/forecast');
      return r.status === 200 && r.headers.get('x-auberge-read-from') === 'primary' ? r : undefined;
    });
    expect(down.headers.get('x-auberge-as-of')).toBeNull();
    // Every report answers meanwhile.
    for (let i = 0; i < 5; i++) expect((await get('/reports/gm-dashboard')).status).toBe(200);
    replica.start();
    await until('a report answers from the replica again', 60_000, async () => {
      const r = await get('/reports/forecast');
      return r.status === 200 && r.headers.get('x-auberge-read-from') === 'replica' ? r : undefined;
    });
  }, 180_000);
});
