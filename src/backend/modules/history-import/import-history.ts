/**
 * Imports a hotel's booking history from a CSV (or CSV.gz) in the layout of hotel_bookings.csv:
 * hotels, their room types and the rooms derived from peak occupancy, market segments, customers,
 * one order + item + reservation per booking (+ one charge per night for stays that happened),
 * then every day of the history closed with its figures. Every row stays, duplicates included:
 * they are real bookings that happened to be identical. Rows that cannot be read are reported by
 * line and skipped; the rest is written in one transaction (nothing half-written) with bulk
 * statements; the same file (by content) imported again adds nothing.
 */
import type { Database, Queryer } from '../../db/client.ts';
import { isoOf } from './booking.ts';
import { DATASET_HOTELS, FIRST_NEW_HOTEL_ID, channelOf, guestBucketOf, planDataset, type HotelPlan, type HotelSlot } from './plan.ts';
import { readBookings, type SkippedRow } from './read-bookings.ts';
import { inTransaction, insertRows, reserveIds, syncSequences } from '../../seed/bulk-insert.ts';
import { SEEDED_SERIAL_TABLES } from '../../seed/serial-tables.ts';
import type { Cell } from '../../seed/sql-literal.ts';
import { ORDER_STATUS } from '../orders/order-status.ts';
import { RESERVATION_STATUS } from '../../../lib/domain/reservation-status.ts';
import { insertClosedDaysSql } from '../closing/day-figures.ts';
import { conflict, invalid } from '../../http/errors.ts';

export type { SkippedRow } from './read-bookings.ts';

/** Hotels one file may bring: a chain's history comes hotel by hotel, a file of 10,000 "hotels" is a mistake. */
export const MAX_HOTELS_PER_FILE = 50;

export interface ImportOptions {
  /** One charge row per room night (the folio); about 260k rows, on by default. */
  charges?: boolean;
  /** Who imports (kept with the import record). */
  userId?: number | null;
  /** The name to record for the file (an upload is read from a temporary file of another name). */
  fileName?: string;
  /** Called as the import advances: rows read, then hotels written, then days closed. */
  onProgress?: (p: ImportProgress) => void;
}

export interface ImportProgress { phase: 'read' | 'write' | 'close' | 'done'; done: number; total: number }

export interface ImportResult {
  sha256: string;
  /** True when this very file had been imported before: nothing was added. */
  alreadyImported: boolean;
  rows: number;
  /** The first rows that could not be read (at most SKIPPED_KEPT), and how many there were. */
  skipped: SkippedRow[];
  skippedCount: number;
  hotels: { groupId: number; name: string; reservations: number; rooms: number; roomsByType: Record<string, number>; customers: number; from: string; to: string }[];
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
    'select group_id, code, city from hotels where name = $1 and group_id >= $2 order by group_id limit 1', [name, FIRST_NEW_HOTEL_ID]);
  if (same) return { groupId: same.group_id, code: same.code, city: same.city };
  const [next] = await q.query<{ id: number }>('select greatest($1::int, coalesce(max(group_id), 0) + 1) as id from hotels', [FIRST_NEW_HOTEL_ID]);
  const id = next!.id;
  // Written now (empty) so that the next new hotel of the file takes the id after it.
  await q.query(`insert into hotels (group_id, name, code, city, country_code, currency, timezone, attributes)
     values ($1, $2, $3, '', 'PT', 'EUR', 'Europe/Lisbon', $4::jsonb)`, [id, name, `H${id}`, JSON.stringify([String(9000 + id)])]);
  return { groupId: id, code: `H${id}`, city: '' };
}

