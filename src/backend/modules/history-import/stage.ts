/**
 * The import's working tables: the file's bookings, written as they are read (a batch at a time,
 * never the file in memory), and what the hotels' writing derives from them. Temporary tables of
 * the import's own transaction and connection: dropped at its end, whatever the outcome.
 */
import type { Queryer } from '../../db/client.ts';
import { insertRows } from '../../seed/bulk-insert.ts';
import type { Cell } from '../../core/sql-literal.ts';
import { RESERVATION_STATUS } from '../../../lib/domain/reservation-status.ts';
import { isoOf, type Booking, type Outcome } from './booking.ts';

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
] as const;

/** Rows per statement while staging: bounded memory, and few enough statements to be quick. */
const BATCH = 2000;

export async function createStage(q: Queryer): Promise<void> {
  await q.exec(`
    create temp table history_rows (
      hotel int not null, idx int not null, line int not null, status smallint not null, lead_time int not null,
      arrival date not null, departure date not null, nights int not null, adults int not null, children int not null, babies int not null,
      country text, segment text not null, distribution text not null, room_type text not null, agent text, company text,
      customer_type text not null, adr_minor bigint not null, status_day date not null
    ) on commit drop;
    -- A stay's room within its type (0-based); stays that never slept there have none.
    create temp table history_rooms (hotel int not null, idx int not null, room int not null, primary key (hotel, idx)) on commit drop;
    -- Per hotel: its room types, segments and customers (by key) with their ids.
    create temp table history_types (hotel int not null, code text not null, type_id int not null, first_room int not null, rooms int not null, primary key (hotel, code)) on commit drop;
    create temp table history_segments (hotel int not null, name text not null, segment_id int not null, primary key (hotel, name)) on commit drop;
    create temp table history_customers (
      hotel int not null, key text not null, local int not null, kind text not null, first_name text not null, last_name text not null,
      company_name text not null, country text, primary key (hotel, key)
    ) on commit drop;`);
}

/** Writes bookings to history_rows a batch at a time; each hotel's bookings are numbered 0, 1, 2 … in file order. */
export class BookingStage {
  private batch: Cell[][] = [];
  private readonly next: number[];
  private readonly q: Queryer;
  private readonly hotelIndex: ReadonlyMap<string, number>;
  constructor(q: Queryer, hotelIndex: ReadonlyMap<string, number>) {
    this.q = q;
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
      isoOf(b.arrival + b.nights),
      b.nights,
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
    ]);
    if (this.batch.length >= BATCH) await this.flush();
  }

  async flush(): Promise<void> {
    if (!this.batch.length) return;
    const rows = this.batch;
    this.batch = [];
    await insertRows(this.q, 'history_rows', COLUMNS, rows, BATCH);
  }

  /** After the last booking: the indexes the hotels' writing reads by, and the planner's statistics. */
  async finish(): Promise<void> {
    await this.flush();
    await this.q.exec('create unique index on history_rows (hotel, idx); analyze history_rows');
  }
}
