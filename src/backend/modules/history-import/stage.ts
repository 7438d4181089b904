/**
 * The import's working tables: the file's bookings, written as they are read (a batch at a time,
 * never the file in memory), and what the hotels' writing derives from them. Temporary tables of
 * the import's own connection, which outlive its short transactions: dropped at its end (dropStage).
 */
import type { Queryer } from '../../db/client.ts';
import { literal, row, type Cell } from '../../core/sql-literal.ts';
import { RESERVATION_STATUS } from '../../../lib/domain/reservation-status.ts';
import { isoOf, type Booking, type Outcome } from './booking.ts';
import type { ImportChoices } from '../../../lib/domain/history-import-dto.ts';

export const STATUS: Record<Outcome, number> = {
  'Check-Out': RESERVATION_STATUS.DEPARTED,
  Canceled: RESERVATION_STATUS.CANCELLED,
  'No-Show': RESERVATION_STATUS.NO_SHOW,
};

const COLUMNS = [
  'hotel',
  'idx',
  'line',
  'status',
  'lead_time',
  'arrival',
  'departure',
  'nights',
  'adults',
  'children',
  'babies',
  'country',
  'segment',
  'distribution',
  'room_type',
  'agent',
  'company',
  'customer_type',
  'adr_minor',
  'status_day',
  'day_use',
  'raw_adults',
  'negative_rate',
  'reserved_type',
  'row_key',
] as const;

/** Rows per statement while staging: bounded memory, and statements short enough (~0.05 s on PGlite unloaded) for the desk's to pass between them. */
const BATCH = 1000;

export async function createStage(q: Queryer): Promise<void> {
  await dropStage(q);
  await q.exec(`
    create temp table history_rows (
      hotel int not null, idx int not null, line int not null, status smallint not null, lead_time int not null,
      arrival date not null, departure date not null, nights int not null, adults int not null, children int not null, babies int not null,
      country text, segment text not null, distribution text not null, room_type text not null, agent text, company text,
      customer_type text not null, adr_minor bigint not null, status_day date not null,
      -- What the rules of the import read (rules.ts): a 0-night row, the adults the file gave, a
      -- negative rate set to 0, the room type booked, and the row's digest (exact repeats).
      day_use boolean not null, raw_adults int not null, negative_rate boolean not null, reserved_type text not null, row_key text not null
    );
    -- Each hotel's row digests (their first 64 bits), once: the rows that repeat an earlier row exactly
    -- are counted as they are written, where one count over the whole file held the database in one
    -- statement (0.3 s; 1.2 s loaded).
    create temp table history_keys (hotel int not null, digest bigint not null, primary key (hotel, digest));
    -- A stay's room within its type (0-based); stays that never slept there have none.
    create temp table history_rooms (hotel int not null, idx int not null, room int not null, primary key (hotel, idx));
    -- Per hotel: its room types, segments and customers (by key) with their ids.
    create temp table history_types (hotel int not null, code text not null, type_id int not null, first_room int not null, rooms int not null, primary key (hotel, code));
    create temp table history_segments (hotel int not null, name text not null, segment_id int not null, primary key (hotel, name));
    create temp table history_customers (
      hotel int not null, key text not null, local int not null, kind text not null, first_name text not null, last_name text not null,
      company_name text not null, country text, primary key (hotel, key)
    );`);
}

/** The working tables outlive the import's many short transactions: dropped at its end, whatever the outcome. */
export async function dropStage(q: Queryer): Promise<void> {
  await q.exec('drop table if exists history_rows, history_keys, history_rooms, history_types, history_segments, history_customers');
}

/**
 * Writes bookings to history_rows a batch at a time as the file is read; each hotel gets the index of
 * its first appearance in the file (indexOf), and its bookings are numbered 0, 1, 2 … in file order.
 * A batch is written while the next one is read: the reading (this thread) and the database (its
 * own thread or process) work at once, with at most one batch in flight.
 */
export class BookingStage {
  private batch: Cell[][] = [];
  private readonly next: number[] = [];
  private readonly hotels = new Map<string, number>();
  private readonly q: Queryer;
  private readonly choices: ImportChoices;
  /** The batch being written, if any (its failure is the next flush's or drain's). */
  private inFlight: Promise<void> = Promise.resolve();
  constructor(q: Queryer, choices: ImportChoices) {
    this.q = q;
    this.choices = choices;
  }

  /** The hotel's index in the working tables (the order of first appearance in the file). */
  indexOf(hotel: string): number {
    const h = this.hotels.get(hotel);
    if (h === undefined) throw new Error(`hotel '${hotel}' has no staged booking`);
    return h;
  }

