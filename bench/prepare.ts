/**
 * A fresh database for one run: migrated, reference and demo data, then the scale data (a
 * generated property or the real bookings dataset), and the bench user moved into that hotel.
 */
import fs from 'node:fs';
import path from 'node:path';
import { openDatabase, type Database } from '../src/backend/db/client.ts';
import { migrate } from '../src/backend/db/migrate.ts';
import { seedReferenceData } from '../src/backend/seed/seed-reference.ts';
import { seedDemoIfEmpty } from '../src/backend/seed/seed-demo.ts';
import { generateProperty } from '../src/backend/seed/generate-property.ts';
import { adminUrl, databaseUrlFor } from '../tests/helpers/pg-urls.ts';
import { importHistory, type ImportResult } from '../src/backend/modules/history-import/import-history.ts';
import { generateStock } from './generate-stock.ts';

export const BENCH_GROUP = 10;
/** The dataset's bigger hotel (City Hotel, Lisbon) is where the bench user works on a dataset run. */
export const DATASET_BENCH_GROUP = 11;
export const BENCH_USER = 'admin';

export interface PrepareOptions {
  engine: 'pglite' | 'postgres';
  tmp: string;
  rooms: number;
  years: number;
  dataset: string | undefined;
  today: string;
  /**
   * A folder keeping the prepared database between runs (--keep-data). A copy of it is used when it
   * was prepared today at the same scale; otherwise the run prepares and fills it. PGlite keeps its
   * data folder there; PostgreSQL keeps a template database, named in the folder's manifest.
   */
  keep?: string | undefined;
}

export interface Prepared {
  dataDir?: string;
  databaseUrl?: string;
  groupId: number;
  phasesMs: Record<string, number>;
  load: { kind: 'synthetic' | 'dataset'; detail: unknown; ms: number } | { kind: 'none'; reason: string };
  rowCounts: Record<string, number>;
  drop(): Promise<void>;
}

async function timed<T>(phases: Record<string, number>, name: string, fn: () => Promise<T>): Promise<T> {
  const t = performance.now();
  try {
    return await fn();
  } finally {
    phases[name] = Math.round(performance.now() - t);
  }
}

interface Kept {
  key: string;
  /** PostgreSQL: the template database holding the prepared data. */
  database?: string;
  groupId: number;
  load: Prepared['load'];
  rowCounts: Record<string, number>;
}

const keptKey = (opts: PrepareOptions) =>
  JSON.stringify({ engine: opts.engine, today: opts.today, rooms: opts.rooms, years: opts.years, dataset: opts.dataset ?? null });

function readKept(opts: PrepareOptions): Kept | undefined {
  if (!opts.keep) return undefined;
  const manifest = path.join(opts.keep, 'prepared.json');
  if (!fs.existsSync(manifest)) return undefined;
  const kept = JSON.parse(fs.readFileSync(manifest, 'utf8')) as Kept;
  return kept.key === keptKey(opts) ? kept : undefined;
}

function writeKept(opts: PrepareOptions, prepared: Prepared, database?: string): void {
  const kept: Kept = { key: keptKey(opts), ...(database ? { database } : {}), groupId: prepared.groupId, load: prepared.load, rowCounts: prepared.rowCounts };
  fs.writeFileSync(path.join(opts.keep!, 'prepared.json'), JSON.stringify(kept, null, 2));
}

/** A kept database prepared today at this scale, copied into this run's folder; undefined when there is none. */
function reuseKept(opts: PrepareOptions, dataDir: string, phasesMs: Record<string, number>): Prepared | undefined {
  const kept = readKept(opts);
  if (!kept) return undefined;
  const t = performance.now();
  fs.cpSync(path.join(opts.keep!, 'data'), dataDir, { recursive: true });
  phasesMs['copy kept database'] = Math.round(performance.now() - t);
  return { dataDir, groupId: kept.groupId, phasesMs, load: kept.load, rowCounts: kept.rowCounts, drop: async () => {} };
}

function keep(opts: PrepareOptions, prepared: Prepared): void {
  if (!opts.keep || !prepared.dataDir) return;
  fs.rmSync(opts.keep, { recursive: true, force: true });
  fs.mkdirSync(opts.keep, { recursive: true });
  fs.cpSync(prepared.dataDir, path.join(opts.keep, 'data'), { recursive: true });
  writeKept(opts, prepared);
}

const benchServer = () => process.env['BENCH_DATABASE_URL'] || 'postgres://postgres@127.0.0.1:5432';

async function withAdmin<T>(base: string, fn: (admin: Database) => Promise<T>): Promise<T> {
  const admin = await openDatabase({ url: adminUrl(base), poolSize: 1 });
  try {
    return await fn(admin);
  } finally {
    await admin.close();
  }
}

/** This run's PostgreSQL database, empty or a copy of a template, and how to drop it. */
async function runDatabase(base: string, template?: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `auberge_bench_${process.pid}_${Date.now().toString(36)}`;
  await withAdmin(base, (a) => a.exec(`create database ${name}${template ? ` template ${template}` : ''}`));
  return { url: databaseUrlFor(base, name), drop: () => withAdmin(base, (a) => a.exec(`drop database if exists ${name} with (force)`)) };
}

/**
 * PostgreSQL: the run works in a copy of the kept template database (CREATE DATABASE … TEMPLATE
 * copies files, about a second for 100k stays); a new or stale one is prepared, then kept as the
 * template for the next runs.
 */
