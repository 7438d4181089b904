/**
 * Imports a hotel's booking history from a CSV (or CSV.gz) in the layout of hotel_bookings.csv:
 * hotels, their room types and the rooms derived from peak occupancy, market segments, customers,
 * one order + item + reservation per booking (+ one charge per night and the settlement of stays
 * that happened), then every day of the history closed with its figures. The rules it applies where
 * the file says nothing (rules.ts) come back with their counts; the manager's choices (day use,
 * exact repeats) are options. Rows that cannot be read are reported by line and skipped; the same
 * file (by content) imported again adds nothing.
 *
 * Memory does not grow with the file: it is read once as a stream, checked (refusals, its hotels,
 * its sha256) while its bookings go to working tables a batch at a time (the next batch read while
 * the database writes one), from which, once the whole file is found importable, the database
 * derives and writes each hotel (write-hotel.ts).
 *
 * The desk keeps working meanwhile: the import writes in short transactions (a block of bookings
 * each of 500: ≤ 0.15 s on PGlite unloaded) and gives other requests their turn between them, where one transaction of a
 * minute held the embedded database (/healthz answered 503 for two minutes). A failure removes
 * what the import had written of its hotels (forgetHotels): nothing is left half-imported.
 */
import type { Database, Queryer } from '../../db/client.ts';
import { DATASET_HOTELS, FIRST_NEW_HOTEL_ID, hotelOrder, type HotelSlot } from './plan.ts';
import { readBookings, type SkippedRow } from './read-bookings.ts';
import { BookingStage, createStage, dropStage } from './stage.ts';
import { skipRowChecks, writeHotel, type WrittenHotel } from './write-hotel.ts';
import { hotelRules, sumRules } from './rules.ts';
import { forgetHotels } from './forget-hotels.ts';
import { syncSequences } from '../../seed/bulk-insert.ts';
import { SEEDED_SERIAL_TABLES } from '../../seed/serial-tables.ts';
import { insertClosedDaysSql } from '../closing/index.ts';
import { conflict } from '../../http/errors.ts';
import { DEFAULT_IMPORT_CHOICES, type ImportChoices, type TImportRuleCountDto } from '../../../lib/domain/history-import-dto.ts';

export type { SkippedRow } from './read-bookings.ts';
export { MAX_HOTELS_PER_FILE } from './read-bookings.ts';

export interface ImportOptions {
  /** One charge row per room night (the folio) and the departed stays' settlements; on by default. */
  charges?: boolean;
  /** Who imports (kept with the import record). */
  userId?: number | null;
  /** The name to record for the file (an upload is read from a temporary file of another name). */
  fileName?: string;
  /** Day use and exact repeats: DEFAULT_IMPORT_CHOICES unless said. */
  choices?: Partial<ImportChoices>;
  /** Called as the import advances: rows read, then work done out of the whole (see WORK). */
  onProgress?: (p: ImportProgress) => void;
}

export interface ImportProgress {
  phase: 'read' | 'write' | 'close' | 'done';
  done: number;
  total: number;
}

export type HotelResult = WrittenHotel & { rules: TImportRuleCountDto[] };

export interface ImportResult {
  sha256: string;
  /** True when this very file had been imported before: nothing was added. */
  alreadyImported: boolean;
  rows: number;
  /** The first rows that could not be read (at most SKIPPED_KEPT), and how many there were. */
  skipped: SkippedRow[];
  skippedCount: number;
  hotels: HotelResult[];
  /** The rules applied over the whole file, each with its count. */
  rules: TImportRuleCountDto[];
  choices: ImportChoices;
  counts: Record<string, number>;
  ms: number;
}

/**
 * The progress's units, weighted by what each costs (measured on the real file, PGlite): a row
 * staged 1, a booking written 14, a day closed 4. The bar then moves at an even pace and the
 * screen's estimate of the time left (elapsed × left ÷ done) holds.
 */
