import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../../src/backend/db/client.ts';
import { createPmsApi } from '../../src/backend/pms-api.ts';
import type { ApiApp } from '../../src/backend/http/api-env.ts';
import { startTestApi, type TestApi } from '../helpers/test-api.ts';
import { aDeskHotel, aRoomRate, type DeskHotel } from '../helpers/builders/index.ts';
import { freePort } from '../helpers/built-server.ts';
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