export async function importHistory(database: Database, file: string, opts: ImportOptions = {}): Promise<ImportResult> {
  const started = performance.now();
  const progress = opts.onProgress ?? (() => {});
  const name = opts.fileName ?? file.split(/[\\/]/).pop() ?? file;
  const { bookings, skipped, skippedCount, sha256 } = await readBookings(file, { onRow: (n) => progress({ phase: 'read', done: n, total: 0 }) });
  const ms = () => Math.round(performance.now() - started);
  const [seen] = await database.query<{ rows: number; skipped: number }>('select rows, skipped from history_imports where sha256 = $1', [sha256]);
  if (seen) {
    progress({ phase: 'done', done: 1, total: 1 });
    return { sha256, alreadyImported: true, rows: seen.rows, skipped: [], skippedCount: 0, hotels: [], counts: {}, ms: ms() };
  }
  const hotelCount = new Set(bookings.map((b) => b.hotel)).size;
  if (hotelCount > MAX_HOTELS_PER_FILE) throw invalid('file', `the file names ${hotelCount} hotels, more than the ${MAX_HOTELS_PER_FILE} one import takes: is the 'hotel' column the hotel's name? Nothing was imported.`);
  let groupIds: number[] = [];
  const result = await inTransaction(database, async (q) => {
    // Two imports at once: the second waits here, then finds the first's record (or the ids it took).
    await q.query('select pg_advisory_xact_lock(7311, 1)');
    const [again] = await q.query<{ n: number }>('select count(*)::int as n from history_imports where sha256 = $1', [sha256]);
    if (again && again.n > 0) return undefined;
    const plans = await planDataset(bookings, (hotel) => hotelSlot(q, hotel));
    groupIds = plans.map((p) => p.groupId);
    const total = plans.length * 2;
    const hotels = [];
    for (const [i, plan] of plans.entries()) {
      const [taken] = await q.query<{ n: number }>('select count(*)::int as n from reservations where group_id = $1', [plan.groupId]);
      if (taken && taken.n > 0) throw conflict(`Hotel ${plan.groupId} (${plan.name}) already holds reservations: its history can only be imported into an empty hotel.`);
      progress({ phase: 'write', done: i * 2, total });
      hotels.push(await writeHotel(q, plan, opts.charges ?? true));
      progress({ phase: 'close', done: i * 2 + 1, total });
      const last = hotels.at(-1)!;
      // The history is closed: its charges were written posted; each day's closing row holds its figures.
      await q.exec(insertClosedDaysSql({ groupId: plan.groupId, from: last.from, to: last.to, closedBy: opts.userId ?? null }));
    }
    await syncSequences(q, SEEDED_SERIAL_TABLES);
    await q.query('insert into history_imports (sha256, file_name, rows, skipped, group_ids, imported_by) values ($1, $2, $3, $4, $5::jsonb, $6)',
      [sha256, name, bookings.length, skippedCount, JSON.stringify(groupIds), opts.userId ?? null]);
    return { hotels, total };
  });
  if (!result) {
    progress({ phase: 'done', done: 1, total: 1 });
    return { sha256, alreadyImported: true, rows: bookings.length, skipped: [], skippedCount: 0, hotels: [], counts: {}, ms: ms() };
  }
  const rows = bookings.length;
  bookings.length = 0; // what follows needs none of them: let the collector have them
  if (database.kind === 'postgres' || rows > 10_000) await database.exec('analyze');
  const counts: Record<string, number> = {};
  for (const table of ['rooms', 'customers', 'orders', 'order_items', 'order_charges', 'reservations', 'business_days']) {
    const [r] = await database.query<{ n: string | number }>(`select count(*) as n from ${table} where group_id = any($1)`, [groupIds]);
    counts[table] = Number(r?.n ?? 0);
  }
  progress({ phase: 'done', done: result.total, total: result.total });
  return { sha256, alreadyImported: false, rows, skipped, skippedCount, hotels: result.hotels, counts, ms: ms() };
}

const ts = (day: number, time: string) => `${isoOf(day)} ${time}+00`;
const STATUS = { 'Check-Out': RESERVATION_STATUS.DEPARTED, Canceled: RESERVATION_STATUS.CANCELLED, 'No-Show': RESERVATION_STATUS.NO_SHOW } as const;

