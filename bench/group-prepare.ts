/**
 * A hotel group on PostgreSQL for `npm run bench -- --hotels N`: the bench hotel exactly as a
 * single-hotel run prepares it (migrated, demo, 300 rooms × 3 years, stock ledger), plus N − 1 other
 * hotels of 100–300 rooms × the same years, each written by the property generator's bulk loader.
 * The group is kept as a template database (auberge_bench_group_N, its manifest in the keep folder):
 * the next runs of the same day and scale copy it (CREATE DATABASE … TEMPLATE: files, seconds).
 */
import fs from 'node:fs';
import path from 'node:path';
import { openDatabase, type Database } from '../src/backend/db/client.ts';
import { migrate } from '../src/backend/db/migrate.ts';
import { generateProperty } from '../src/backend/seed/generate-property.ts';
import { adminUrl, databaseUrlFor } from '../tests/helpers/pg-urls.ts';
import { prepareDatabase, type Prepared } from './prepare.ts';

export interface GroupOptions {
  hotels: number;
  rooms: number;
  years: number;
  today: string;
  tmp: string;
  /** Where the manifests of the kept databases live. */
  keep: string;
  log: (msg: string) => void;
}

export interface PreparedGroup {
  /** The bench hotel alone: a copy of the single-hotel template. */
  alone: Prepared;
  /** The same hotel among N − 1 others: a copy of the group template. */
  group: Prepared & { hotels: number; stays: number; generateMs: number | null };
}

/** The other hotels' group ids: away from the demo's and the bench hotel's (10, 11). */
export const OTHER_HOTELS_FROM = 101;

const server = () => process.env['BENCH_DATABASE_URL'] || 'postgres://postgres@127.0.0.1:5432';

async function withAdmin<T>(fn: (a: Database) => Promise<T>): Promise<T> {
  const admin = await openDatabase({ url: adminUrl(server()), poolSize: 1 });
  try {
    return await fn(admin);
  } finally {
    await admin.close();
  }
}

const exists = (name: string) => withAdmin(async (a) => (await a.query('select 1 from pg_database where datname = $1', [name])).length > 0);

interface GroupManifest {
  key: string;
  database: string;
}

/** The generator analyzes the group after this many hotels (and VACUUM ANALYZE once all are written). */
const ANALYZE_EVERY = 8;

/** The other hotels' sizes: 100 to 300 rooms, the same every run. */
const roomsOf = (groupId: number) => 100 + ((groupId * 37) % 201);

/** The group's other hotels already generated (a run stopped half-way resumes where it was). */
async function generatedHotels(database: Database): Promise<Set<number>> {
  const rows = await database.query<{ g: number }>('select distinct group_id as g from rooms where group_id >= $1', [OTHER_HOTELS_FROM]);
  return new Set(rows.map((r) => r.g));
}

/** Generates the hotels missing for a group of `hotels`; answers the group's stays. */
async function generateOthers(url: string, opts: GroupOptions): Promise<number> {
  const database = await openDatabase({ url, poolSize: 2 });
  try {
    // The kept group was made by an earlier version: its migrations and database functions brought up
    // to date first, so the generator's triggers are today's (a posting check since fixed took
    // 17 minutes in a stale template's 5th hotel).
    const applied = await migrate(database);
    if (applied.length) opts.log(`the kept group brought up to date: ${applied.join(', ')}`);
    const done = await generatedHotels(database);
    const ids = Array.from({ length: opts.hotels - 1 }, (_, i) => OTHER_HOTELS_FROM + i).filter((id) => !done.has(id));
    // One at a time: two generators at once wait for each other's locks (the hotels' and sequences' rows).
    for (const [i, groupId] of ids.entries()) {
      const t = performance.now();
      const r = await generateProperty(database, {
        groupId,
        name: `Group Hotel ${groupId}`,
        rooms: roomsOf(groupId),
        years: opts.years,
        today: opts.today,
        seed: groupId,
        // The whole group analyzed every few hotels (and at the end): the tables' statistics move little
        // from one hotel to the next, and each ANALYZE samples every table of the group.
        analyze: (i + 1) % ANALYZE_EVERY === 0,
      });
      opts.log(`hotel ${groupId}: ${r.rooms} rooms, ${r.reservations} stays in ${Math.round(performance.now() - t)} ms (${i + 1}/${ids.length} to generate)`);
    }
    if (ids.length) {
      opts.log('vacuum analyze of the group …');
      await database.exec('VACUUM (ANALYZE)');
    }
    const [row] = await database.query<{ n: string }>('select count(*)::text as n from reservations');
    return Number(row?.n ?? 0);
  } finally {
    await database.close();
  }
}