  async add(b: Booking): Promise<void> {
    let h = this.hotels.get(b.hotel);
    if (h === undefined) {
      h = this.hotels.size;
      this.hotels.set(b.hotel, h);
      this.next.push(0);
    }
    this.batch.push([
      h,
      this.next[h]!++,
      b.line,
      STATUS[b.outcome],
      b.leadTime,
      isoOf(b.arrival),
      isoOf(b.arrival + this.nightsOf(b)),
      this.nightsOf(b),
      b.adults,
      b.children,
      b.babies,
      b.country,
      b.marketSegment,
      b.distributionChannel,
      b.roomType,
      b.agent,
      b.company,
      b.customerType,
      b.adrCents,
      isoOf(b.statusDay),
      b.nights === 0,
      b.adults,
      b.negativeRate,
      b.reservedRoomType,
      b.rowKey,
    ]);
    if (this.batch.length >= BATCH) await this.flush();
  }

  /** A day use stays 0 nights, or counts one night at the import's choice (as before issue 37). */
  private nightsOf(b: Booking): number {
    return b.nights === 0 && this.choices.dayUse === 'one-night' ? 1 : b.nights;
  }

  /** Starts writing the batch once the one before it is written (whose failure this throws). */
  async flush(): Promise<void> {
    if (!this.batch.length) return;
    const rows = this.batch;
    this.batch = [];
    const before = this.inFlight;
    // After a short pause: the desk's requests queued behind the last batch, and their next statement, go first.
    const writing = before.then(() => new Promise<void>((resolve) => setTimeout(resolve, 2))).then(() => this.write(rows));
    // Its failure is told by the next flush or drain; meanwhile it is no unhandled rejection.
    writing.catch(() => {});
    this.inFlight = writing;
    await before;
  }

  /** Every batch written (the last one's failure thrown here). */
  async drain(): Promise<void> {
    await this.flush();
    await this.inFlight;
  }

  /** Waits for the batch in flight whatever its outcome (before the working tables are dropped). */
  async settled(): Promise<void> {
    await this.inFlight.catch(() => {});
  }

  private async write(rows: Cell[][]): Promise<void> {
    // The batch's digests, each kept once per hotel (history_keys): the rows of a hotel less its
    // digests are its exact repeats (finish). One text, one transaction: both or neither. 64 bits of
    // the SHA-1 (two different rows share them with a chance of ~4e-10 in the real file, ~3e-8 in a million rows)
    // make an index a third the size of the whole digest's, kept in the session's temporary buffers.
    const keys = rows.map((r) => `(${literal(r[0]!)}, ${Buffer.from(r[COLUMNS.length - 1] as string, 'base64').readBigInt64BE(0)})`).join(',\n');
    await this.q.exec(
      `insert into history_rows (${COLUMNS.join(', ')}) values\n${rows.map(row).join(',\n')};\ninsert into history_keys (hotel, digest) values ${keys} on conflict do nothing`,
    );
  }

  /**
   * After the last booking: the rows that repeat another (per hotel index), merged at the import's
   * choice; the index the hotels' writing reads by, and the planner's statistics.
   */
  async finish(): Promise<Map<number, number>> {
    await this.drain();
    // A hotel's rows less its distinct digests.
    const distinct = await this.q.query<{ hotel: number; n: number }>('select hotel, count(*)::int as n from history_keys group by hotel');
    const duplicates = new Map(distinct.map((d) => [d.hotel, this.next[d.hotel]! - d.n]));
    // Rows that repeat an earlier row exactly, merged into it at the import's choice: the bookings are numbered again 0, 1, 2 … per hotel.
    if (this.choices.duplicates === 'merge') {
      await this.q.exec(`
        delete from history_rows r using (
          select hotel, idx, row_number() over (partition by hotel, row_key order by idx) as k from history_rows
        ) d where d.hotel = r.hotel and d.idx = r.idx and d.k > 1;
        update history_rows r set idx = n.idx from (
          select hotel, idx as old, (row_number() over (partition by hotel order by idx) - 1)::int as idx from history_rows
        ) n where n.hotel = r.hotel and n.old = r.idx and n.idx <> r.idx;`);
    }
    await this.q.exec('create unique index history_rows_key on history_rows (hotel, idx)');
    // A smaller sample than the default's 30,000 rows: the blocks read by ranges of (hotel, idx), which
    // its histograms give as well, and one statement of ~2 s (loaded) held the desk's requests.
    await this.q.exec('set local default_statistics_target = 20; analyze history_rows');
    return duplicates;
  }
}