async function writeHotel(q: Queryer, plan: HotelPlan, charges: boolean): Promise<ImportResult['hotels'][number]> {
  const g = plan.groupId;
  await q.query(
    `insert into hotels (group_id, name, code, city, country_code, currency, timezone, attributes)
     values ($1, $2, $3, $4, 'PT', 'EUR', 'Europe/Lisbon', $5::jsonb) on conflict (group_id) do nothing`,
    [g, plan.name, plan.code, plan.city, JSON.stringify([String(9000 + g)])],
  );
  // Its tax configuration: its country's rates (migration 0031), which its imported nights carry.
  await q.query(`insert into tax_rates (group_id, family, rate_bp) select $1, r.family, r.rate_bp from auberge_country_tax_rates('PT') r on conflict do nothing`, [g]);

  const segmentIds = new Map<string, number>();
  const firstSegment = await reserveIds(q, 'market_segments', 'segment_id', plan.segments.length);
  plan.segments.forEach((s, i) => segmentIds.set(s.name, firstSegment + i));
  await insertRows(q, 'market_segments', ['segment_id', 'group_id', 'name', 'code', 'channel'],
    plan.segments.map((s, i) => [firstSegment + i, g, s.name, s.name.toUpperCase().replace(/[^A-Z0-9]+/g, '_'), s.channel]));

  // Room k of type t gets id firstRoom[t] + k.
  const typeIds = new Map<string, number>();
  const firstRoom = new Map<string, number>();
  const roomsByType: Record<string, number> = {};
  const totalRooms = plan.roomTypes.reduce((n, t) => n + t.rooms, 0);
  const firstType = await reserveIds(q, 'room_types', 'room_type_id', plan.roomTypes.length);
  let roomId = await reserveIds(q, 'rooms', 'room_id', totalRooms);
  const typeRows: Cell[][] = [];
  const roomRows: Cell[][] = [];
  for (const [i, t] of plan.roomTypes.entries()) {
    typeIds.set(t.code, firstType + i);
    firstRoom.set(t.code, roomId);
    roomsByType[t.code] = t.rooms;
    typeRows.push([firstType + i, g, t.code, `Room type ${t.code}`, t.capacity, t.baseRateCents, i]);
    for (let k = 0; k < t.rooms; k++) roomRows.push([roomId++, g, `${t.code}${String(k + 1).padStart(3, '0')}`, firstType + i]);
  }
  await insertRows(q, 'room_types', ['room_type_id', 'group_id', 'code', 'name', 'capacity', 'base_rate_minor', 'sort_order'], typeRows);
  await insertRows(q, 'rooms', ['room_id', 'group_id', 'name', 'room_type_id'], roomRows);

  // Customers: keys first, then one block of ids. Guests are anonymous in the data (one person
  // customer per country, segment and customer type); company and agent ids become companies.
  const customerKeys = new Map<string, number>();
  const customerRows: Cell[][] = [];
  const customerOf = (key: string, row: Cell[]): number => {
    let local = customerKeys.get(key);
    if (local === undefined) {
      customerKeys.set(key, (local = customerRows.length));
      customerRows.push(row);
    }
    return local;
  };
  const guestOf: number[] = [];
  const partnerOf: number[] = [];
  for (const b of plan.bookings) {
    guestOf.push(customerOf(`g|${guestBucketOf(b)}`, [g, 'person', `${b.marketSegment} ${b.customerType}`, `Guests ${b.country ?? 'unknown'}`, '', b.country, b.country]));
    partnerOf.push(
      b.company ? customerOf(`c|${b.company}`, [g, 'company', '', '', `Company ${b.company}`, null, null])
      : b.agent ? customerOf(`a|${b.agent}`, [g, 'company', '', '', `Travel agent ${b.agent}`, null, null])
      : -1,
    );
  }
  const firstCustomer = await reserveIds(q, 'customers', 'customer_id', customerRows.length);
  await insertRows(q, 'customers', ['customer_id', 'group_id', 'kind', 'first_name', 'last_name', 'company_name', 'country_code', 'nationality'],
    customerRows.map((r, i) => [firstCustomer + i, ...r]));

  const n = plan.bookings.length;
  const firstOrder = await reserveIds(q, 'orders', 'order_id', n);
  const firstItem = await reserveIds(q, 'order_items', 'item_id', n);
  const firstReservation = await reserveIds(q, 'reservations', 'reservation_id', n);
  // Written a block at a time: the statements' rows for 120,000 bookings at once held ~300 MB.
  const BLOCK = 2000;
  for (let from = 0; from < n; from += BLOCK) {
    const orders: Cell[][] = [];
    const items: Cell[][] = [];
    const reservations: Cell[][] = [];
    for (let i = from; i < Math.min(n, from + BLOCK); i++) {
      const b = plan.bookings[i]!;
      const guest = firstCustomer + guestOf[i]!;
      const partner = partnerOf[i]! >= 0 ? firstCustomer + partnerOf[i]! : null;
      const orderId = firstOrder + i;
      const itemId = firstItem + i;
      const status = STATUS[b.outcome];
      const stayed = b.outcome === 'Check-Out';
      const price = b.adrCents * b.nights;
      const room = plan.roomOf[i]!;
      const number = `${plan.code}-${String(b.line).padStart(6, '0')}`;
      const created = ts(b.arrival - b.leadTime, '10:00:00');
      const checkout = b.arrival + b.nights;
      // Confirmed, as the booking service leaves its orders; a cancellation is the reservation's status.
      orders.push([orderId, g, 'Customer', number, ORDER_STATUS.CONFIRMED, 'EUR', partner ?? guest, stayed ? price : 0, created, created]);
      items.push([itemId, g, orderId, 'room', status, `Room type ${b.roomType}, ${b.nights} night(s)`, b.nights, b.adrCents, price, isoOf(b.arrival), isoOf(checkout)]);
      reservations.push([
        firstReservation + i, g, orderId, itemId, `${number}-1`, guest, partner, `${b.country ?? 'XX'} guest ${b.line}`,
        segmentIds.get(b.marketSegment) ?? null, channelOf(b.distributionChannel), typeIds.get(b.roomType)!,
        room >= 0 ? firstRoom.get(b.roomType)! + room : null, isoOf(b.arrival), isoOf(checkout), Math.max(1, b.adults),
        // Ages are not in the data: children count as 8, babies as 1.
        [...Array<string>(b.children).fill('8'), ...Array<string>(b.babies).fill('1')].join(';'),
        status, price, 'EUR', created,
        stayed ? ts(b.arrival, '15:00:00') : null, stayed ? ts(b.statusDay, '11:00:00') : null, status === RESERVATION_STATUS.CANCELLED ? ts(b.statusDay, '12:00:00') : null,
      ]);
    }
    await insertRows(q, 'orders', ['order_id', 'group_id', 'order_type', 'number', 'status', 'currency', 'customer_id', 'total_minor', 'created_at', 'confirmed_at'], orders, BLOCK);
    await insertRows(q, 'order_items', ['item_id', 'group_id', 'order_id', 'kind', 'status', 'description', 'quantity', 'unit_price_minor', 'total_minor', 'service_start', 'service_end'], items, BLOCK);
    await insertRows(q, 'reservations', [
      'reservation_id', 'group_id', 'order_id', 'item_id', 'number', 'customer_id', 'partner_id', 'guest_name', 'segment_id', 'channel',
      'room_type_id', 'room_id', 'checkin', 'checkout', 'adults', 'kid_ages', 'status', 'price_minor', 'currency',
      'created_at', 'checked_in_at', 'checked_out_at', 'cancelled_at',
    ], reservations, BLOCK);
  }
  // The folio's room nights, generated by the database from the items: far faster than shipping ~260k rows.
  if (charges) {
    // Imported history is not this system's bookkeeping (its years are in the previous system's
    // books): its posted nights write no sales entries. Disabling the trigger locks order_charges
    // until the import commits; the import is an onboarding step, and commits within a minute.
    await q.exec('alter table order_charges disable trigger order_charges_post_entries_insert');
    await q.query(
      // A night the old system sold at zero (day use, a negative rate set to 0) was given away: marked so.
      `insert into order_charges (group_id, order_id, item_id, day, kind, description, amount_minor, posted_day, tax_rate_bp, family, complimentary)
       select i.group_id, i.order_id, i.item_id, d::date, 'room_night', 'Room night', i.unit_price_minor, d::date, (select auberge_tax_rate($1, 'room')), 'room', i.unit_price_minor = 0
       from order_items i cross join generate_series(i.service_start, i.service_end - 1, interval '1 day') d
       where i.group_id = $1 and i.kind = 'room' and i.status = $2`,
      [g, RESERVATION_STATUS.DEPARTED],
    );
    await q.exec('alter table order_charges enable trigger order_charges_post_entries_insert');
  }
  const from = isoOf(plan.bookings.reduce((m, b) => Math.min(m, b.arrival), Infinity));
  const to = isoOf(plan.bookings.reduce((m, b) => Math.max(m, b.arrival + b.nights), -Infinity) - 1);
  return { groupId: g, name: plan.name, reservations: n, rooms: totalRooms, roomsByType, customers: customerRows.length, from, to };
}
