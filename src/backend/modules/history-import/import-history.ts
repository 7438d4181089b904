/**
 * Imports a hotel's booking history from a CSV (or CSV.gz) in the layout of hotel_bookings.csv:
 * hotels, their room types and the rooms derived from peak occupancy, market segments, customers,
 * one order + item + reservation per booking (+ one charge per night for stays that happened),
 * then every day of the history closed with its figures. Every row stays, duplicates included:
 * they are real bookings that happened to be identical. Rows that cannot be read are reported by
 * line and skipped; the rest is written in one transaction (nothing half-written) with bulk
 * statements; the same file (by content) imported again adds nothing.
 *
 * Memory does not grow with the file: it is read twice as a stream, first to check it (refusals,
 * its hotels, its sha256) without writing anything, then into a temporary table a batch at a time,
 * from which the database derives and writes each hotel (write-hotel.ts).
 */
import type { Database, Queryer } from '../../db/client.ts';
import { DATASET_HOTELS, FIRST_NEW_HOTEL_ID, hotelOrder, type HotelSlot } from './plan.ts';
import { readBookings, type SkippedRow } from './read-bookings.ts';
import { BookingStage, createStage } from './stage.ts';
import { writeHotel, type WrittenHotel } from './write-hotel.ts';
import { inTransaction, syncSequences } from '../../seed/bulk-insert.ts';
import { SEEDED_SERIAL_TABLES } from '../../seed/serial-tables.ts';
import { insertClosedDaysSql } from '../closing/index.ts';
import { conflict, invalid } from '../../http/errors.ts';

export type { SkippedRow } from './read-bookings.ts';
export { MAX_HOTELS_PER_FILE } from './read-bookings.ts';

export interface ImportOptions {
  /** One charge row per room night (the folio); about 260k rows, on by default. */
  charges?: boolean;
  /** Who imports (kept with the import record). */
  userId?: number | null;
  /** The name to record for the file (an upload is read from a temporary file of another name). */
  fileName?: string;
  /** Called as the import advances: rows read, then rows and hotels written, then days closed. */
  onProgress?: (p: ImportProgress) => void;
}

export interface ImportProgress {
  phase: 'read' | 'write' | 'close' | 'done';
  done: number;
  total: number;
}

export interface ImportResult {
  sha256: string;
  /** True when this very file had been imported before: nothing was added. */
  alreadyImported: boolean;
  rows: number;
  /** The first rows that could not be read (at most SKIPPED_KEPT), and how many there were. */
  skipped: SkippedRow[];
  skippedCount: number;
  hotels: WrittenHotel[];
  counts: Record<string, number>;
  ms: number;
}

/**
 * Where a hotel of the file goes: the dataset's two keep 11 and 12; a hotel already here under
 * the same name is that hotel (refused below if it holds reservations, naming it); any other
 * gets the next free id from 13, so two new hotels, in one file or two, never share one.
 * Called under the import's advisory lock, inside its transaction.
 */
async function hotelSlot(q: Queryer, name: string): Promise<HotelSlot> {
  const known = DATASET_HOTELS[name];
  if (known) return known;
  const [same] = await q.query<{ group_id: number; code: string; city: string }>(
    'select group_id, code, city from hotels where name = $1 and group_id >= $2 order by group_id limit 1',
    [name, FIRST_NEW_HOTEL_ID],
  );
  if (same) return { groupId: same.group_id, code: same.code, city: same.city };
  const [next] = await q.query<{ id: number }>('select greatest($1::int, coalesce(max(group_id), 0) + 1) as id from hotels', [FIRST_NEW_HOTEL_ID]);
  const id = next!.id;
  // Written now (empty) so that the next new hotel of the file takes the id after it.
  await q.query(
    `insert into hotels (group_id, name, code, city, country_code, currency, timezone, attributes)
     values ($1, $2, $3, '', 'PT', 'EUR', 'Europe/Lisbon', $4::jsonb)`,
    [id, name, `H${id}`, JSON.stringify([String(9000 + id)])],
  );
  return { groupId: id, code: `H${id}`, city: '' };
}

