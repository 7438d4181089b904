/**
 * The import's working tables: the file's bookings, written as they are read (a batch at a time,
 * never the file in memory), and what the hotels' writing derives from them. Temporary tables of
 * the import's own connection, which outlive its short transactions: dropped at its end (dropStage).
 */
import type { Queryer } from '../../db/client.ts';
import { insertRows } from '../../seed/bulk-insert.ts';
import type { Cell } from '../../core/sql-literal.ts';
import { RESERVATION_STATUS } from '../../../lib/domain/reservation-status.ts';
import { isoOf, type Booking, type Outcome } from './booking.ts';
import { countDuplicates } from './rules.ts';
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

/** Rows per statement while staging: bounded memory, and few enough statements to be quick. */
const BATCH = 2000;

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
  await q.exec('drop table if exists history_rows, history_rooms, history_types, history_segments, history_customers');
}

/** Writes bookings to history_rows a batch at a time; each hotel's bookings are numbered 0, 1, 2 … in file order. */
export class BookingStage {
  private batch: Cell[][] = [];
  private readonly next: number[];
  private readonly q: Queryer;
  private readonly hotelIndex: ReadonlyMap<string, number>;
  private readonly choices: ImportChoices;
  constructor(q: Queryer, hotelIndex: ReadonlyMap<string, number>, choices: ImportChoices) {
    this.q = q;
    this.choices = choices;
    this.hotelIndex = hotelIndex;
    this.next = Array<number>(hotelIndex.size).fill(0);
  }

  async add(b: Booking): Promise<void> {
    const h = this.hotelIndex.get(b.hotel);
    if (h === undefined) throw new Error(`hotel '${b.hotel}' was not in the file when it was first read: did the file change?`);
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

  async flush(): Promise<void> {
    if (!this.batch.length) return;
    const rows = this.batch;
    this.batch = [];
    await insertRows(this.q, 'history_rows', COLUMNS, rows, BATCH);
  }

  /** After the last booking: the rows that repeat another (per hotel), merged at the import's choice; the indexes the hotels' writing reads by, and the planner's statistics. */
  async finish(): Promise<Map<number, number>> {
    await this.flush();
    const duplicates = await countDuplicates(this.q);
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
    await this.q.exec('create unique index on history_rows (hotel, idx)');
    // A smaller sample than the default's 30,000 rows: the blocks read by ranges of (hotel, idx), which
    // its histograms give as well, and one statement of ~2 s (loaded) held the desk's requests.
    await this.q.exec('set local default_statistics_target = 20; analyze history_rows');
    return duplicates;
  }
}
