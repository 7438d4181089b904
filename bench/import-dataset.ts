/**
 * Loads hotel_bookings.csv(.gz) into a migrated database: two hotels, their room types and the
 * rooms derived from peak occupancy, market segments, customers, and one order + item +
 * reservation (+ one charge per night for stays that happened) per booking. Every row stays,
 * duplicates included: they are real bookings that happened to be identical.
 */
import type { Database, Queryer } from '../src/backend/db/client.ts';
import { readCsv } from './dataset/csv.ts';
import { toBooking, isoOf, type Booking } from './dataset/booking.ts';
import { DATASET_HOTELS, channelOf, guestBucketOf, planHotel, type HotelPlan } from './dataset/plan.ts';
import { inTransaction, insertRows, reserveIds, syncSequences } from '../src/backend/seed/bulk-insert.ts';
import { SEEDED_SERIAL_TABLES } from '../src/backend/seed/serial-tables.ts';
import type { Cell } from '../src/backend/seed/sql-literal.ts';
import { ORDER_STATUS } from '../src/backend/modules/orders/order-status.ts';
import { RESERVATION_STATUS } from '../src/lib/domain/reservation-status.ts';

export interface ImportOptions {
  /** One charge row per room night (the folio); about 260k rows, on by default. */
  charges?: boolean;
}

export interface ImportResult {
  rows: number;
  hotels: { groupId: number; name: string; reservations: number; rooms: number; roomsByType: Record<string, number>; customers: number }[];
  counts: Record<string, number>;
  ms: number;
}

export async function readBookings(file: string): Promise<Booking[]> {
  const out: Booking[] = [];
  for await (const row of readCsv(file)) out.push(toBooking(row));
  return out;
}

export function planDataset(bookings: Booking[]): HotelPlan[] {
  const byHotel = new Map<string, Booking[]>();
  for (const b of bookings) {
    let list = byHotel.get(b.hotel);
    if (!list) byHotel.set(b.hotel, (list = []));
    list.push(b);
  }
  let spare = 13;
  return [...byHotel.entries()].sort(([a], [b]) => (DATASET_HOTELS[a]?.groupId ?? 99) - (DATASET_HOTELS[b]?.groupId ?? 99) || a.localeCompare(b)).map(([name, list]) => {
    const known = DATASET_HOTELS[name];
    const id = known?.groupId ?? spare++;
    return planHotel(name, id, known?.code ?? `H${id}`, known?.city ?? '', list);
  });
}

export async function importDataset(database: Database, file: string, opts: ImportOptions = {}): Promise<ImportResult> {
  const started = performance.now();
  const bookings = await readBookings(file);
  const plans = planDataset(bookings);
  const result = await inTransaction(database, async (q) => {
    const hotels = [];
    for (const plan of plans) hotels.push(await writeHotel(q, plan, opts.charges ?? true));
    await syncSequences(q, SEEDED_SERIAL_TABLES);
    return hotels;
  });
  await database.exec('analyze');
  const counts: Record<string, number> = {};
  for (const table of ['rooms', 'customers', 'orders', 'order_items', 'order_charges', 'reservations']) {
    const [r] = await database.query<{ n: string | number }>(`select count(*) as n from ${table} where group_id = any($1)`, [plans.map((p) => p.groupId)]);
    counts[table] = Number(r?.n ?? 0);
  }
  return { rows: bookings.length, hotels: result, counts, ms: Math.round(performance.now() - started) };
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
  const orders: Cell[][] = [];
  const items: Cell[][] = [];
  const reservations: Cell[][] = [];
  for (const [i, b] of plan.bookings.entries()) {
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
  await insertRows(q, 'orders', ['order_id', 'group_id', 'order_type', 'number', 'status', 'currency', 'customer_id', 'total_minor', 'created_at', 'confirmed_at'], orders, 2000);
  await insertRows(q, 'order_items', ['item_id', 'group_id', 'order_id', 'kind', 'status', 'description', 'quantity', 'unit_price_minor', 'total_minor', 'service_start', 'service_end'], items, 2000);
  await insertRows(q, 'reservations', [
    'reservation_id', 'group_id', 'order_id', 'item_id', 'number', 'customer_id', 'partner_id', 'guest_name', 'segment_id', 'channel',
    'room_type_id', 'room_id', 'checkin', 'checkout', 'adults', 'kid_ages', 'status', 'price_minor', 'currency',
    'created_at', 'checked_in_at', 'checked_out_at', 'cancelled_at',
  ], reservations, 2000);
  // The folio's room nights, generated by the database from the items: far faster than shipping ~260k rows.
  if (charges) {
    await q.query(
      `insert into order_charges (group_id, order_id, item_id, day, kind, description, amount_minor)
       select i.group_id, i.order_id, i.item_id, d::date, 'room_night', 'Room night ' || to_char(d, 'YYYY-MM-DD'), i.unit_price_minor
       from order_items i cross join generate_series(i.service_start, i.service_end - 1, interval '1 day') d
       where i.group_id = $1 and i.kind = 'room' and i.status = $2`,
      [g, RESERVATION_STATUS.DEPARTED],
    );
  }
  return { groupId: g, name: plan.name, reservations: n, rooms: totalRooms, roomsByType, customers: customerRows.length };
}