const WORK = { staged: 1, written: 14, closed: 4 };
/** Days closed per statement: a short transaction, as a block of bookings (120 took 0.2–0.6 s, loaded). */
const CLOSE_DAYS = 60;
/** Columns per analyze statement: a table's whole analyze held the embedded database up to 0.8 s (0.1–0.2 s for 4–6 columns at the default sample). */
const ANALYZE_COLUMNS = 6;
/**
 * The statistics target of the import's analyze: a sample of 9,000 rows where the default (100)
 * reads 30,000. Enough for what the desk's plans read from them (a hotel's share of a table, its
 * statuses, the spread of its days); they serve until the next full analyze (the embedded
 * database's maintenance, maintenance.ts; PostgreSQL's autovacuum). Measured on the real file
 * (PGlite, with 6 columns a statement): 4.0 -> 1.3 s of CPU for the 8 tables, 30 statements, not 50.
 */
const ANALYZE_TARGET = 30;

/** Lets the requests queued behind the import's last statement go first, and their next statement (write-hotel.ts's pause). */
const yieldTurn = () => new Promise<void>((resolve) => setTimeout(resolve, 2));

/** One import at a time in this process (the embedded database has one session: a lock there would not wait). */
let running: Promise<unknown> = Promise.resolve();

/**
 * Where a hotel of the file goes: the dataset's two keep 11 and 12; a hotel already here under
 * the same name is that hotel (refused below if it holds reservations, naming it); any other
 * gets the next free id from 13, so two new hotels, in one file or two, never share one.
 * Called under the import's advisory lock; the hotels it writes are in `created` (removed should the import fail).
 */
async function hotelSlot(q: Queryer, name: string, created: number[]): Promise<HotelSlot> {
  const known = DATASET_HOTELS[name];
  if (known) {
    const [here] = await q.query<{ n: number }>('select count(*)::int as n from hotels where group_id = $1', [known.groupId]);
    if (!here?.n) created.push(known.groupId);
    return known;
  }
  const [same] = await q.query<{ group_id: number; code: string; city: string }>(
    'select group_id, code, city from hotels where name = $1 and group_id >= $2 order by group_id limit 1',
    [name, FIRST_NEW_HOTEL_ID],
  );
  if (same) return { groupId: same.group_id, code: same.code, city: same.city };
  const [next] = await q.query<{ id: number }>('select greatest($1::int, coalesce(max(group_id), 0) + 1) as id from hotels', [FIRST_NEW_HOTEL_ID]);
  const id = next!.id;
  created.push(id);
  // Written now (empty) so that the next new hotel of the file takes the id after it.
  await q.query(
    `insert into hotels (group_id, name, code, city, country_code, currency, timezone, attributes)
     values ($1, $2, $3, '', 'PT', 'EUR', 'Europe/Lisbon', $4::jsonb)`,
    [id, name, `H${id}`, JSON.stringify([String(9000 + id)])],
  );
  return { groupId: id, code: `H${id}`, city: '' };
}

export async function importHistory(database: Database, file: string, opts: ImportOptions = {}): Promise<ImportResult> {
  const before = running;
  let release = () => {};
  running = new Promise<void>((resolve) => (release = resolve));
  try {
    await before.catch(() => {});
    return await runImport(database, file, opts);
  } finally {
    release();
  }
}