async function copyOf(template: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `auberge_bench_${process.pid}_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 6)}`;
  await withAdmin((a) => a.exec(`create database ${name} template ${template}`));
  return { url: databaseUrlFor(server(), name), drop: () => withAdmin((a) => a.exec(`drop database if exists ${name} with (force)`)) };
}

/** The kept group template: one database grown to the hotels asked (a bigger group asked later adds hotels to it). */
const GROUP_TEMPLATE = 'auberge_bench_group';

export async function prepareGroup(opts: GroupOptions): Promise<PreparedGroup> {
  fs.mkdirSync(opts.keep, { recursive: true });
  // The hotel alone: the single-hotel bench's own kept template (prepare.ts).
  const alone = await prepareDatabase({
    engine: 'postgres',
    tmp: opts.tmp,
    rooms: opts.rooms,
    years: opts.years,
    dataset: undefined,
    today: opts.today,
    keep: opts.keep,
  });
  const aloneTemplate = JSON.parse(fs.readFileSync(path.join(opts.keep, 'prepared.json'), 'utf8')) as { database: string };
  const key = JSON.stringify({ today: opts.today, rooms: opts.rooms, years: opts.years });
  const manifestFile = path.join(opts.keep, 'group.json');
  const manifest = fs.existsSync(manifestFile) ? (JSON.parse(fs.readFileSync(manifestFile, 'utf8')) as GroupManifest) : undefined;
  const t = performance.now();
  const url = databaseUrlFor(server(), GROUP_TEMPLATE);
  if (!manifest || manifest.key !== key || !(await exists(GROUP_TEMPLATE))) {
    opts.log(`a new group template ${GROUP_TEMPLATE} from the bench hotel's (kept for the next runs today) …`);
    await withAdmin(async (a) => {
      await a.exec(`drop database if exists ${GROUP_TEMPLATE} with (force)`);
      await a.exec(`create database ${GROUP_TEMPLATE} template ${aloneTemplate.database}`);
    });
    fs.writeFileSync(manifestFile, JSON.stringify({ key, database: GROUP_TEMPLATE } satisfies GroupManifest, null, 2));
  }
  const present = await (async () => {
    const db = await openDatabase({ url, poolSize: 1 });
    try {
      return (await generatedHotels(db)).size + 1;
    } finally {
      await db.close();
    }
  })();
  if (present > opts.hotels)
    throw new Error(
      `the kept group ${GROUP_TEMPLATE} holds ${present} hotels, more than the ${opts.hotels} asked: drop it (dropdb ${GROUP_TEMPLATE}) or ask for ${present}.`,
    );
  if (present < opts.hotels) opts.log(`the group holds ${present} hotels: generating ${opts.hotels - present} more into ${GROUP_TEMPLATE} …`);
  const stays = await generateOthers(url, opts);
  const generateMs = present < opts.hotels ? Math.round(performance.now() - t) : null;
  const tc = performance.now();
  const run = await copyOf(GROUP_TEMPLATE);
  const phasesMs = { 'copy kept group': Math.round(performance.now() - tc) };
  return {
    alone,
    group: {
      databaseUrl: run.url,
      groupId: alone.groupId,
      phasesMs,
      load: alone.load,
      rowCounts: alone.rowCounts,
      drop: run.drop,
      hotels: opts.hotels,
      stays,
      generateMs,
    },
  };
}