export async function importHistory(database: Database, file: string, opts: ImportOptions = {}): Promise<ImportResult> {
  const started = performance.now();
  const progress = opts.onProgress ?? (() => {});
  const name = opts.fileName ?? file.split(/[\\/]/).pop() ?? file;
  const ms = () => Math.round(performance.now() - started);
  // First reading: the file is checked whole (its refusals, its hotels, its sha256) before anything is written.
  const checked = await readBookings(file, { onRow: (n) => progress({ phase: 'read', done: n, total: 0 }) });
  const { sha256, skipped, skippedCount } = checked;
  const rows = checked.count;
  const [seen] = await database.query<{ rows: number; skipped: number }>('select rows, skipped from history_imports where sha256 = $1', [sha256]);
  if (seen) {
    progress({ phase: 'done', done: 1, total: 1 });
    return { sha256, alreadyImported: true, rows: seen.rows, skipped: [], skippedCount: 0, hotels: [], counts: {}, ms: ms() };
  }
  const names = hotelOrder(checked.hotels.keys());
  // Progress in bookings: staged (the first half), then each hotel's written and its days closed.
  const total = rows * 2;
  let groupIds: number[] = [];
  const hotels = await inTransaction(database, async (q) => {
    // Two imports at once: the second waits here, then finds the first's record (or the ids it took).
    await q.query('select pg_advisory_xact_lock(7311, 1)');
    const [again] = await q.query<{ n: number }>('select count(*)::int as n from history_imports where sha256 = $1', [sha256]);
    if (again && again.n > 0) return undefined;
    const slots: HotelSlot[] = [];
    for (const hotel of names) slots.push(await hotelSlot(q, hotel));
    groupIds = slots.map((s) => s.groupId);
    for (const [i, slot] of slots.entries()) {
      const [taken] = await q.query<{ n: number }>('select count(*)::int as n from reservations where group_id = $1', [slot.groupId]);
      if (taken && taken.n > 0)
        throw conflict(`Hotel ${slot.groupId} (${names[i]}) already holds reservations: its history can only be imported into an empty hotel.`);
    }
    // Second reading: into the working table, a batch at a time.
    await createStage(q);
    const stage = new BookingStage(q, new Map(names.map((n, i) => [n, i])));
    let staged = 0;
    const second = await readBookings(file, {
      onBooking: async (b) => {
        await stage.add(b);
        if ((++staged & 4095) === 0) progress({ phase: 'write', done: staged, total });
      },
    });
    if (second.sha256 !== sha256 || second.count !== rows) throw invalid('file', 'the file changed while it was being imported. Nothing was imported.');
    await stage.finish();
    const written: WrittenHotel[] = [];
    let done = rows;
    for (const [i, slot] of slots.entries()) {
      progress({ phase: 'write', done, total });
      const hotel = await writeHotel(q, i, names[i]!, slot, opts.charges ?? true);
      written.push(hotel);
      progress({ phase: 'close', done: done + Math.floor(hotel.reservations / 2), total });
      // The history is closed: its charges were written posted; each day's closing row holds its figures.
      await q.exec(insertClosedDaysSql({ groupId: slot.groupId, from: hotel.from, to: hotel.to, closedBy: opts.userId ?? null }));
      done += hotel.reservations;
    }
    await syncSequences(q, SEEDED_SERIAL_TABLES);
    await q.query('insert into history_imports (sha256, file_name, rows, skipped, group_ids, imported_by) values ($1, $2, $3, $4, $5::jsonb, $6)', [
      sha256,
      name,
      rows,
      skippedCount,
      JSON.stringify(groupIds),
      opts.userId ?? null,
    ]);
    return written;
  });
  if (!hotels) {
    progress({ phase: 'done', done: 1, total: 1 });
    return { sha256, alreadyImported: true, rows, skipped: [], skippedCount: 0, hotels: [], counts: {}, ms: ms() };
  }
  if (database.kind === 'postgres' || rows > 10_000) await database.exec('analyze');
  const counts: Record<string, number> = {};
  for (const table of ['rooms', 'customers', 'orders', 'order_items', 'order_charges', 'reservations', 'business_days']) {
    const [r] = await database.query<{ n: string | number }>(`select count(*) as n from ${table} where group_id = any($1)`, [groupIds]);
    counts[table] = Number(r?.n ?? 0);
  }
  progress({ phase: 'done', done: total, total });
  return { sha256, alreadyImported: false, rows, skipped, skippedCount, hotels, counts, ms: ms() };
}