async function runImport(database: Database, file: string, opts: ImportOptions): Promise<ImportResult> {
  const started = performance.now();
  const progress = opts.onProgress ?? (() => {});
  const choices: ImportChoices = { ...DEFAULT_IMPORT_CHOICES, ...opts.choices };
  const name = opts.fileName ?? file.split(/[\\/]/).pop() ?? file;
  const ms = () => Math.round(performance.now() - started);
  const charges = opts.charges ?? true;
  const timing = process.env['IMPORT_TIMING'] ? phaseClock() : undefined;
  const outcome = await database.withSession(async (session) => {
    spent.clear();
    const q = timing ? timed(session) : session;
    let stage: BookingStage | undefined;
    let locked = false;
    // The hotels whose rows a failure removes: none until each is known to have held no reservation.
    let owned: number[] = [];
    const created: number[] = [];
    try {
      // One reading: the file is checked whole (its refusals, its hotels, its sha256) while its bookings
      // go to the working tables, which only this import reads (dropped below, whatever the outcome):
      // nothing of the hotels is written before the whole file has been read and found importable.
      await createStage(q);
      stage = new BookingStage(q, choices);
      const staging = stage;
      const checked = await readBookings(file, {
        onRow: (n) => progress({ phase: 'read', done: n, total: 0 }),
        onBooking: (b) => staging.add(b),
      });
      await stage.drain();
      timing?.('read and staged');
      const { sha256, skippedCount } = checked;
      const rows = checked.count;
      const [seen] = await q.query<{ rows: number }>('select rows from history_imports where sha256 = $1', [sha256]);
      if (seen) return { checked, rows: seen.rows, hotels: undefined, total: 0 };
      const names = hotelOrder(checked.hotels.keys());
      // Days closed are not known before the hotels are written: one day per 12 bookings is the real file's ratio.
      const total = rows * WORK.staged + rows * WORK.written + Math.ceil(rows / 12) * WORK.closed;
      let done = 0;
      const advance = (phase: ImportProgress['phase'], units: number) => {
        done = Math.min(total, done + units);
        progress({ phase, done, total });
      };
      advance('write', rows * WORK.staged);
      // Two imports at once (two servers on one PostgreSQL): the second waits here, then finds the first's record.
      await q.query('select pg_advisory_lock(7311, 1)');
      locked = true;
      const [again] = await q.query<{ n: number }>('select count(*)::int as n from history_imports where sha256 = $1', [sha256]);
      if (again && again.n > 0) return { checked, rows, hotels: undefined, total: 0 };
      const slots: HotelSlot[] = [];
      for (const hotel of names) slots.push(await hotelSlot(q, hotel, created));
      for (const [i, slot] of slots.entries()) {
        const [taken] = await q.query<{ n: number }>('select count(*)::int as n from reservations where group_id = $1', [slot.groupId]);
        if (taken && taken.n > 0)
          throw conflict(`Hotel ${slot.groupId} (${names[i]}) already holds reservations: its history can only be imported into an empty hotel.`, {
            key: 'errors.historyImport.hotelHasReservations',
            params: { id: String(slot.groupId), name: names[i]! },
          });
      }
      owned = slots.map((s) => s.groupId);
      const duplicates = await stage.finish();
      timing?.('staged rows finished');
      const written: HotelResult[] = [];
      const trusted = await skipRowChecks(q);
      for (const [i, slot] of slots.entries()) {
        const hotel = stage.indexOf(names[i]!);
        const result = await writeHotel(q, {
          hotel,
          name: names[i]!,
          slot,
          charges,
          trusted,
          timing,
          step: async (bookings) => {
            advance('write', bookings * WORK.written);
            await yieldTurn();
          },
        });
        const rules = await hotelRules(q, { hotel, rooms: result.rooms, duplicates: duplicates.get(hotel) ?? 0, settled: result.settled, choices });
        written.push({ ...result, rules });
        timing?.(`hotel ${slot.groupId} written`);
      }
      // The history is closed: its charges and settlements were written posted; each day's closing row holds its figures.
      for (const hotel of written) {
        for (let from = hotel.from; from <= hotel.to; from = addDays(from, CLOSE_DAYS)) {
          const to = minDay(addDays(from, CLOSE_DAYS - 1), hotel.to);
          await q.exec(insertClosedDaysSql({ groupId: hotel.groupId, from, to, closedBy: opts.userId ?? null }));
          advance('close', CLOSE_DAYS * WORK.closed);
          await yieldTurn();
        }
      }
      timing?.('days closed');
      await syncSequences(q, SEEDED_SERIAL_TABLES);
      await q.query('insert into history_imports (sha256, file_name, rows, skipped, group_ids, imported_by) values ($1, $2, $3, $4, $5::jsonb, $6)', [
        sha256,
        name,
        rows,
        skippedCount,
        JSON.stringify(owned),
        opts.userId ?? null,
      ]);
      return { checked, rows, hotels: written, total };
    } catch (err) {
      if (owned.length || created.length)
        await forgetHotels(q, { groupIds: owned, created }).catch((cleanup: unknown) =>
          console.error(`[history-import] removing what the failed import wrote of hotels ${owned.join(', ')} failed:`, cleanup),
        );
      throw err;
    } finally {
      await stage?.settled();
      await q.exec('close history_stays').catch(() => {});
      await dropStage(q).catch(() => {});
      if (locked) await q.query('select pg_advisory_unlock(7311, 1)').catch(() => {});
    }
  });
  const { checked, hotels } = outcome;
  const { sha256, skipped, skippedCount } = checked;
  if (!hotels) {
    progress({ phase: 'done', done: 1, total: 1 });
    return { sha256, alreadyImported: true, rows: outcome.rows, skipped: [], skippedCount: 0, hotels: [], rules: [], choices, counts: {}, ms: ms() };
  }
  const rows = outcome.rows;
  const groupIds = hotels.map((h) => h.groupId);
  // The planner's statistics for the tables the import filled (temporary tables aside, the database
  // gathers none by itself here): a few columns per statement, where one table's whole analyze held
  // the embedded database up to 0.8 s (2-3 s loaded).
  if (database.kind === 'postgres' || rows > 10_000) {
    for (const table of ['reservations', 'orders', 'order_items', 'order_charges', 'payments', 'folio_totals', 'customers', 'business_days']) {
      const columns = await database.query<{ name: string; json: boolean }>(
        `select attname as name, atttypid = 'jsonb'::regtype as json from pg_attribute where attrelid = $1::regclass and attnum > 0 and not attisdropped order by attnum`,
        [table],
      );
      const plain = columns.filter((c) => !c.json).map((c) => `"${c.name}"`);
      for (let i = 0; i < plain.length; i += ANALYZE_COLUMNS) {
        await database.exec(`set local default_statistics_target = ${ANALYZE_TARGET}; analyze ${table} (${plain.slice(i, i + ANALYZE_COLUMNS).join(', ')})`);
        await yieldTurn();
      }
      // A JSON column's statistics (no query of the desk filters by one) from a smaller sample: the
      // items' text parameters alone took 0.3 s at the default's 30,000 rows.
      for (const c of columns.filter((c) => c.json)) {
        await database.exec(`set local default_statistics_target = 10; analyze ${table} ("${c.name}")`);
        await yieldTurn();
      }
    }
    timing?.('analyzed');
  }
  const counts: Record<string, number> = {};
  for (const table of ['rooms', 'customers', 'orders', 'order_items', 'order_charges', 'payments', 'reservations', 'business_days']) {
    const [r] = await database.query<{ n: string | number }>(`select count(*) as n from ${table} where group_id = any($1)`, [groupIds]);
    counts[table] = Number(r?.n ?? 0);
  }
  if (timing) {
    timing('counted');
    for (const [kind, ms2] of [...spent.entries()].sort((a, b) => b[1] - a[1]).slice(0, 12))
      console.log(`[import timing] total ${Math.round(ms2)} ms: ${kind}`);
  }
  progress({ phase: 'done', done: outcome.total, total: outcome.total });
  return { sha256, alreadyImported: false, rows, skipped, skippedCount, hotels, rules: sumRules(hotels.map((h) => h.rules)), choices, counts, ms: ms() };
}