async function prepareKeptPostgres(opts: PrepareOptions): Promise<Prepared> {
  const base = benchServer();
  const kept = readKept(opts);
  const template = kept?.database;
  const exists = template ? await withAdmin(base, async (a) => (await a.query('select 1 from pg_database where datname = $1', [template])).length > 0) : false;
  if (kept && template && exists) {
    const t = performance.now();
    const run = await runDatabase(base, template);
    const phasesMs = { 'copy kept database': Math.round(performance.now() - t) };
    return { databaseUrl: run.url, groupId: kept.groupId, phasesMs, load: kept.load, rowCounts: kept.rowCounts, drop: run.drop };
  }
  const prepared = await prepareDatabase({ ...opts, keep: undefined });
  const keptName = 'auberge_bench_kept';
  await withAdmin(base, async (a) => {
    await a.exec(`drop database if exists ${keptName} with (force)`);
    await a.exec(`create database ${keptName} template ${new URL(prepared.databaseUrl!).pathname.slice(1)}`);
  });
  fs.mkdirSync(opts.keep!, { recursive: true });
  writeKept(opts, prepared, keptName);
  return prepared;
}

export async function prepareDatabase(opts: PrepareOptions): Promise<Prepared> {
  const phasesMs: Record<string, number> = {};
  if (opts.keep && opts.engine === 'postgres') return prepareKeptPostgres(opts);
  if (opts.keep && opts.engine === 'pglite') {
    const dataDir = path.join(opts.tmp, 'data');
    const reused = reuseKept(opts, dataDir, phasesMs);
    if (reused) return reused;
    const prepared = await prepareDatabase({ ...opts, keep: undefined });
    keep(opts, prepared);
    return prepared;
  }
  let dataDir: string | undefined;
  let databaseUrl: string | undefined;
  let drop = async () => {};
  if (opts.engine === 'pglite') {
    dataDir = path.join(opts.tmp, 'data');
    fs.mkdirSync(dataDir, { recursive: true });
  } else {
    const run = await runDatabase(benchServer());
    databaseUrl = run.url;
    drop = run.drop;
  }

  const database = await openDatabase({ url: databaseUrl, dataDir });
  try {
    await timed(phasesMs, 'migrate', () => migrate(database));
    await timed(phasesMs, 'seed reference + demo', async () => {
      await seedReferenceData(database);
      await seedDemoIfEmpty(database, { today: opts.today });
    });
    let load: Prepared['load'];
    let groupId = BENCH_GROUP;
    if (opts.dataset) {
      groupId = DATASET_BENCH_GROUP;
      const result: ImportResult = await timed(phasesMs, 'load dataset', () => importHistory(database, opts.dataset!));
      load = { kind: 'dataset', detail: result, ms: result.ms };
    } else {
      const t = performance.now();
      const detail = await timed(phasesMs, 'generate property', () =>
        generateProperty(database, { groupId: BENCH_GROUP, name: 'Bench Hotel', rooms: opts.rooms, years: opts.years, today: opts.today }),
      );
      load = { kind: 'synthetic', detail, ms: Math.round(performance.now() - t) };
    }
    await timed(phasesMs, 'bench user', () => useBenchHotel(database, groupId));
    await timed(phasesMs, 'generate stock ledger', () => generateStock(database, { groupId, today: opts.today }));
    // A PostgreSQL server's autovacuum analyzes and vacuums what was loaded, but only where it
    // counted the changes: not in the copy of a kept template, whose counters start at zero. The
    // bench hotel's products were then planned as the 16 demo rows seen at seeding, and a day of
    // stock movements read all 1M rows (p95 3.8 s instead of 0.14 s at 10 connections); the
    // closing's unposted charges were found among the 170k index entries the seed's posting left
    // dead. PGlite's server vacuums and analyzes at start.
    if (opts.engine === 'postgres') await timed(phasesMs, 'vacuum analyze', () => database.exec('VACUUM (ANALYZE)'));
    const rowCounts = await countRows(database, groupId);
    await timed(phasesMs, 'close database', () => database.close());
    return { ...(dataDir ? { dataDir } : {}), ...(databaseUrl ? { databaseUrl } : {}), groupId, phasesMs, load, rowCounts, drop };
  } catch (err) {
    await database.close().catch(() => {});
    await drop().catch(() => {});
    throw err;
  }
}

/** The bench user works in the measured hotel: the pages and APIs then read the big data set. */
async function useBenchHotel(database: Database, groupId: number): Promise<void> {
  // Without the generator the bench hotel may not exist: an empty one keeps the run going.
  await database.query(`insert into hotels (group_id, name, code) values ($1, 'Bench Hotel', 'BENCH') on conflict do nothing`, [groupId]);
  // Its tax rates (its country's, migration 0031): without them every booking and charge is refused.
  await database.query(
    `insert into tax_rates (group_id, family, rate_bp) select h.group_id, r.family, r.rate_bp from hotels h
    cross join lateral auberge_country_tax_rates(h.country_code) r where h.group_id = $1 on conflict do nothing`,
    [groupId],
  );
  await database.query(`update users set group_id = $1 where username = $2`, [groupId, BENCH_USER]);
  await database.query(`insert into user_preferred_hotels (user_id, group_id) select user_id, $1 from users where username = $2 on conflict do nothing`, [
    groupId,
    BENCH_USER,
  ]);
}

async function countRows(database: Database, groupId: number): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const table of ['rooms', 'room_types', 'customers', 'orders', 'order_items', 'order_charges', 'reservations', 'audit_events', 'bo_stock_movements']) {
    const [r] = await database.query<{ n: string | number; mine: string | number }>(
      `select count(*) as n, count(*) filter (where group_id = $1) as mine from ${table}`,
      [groupId],
    );
    counts[table] = Number(r?.n ?? 0);
    counts[`${table} (bench hotel)`] = Number(r?.mine ?? 0);
  }
  const [users] = await database.query<{ n: string | number }>('select count(*) as n from users');
  counts['users'] = Number(users?.n ?? 0);
  return counts;
}