/** IMPORT_TIMING=1: the time each phase took, logged as it ends. */
function phaseClock(): (phase: string) => void {
  let last = performance.now();
  return (phase) => {
    const now = performance.now();
    console.log(`[import timing] phase ${Math.round(now - last)} ms: ${phase}`);
    last = now;
  };
}

/** IMPORT_TIMING=1: each statement of the import that held the database longer than 150 ms, logged (the desk waits behind it). */
const spent = new Map<string, number>();
function timed(q: Queryer): Queryer {
  const log = async <T>(text: string, run: () => Promise<T>): Promise<T> => {
    const t0 = performance.now();
    const out = await run();
    const ms = performance.now() - t0;
    const said = text
      .replace(/^set local session_replication_role = replica;/, '')
      .replace(/\s+/g, ' ')
      .trim();
    if (ms > 150) console.log(`[import timing] ${Math.round(ms)} ms: ${said.slice(0, 140)}`);
    const kind = said.slice(0, 40);
    spent.set(kind, (spent.get(kind) ?? 0) + ms);
    return out;
  };
  return { exec: (text) => log(text, () => q.exec(text)), query: (text, params) => log(text, () => q.query(text, params)) };
}

const addDays = (iso: string, n: number): string => new Date(Date.parse(`${iso}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);
const minDay = (a: string, b: string): string => (a < b ? a : b);
