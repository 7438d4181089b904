/**
 * One hotel of the file, from its staged bookings (stage.ts): room types and the rooms derived from
 * peak occupancy, market segments, customers, then one order + item + reservation per booking (+ one
 * charge per night for stays that happened). The database does the work over the staged rows, a
 * block of bookings per statement: memory holds the hotel's rooms and one block of room numbers,
 * whatever the file's size.
 */
import type { Queryer } from '../../db/client.ts';
import { insertRows, reserveIds } from '../../seed/bulk-insert.ts';
import { literal, type Cell } from '../../core/sql-literal.ts';
import { ORDER_STATUS } from '../../core/order-status.ts';
import { RESERVATION_STATUS } from '../../../lib/domain/reservation-status.ts';
import { channelSql, segmentChannels, type HotelSlot } from './plan.ts';
import { RoomAssigner } from './rooms.ts';
import { conflict } from '../../http/errors.ts';
import { day as dayParam } from '../../../lib/domain/error-params.ts';

export interface WrittenHotel {
  groupId: number;
  name: string;
  reservations: number;
  rooms: number;
  roomsByType: Record<string, number>;
  customers: number;
  /** Departed stays settled by an 'imported_settlement' payment. */
  settled: number;
  from: string;
  to: string;
}

/**
 * Bookings per block: each of a block's statements is short enough that the desk's requests, queued
 * behind it, are answered well within a second, and the blocks few enough that their own cost (each
 * statement planned, its joins made, a pause after it) stays small. The real file on PGlite, unloaded,
 * one run alternated (bench/import-healthz.ts): 250 a block 49.2-49.4 s, /healthz slowest 186-218 ms;
 * 500 45.7 s, 204 ms, no statement over 150 ms; 1000 40.7-43.7 s, 169-302 ms, statements up to 208 ms
 * (which a loaded machine stretches several times: 1000 once held it 0.3-1.7 s a statement).
 */
const BLOCK = 500;
/**
 * Lets the requests queued behind the last statement go first, and their next statement too: /healthz
 * asks the database twice (its round trip, then its memory), and its second question, sent once the
 * first is answered, waited behind the import's next statement when the import went on at once.
 */
const pause = () => new Promise<void>((resolve) => setTimeout(resolve, 2));
/** Stays read per fetch while rooms are given. */
const FETCH = 5000;
/** Bookings whose customers one statement derives (~0.1 s on PGlite unloaded). */
const CUSTOMER_ROWS = 10_000;
/**
 * The trigram index of guest names takes new entries into a pending list that the statement which
 * finds it over its limit merges into the index: at the stock 4 MB, one reservations block in ~30
 * took 2-3 times as long as the others. A smaller list is merged more often, in shorter pieces, for
 * the same work (measured on PGlite: worst block 145 -> 82 ms of CPU, total unchanged).
 */
const GIN_PENDING = "set local gin_pending_list_limit = '256kB';\n";

/**
 * Ahead of a block's statements where the import may (skipRowChecks): its rows are written without
 * the database's per-row checks, which cost the most of the import on the embedded database (~1 ms a
 * reservation: its 9 foreign keys, the closed-room trigger; each night's foreign keys and open-day
 * trigger). The rows are right by construction: every id they name was written by the import just
 * before, into a hotel that holds no reservation and no closed day from its history's first
 * (asked once above), whose rooms are new (no closure). The table constraints (unique, exclusion,
 * check) still hold. `local`: for the statement's own transaction only (one text of several
 * statements is one transaction), whatever its outcome; the desk's statements, between the
 * import's, are checked as ever.
 */
const TRUSTED = 'set local session_replication_role = replica;\n';

/** Whether this session may write without the per-row checks: PostgreSQL lets a superuser only (PGlite's session is one). */
export async function skipRowChecks(q: Queryer): Promise<boolean> {
  const [r] = await q.query<{ allowed: boolean }>(`select current_setting('is_superuser') = 'on' as allowed`);
  return r?.allowed === true;
}

const DEPARTED = RESERVATION_STATUS.DEPARTED;
const CANCELLED = RESERVATION_STATUS.CANCELLED;

/** JavaScript's padStart(width, '0') in SQL (lpad would cut a longer text). */
const padded = (expr: string, width: number) => `(case when length(${expr}) >= ${width} then ${expr} else lpad(${expr}, ${width}, '0') end)`;
/** A day at a time of day (an SQL time expression), UTC. */
const at = (day: string, time: string) => `((${day}) + ${time}) at time zone 'UTC'`;
/** The customer keys of a staged row: one person customer per (country, segment, customer type) stands for the anonymous guests; a company or else an agent is the partner. */
const GUEST_KEY = `'g|' || coalesce(r.country, '--') || '|' || r.segment || '|' || r.customer_type`;
const PARTNER_KEY = `(case when r.company is not null then 'c|' || r.company when r.agent is not null then 'a|' || r.agent end)`;

/**
 * Writes the hotel; `step` is awaited after each block with the bookings it wrote (the import's
 * progress, and its turn given to other requests). `trusted`: the blocks are written with the
 * database's per-row checks off (see TRUSTED), which the import may do where it is allowed to
 * (skipRowChecks).
 */
export async function writeHotel(
  q: Queryer,
  o: {
    hotel: number;
    name: string;
    slot: HotelSlot;
    charges: boolean;
    trusted: boolean;
    step: (bookings: number) => Promise<void>;
    /** IMPORT_TIMING: told as each phase of the hotel's writing ends. */
    timing?: ((phase: string) => void) | undefined;
  },
): Promise<WrittenHotel> {
  const { hotel, name, slot, charges, trusted, step, timing } = o;
  const g = slot.groupId;
  const h = literal(hotel);
  await q.query(
    `insert into hotels (group_id, name, code, city, country_code, currency, timezone, attributes)
     values ($1, $2, $3, $4, 'PT', 'EUR', 'Europe/Lisbon', $5::jsonb) on conflict (group_id) do nothing`,
    [g, name, slot.code, slot.city, JSON.stringify([String(9000 + g)])],
  );
  // Its tax configuration: its country's rates (migration 0031), which its imported nights carry.
  await q.query(
    `insert into tax_rates (group_id, family, rate_bp) select $1, r.family, r.rate_bp from auberge_country_tax_rates('PT') r on conflict do nothing`,
    [g],
  );
  const [{ rate: taxRate } = { rate: 0 }] = await q.query<{ rate: number }>('select auberge_tax_rate($1, $2) as rate', [g, 'room']);

  // Market segments, each with the channel most of its bookings came through.
  const votes = await q.query<{ segment: string; distribution: string; n: number; first: number }>(
    `select segment, distribution, count(*)::int as n, min(idx) as first from history_rows where hotel = ${h} group by segment, distribution`,
  );
  const segments = segmentChannels(votes);
  const firstSegment = await reserveIds(q, 'market_segments', 'segment_id', segments.length);
  await insertRows(
    q,
    'market_segments',
    ['segment_id', 'group_id', 'name', 'code', 'channel'],
    segments.map((s, i) => [firstSegment + i, g, s.name, s.name.toUpperCase().replace(/[^A-Z0-9]+/g, '_'), s.channel]),
  );
  await insertRows(
    q,
    'history_segments',
    ['hotel', 'name', 'segment_id'],
    segments.map((s, i) => [hotel, s.name, firstSegment + i]),
  );

  // Room types: capacity from the largest party, base rate the median rate of the stays that happened
  // (two statements: one held the embedded database 0.25 s, 0.6 s loaded).
  const capacities = await q.query<{ code: string; capacity: number }>(
    `select room_type as code, least(10, greatest(1, max(adults + children)))::int as capacity from history_rows where hotel = ${h} group by room_type`,
  );
  const medians = await q.query<{ code: string; rate: string }>(
    `select room_type as code, adr_minor::text as rate from (
       select room_type, adr_minor, row_number() over (partition by room_type order by adr_minor) as k, count(*) over (partition by room_type) as n
       from history_rows where hotel = ${h} and status = ${DEPARTED}
     ) x where k = n / 2 + 1`,
  );
  const medianOf = new Map(medians.map((m) => [m.code, m.rate]));
  const types = capacities.map((t) => ({ ...t, rate: medianOf.get(t.code) ?? null })).sort((a, b) => (a.code < b.code ? -1 : a.code > b.code ? 1 : 0));

  // Rooms: only stays that happened (Check-Out) took one; a cancelled or no-show booking never slept
  // there. By type, by arrival: each stay takes the room freed earliest, so a type has as many rooms
  // as the most stays in house on one night.
  const roomsOfType = new Map<string, number>();
  // Held past its statement: the import writes in many short transactions, none spanning the reading.
  await q.exec(`declare history_stays no scroll cursor with hold for
    select room_type, idx, arrival - date '1970-01-01' as s, departure - date '1970-01-01' as e
    from history_rows where hotel = ${h} and status = ${DEPARTED} order by room_type, s, e, idx`);
  let assigner: RoomAssigner | undefined;
  let current = '';
  for (;;) {
    const stays = await q.query<{ room_type: string; idx: number; s: number; e: number }>(`fetch ${FETCH} from history_stays`);
    if (!stays.length) break;
    const rooms: Cell[][] = [];
    for (const st of stays) {
      if (!assigner || st.room_type !== current) {
        if (assigner) roomsOfType.set(current, assigner.count);
        assigner = new RoomAssigner();
        current = st.room_type;
      }
      rooms.push([hotel, st.idx, assigner.assign(st.s, st.e)]);
    }
    await insertRows(q, 'history_rooms', ['hotel', 'idx', 'room'], rooms, FETCH);
  }
  if (assigner) roomsOfType.set(current, assigner.count);
  await q.exec('close history_stays');

  timing?.(`hotel ${g}: segments, room types, rooms given`);
  const totalRooms = types.reduce((n, t) => n + (roomsOfType.get(t.code) ?? 0), 0);
  const firstType = await reserveIds(q, 'room_types', 'room_type_id', types.length);
  let roomId = await reserveIds(q, 'rooms', 'room_id', totalRooms);
  const roomsByType: Record<string, number> = {};
  const typeRows: Cell[][] = [];
  const mapRows: Cell[][] = [];
  for (const [i, t] of types.entries()) {
    const count = roomsOfType.get(t.code) ?? 0;
    roomsByType[t.code] = count;
    typeRows.push([firstType + i, g, t.code, `Room type ${t.code}`, t.capacity, t.rate === null ? 0 : Number(t.rate), i]);
    mapRows.push([hotel, t.code, firstType + i, roomId, count]);
    roomId += count;
  }
  await insertRows(q, 'room_types', ['room_type_id', 'group_id', 'code', 'name', 'capacity', 'base_rate_minor', 'sort_order'], typeRows);
  await insertRows(q, 'history_types', ['hotel', 'code', 'type_id', 'first_room', 'rooms'], mapRows);
  // Room k of a type is first_room + k, named after its type: A001, A002 …
  await q.exec(`insert into rooms (room_id, group_id, name, room_type_id)
    select t.first_room + k, ${g}, t.code || ${padded('(k + 1)::text', 3)}, t.type_id
    from history_types t cross join generate_series(0, t.rooms - 1) k where t.hotel = ${h}`);

  const [span] = await q.query<{ n: number; from: string; to: string }>(
    `select count(*)::int as n, min(arrival)::text as from, greatest(max(departure) - 1, max(arrival))::text as to from history_rows where hotel = ${h}`,
  );
  const n = span!.n;

  // Customers, by key in order of first appearance (a booking's guest before its partner): the keys
  // first seen in each range of bookings, in order, numbered on from those of the ranges before (one
  // statement over the whole hotel held the embedded database 0.7 s, 1.2–1.9 s loaded).
  let customers = 0;
  for (let from = 0; from < n; from += CUSTOMER_ROWS) {
    const range = `r.hotel = ${h} and r.idx >= ${from} and r.idx < ${from + CUSTOMER_ROWS}`;
    const [added] = await q.query<{ n: number }>(`with added as (
      insert into history_customers (hotel, key, local, kind, first_name, last_name, company_name, country)
      select ${h}, key, ${customers} + (row_number() over (order by pos) - 1)::int, kind, first_name, last_name, company_name, country from (
        select distinct on (key) key, pos, kind, first_name, last_name, company_name, country from (
          select ${GUEST_KEY} as key, r.idx::bigint * 2 as pos, 'person' as kind, r.segment || ' ' || r.customer_type as first_name,
                 'Guests ' || coalesce(r.country, 'unknown') as last_name, '' as company_name, r.country
          from history_rows r where ${range}
          union all
          select ${PARTNER_KEY}, r.idx::bigint * 2 + 1, 'company', '', '',
                 case when r.company is not null then 'Company ' || r.company else 'Travel agent ' || r.agent end, null
          from history_rows r where ${range} and (r.company is not null or r.agent is not null)
        ) k order by key, pos
      ) firsts
      where not exists (select 1 from history_customers c where c.hotel = ${h} and c.key = firsts.key)
      returning 1)
      select count(*)::int as n from added`);
    customers += added?.n ?? 0;
    await pause();
  }
  const firstCustomer = await reserveIds(q, 'customers', 'customer_id', customers);
  await q.exec(`insert into customers (customer_id, group_id, kind, first_name, last_name, company_name, country_code, nationality)
    select ${firstCustomer} + local, ${g}, kind, first_name, last_name, company_name, country, country from history_customers where hotel = ${h} order by local`);

  timing?.(`hotel ${g}: rooms and customers written`);
  // The working tables the blocks join, with their statistics (temporary tables are never analyzed by themselves).
  await q.exec('analyze history_rooms, history_types, history_segments, history_customers');
  // What the per-row triggers would refuse, asked once for the hotel where the blocks skip them: a
  // night or settlement on a closed business day (the hotel is empty, but may have closed days).
  if (trusted) {
    const [closed] = await q.query<{ day: string | null }>('select min(day)::text as day from business_days where group_id = $1 and day >= $2', [
      g,
      span!.from,
    ]);
    if (closed?.day)
      throw conflict(
        `Hotel ${g} (${name}) has closed business days from ${closed.day}: its history, from ${span!.from}, cannot be imported into closed days.`,
        {
          key: 'errors.historyImport.hotelClosedDays',
          params: { id: String(g), name, closed: dayParam(closed.day), from: dayParam(span!.from) },
        },
      );
  }
  const firstOrder = await reserveIds(q, 'orders', 'order_id', n);
  const firstItem = await reserveIds(q, 'order_items', 'item_id', n);
  const firstReservation = await reserveIds(q, 'reservations', 'reservation_id', n);
  for (let from = 0; from < n; from += BLOCK) {
    // One block of bookings with their customers, number, price and creation time.
    const block = `(select r.*, ${firstCustomer} + gc.local as guest_id, ${firstCustomer} + pc.local as partner_id,
        ${literal(slot.code)} || '-' || ${padded('r.line::text', 6)} as number, r.adr_minor * r.nights as price,
        ${at('r.arrival - r.lead_time', "'10:00'::time")} as created
      from history_rows r
      join history_customers gc on gc.hotel = r.hotel and gc.key = ${GUEST_KEY}
      left join history_customers pc on pc.hotel = r.hotel and pc.key = ${PARTNER_KEY}
      where r.hotel = ${h} and r.idx >= ${from} and r.idx < ${from + BLOCK}) b`;
    // The block's stays that happened, read from the staged rows (indexed and analyzed, where the
    // tables being written have no statistics yet): a night per charge, the price paid once.
    const stayed = `(select * from history_rows where hotel = ${h} and idx >= ${from} and idx < ${from + BLOCK} and status = ${DEPARTED}) r`;
    // Each statement its own short transaction: other requests take their turn between them (a
    // failed import removes what it wrote, forget-hotels.ts).
    const statements = [
      // Confirmed, as the booking service leaves its orders; a cancellation is the reservation's status.
      `insert into orders (order_id, group_id, order_type, number, status, currency, customer_id, total_minor, created_at, confirmed_at)
      select ${firstOrder} + b.idx, ${g}, 'Customer', b.number, ${ORDER_STATUS.CONFIRMED}, 'EUR', coalesce(b.partner_id, b.guest_id),
             case when b.status = ${DEPARTED} then b.price else 0 end, b.created, b.created
      from ${block} order by b.idx`,
      // The item's line is a kind with values (stored-texts.ts), said in the reader's language; the description its English.
      `insert into order_items (item_id, group_id, order_id, kind, status, description, text_key, text_params, quantity, unit_price_minor, total_minor, service_start, service_end)
      select ${firstItem} + b.idx, ${g}, ${firstOrder} + b.idx, 'room', b.status,
             case when b.nights = 0 then 'Room type ' || b.room_type || ', day use' else 'Room type ' || b.room_type || ', ' || b.nights || case when b.nights = 1 then ' night' else ' nights' end end,
             case when b.nights = 0 then 'folio.line.roomTypeDayUse' else 'folio.line.roomTypeNights' end,
             case when b.nights = 0 then jsonb_build_object('type', b.room_type) else jsonb_build_object('type', b.room_type, 'nights', b.nights) end,
             b.nights, b.adr_minor, b.price, b.arrival, b.departure
      from ${block} order by b.idx`,
      // A stay checks in before it checks out: a day use from 09:00 to 17:00 of its day, a stay of
      // nights from 15:00 on arrival to 11:00 on the day its status was last set (its departure).
      `${GIN_PENDING}insert into reservations (reservation_id, group_id, order_id, item_id, number, customer_id, partner_id, guest_name, segment_id, channel,
        room_type_id, room_id, checkin, checkout, adults, kid_ages, status, price_minor, currency, created_at, checked_in_at, checked_out_at, cancelled_at)
      select ${firstReservation} + b.idx, ${g}, ${firstOrder} + b.idx, ${firstItem} + b.idx, b.number || '-1', b.guest_id, b.partner_id,
             coalesce(b.country, 'XX') || ' guest ' || b.line, s.segment_id, ${channelSql('b.distribution')}, t.type_id,
             t.first_room + rm.room, b.arrival, b.departure, greatest(1, b.adults),
             -- Ages are not in the data: children count as 8, babies as 1.
             array_to_string(array_fill('8'::text, array[b.children]) || array_fill('1'::text, array[b.babies]), ';'),
             b.status, b.price, 'EUR', b.created,
             case when b.status = ${DEPARTED} then ${at('b.arrival', "case when b.nights = 0 then '09:00' else '15:00' end::time")} end,
             case when b.status = ${DEPARTED} then
               case when b.nights > 0 and b.status_day > b.arrival then ${at('b.status_day', "'11:00'::time")} else ${at('b.departure', "case when b.nights = 0 then '17:00' else '11:00' end::time")} end end,
             case when b.status = ${CANCELLED} then ${at('b.status_day', "'12:00'::time")} end
      from ${block}
      join history_types t on t.hotel = b.hotel and t.code = b.room_type
      left join history_segments s on s.hotel = b.hotel and s.name = b.segment
      -- The block's range said here too: the planner then reads the block's rooms by their key, where it read all the hotel's (a block's time grew with the file).
      left join history_rooms rm on rm.hotel = b.hotel and rm.idx = b.idx and rm.idx >= ${from} and rm.idx < ${from + BLOCK}
      order by b.idx`,
    ];
    if (charges) {
      // The folio's room nights, generated by the database from the items, and the settlement of each
      // departed stay: the file has no payments, yet a stay that departed was paid. One payment of its
      // own kind on its departure day settles its folio (never cash in a drawer, nor a card).
      // Imported history is not this system's bookkeeping (its years are in the previous system's
      // books): its posted nights write no sales entries. The folios' kept totals (folio_totals) are
      // written once for both, as their triggers would sum them: the charges (price × nights from
      // arrival to the last night) and the payment (the same price, on the departure day), where the
      // payments' trigger would update every folio the charges had just written
      // (tests/helpers/folio-totals.ts checks them). One text of several statements is one transaction (PostgreSQL runs it so): no other
      // request's charge or payment is written while the triggers are off. Where the blocks skip the
      // per-row checks (trusted) the statement triggers are off for this transaction alone: no table lock. A night the old system
      // sold at zero (a negative rate set to 0) was given away: marked so.
      const written = `
        insert into order_charges (group_id, order_id, item_id, day, kind, description, text_key, text_params, amount_minor, posted_day, tax_rate_bp, family, complimentary)
          select ${g}, ${firstOrder} + r.idx, ${firstItem} + r.idx, d::date, 'room_night', 'Room night', 'folio.line.roomNight', '{}'::jsonb, r.adr_minor, d::date, ${literal(taxRate)}, 'room', r.adr_minor = 0
          from ${stayed} cross join generate_series(r.arrival, r.departure - 1, interval '1 day') d;
        insert into payments (group_id, order_id, folio_no, method, currency, amount_minor, rate, hotel_amount_minor, day, created_at)
          select ${g}, ${firstOrder} + r.idx, 1, 'imported_settlement', 'EUR', r.adr_minor * r.nights, 1, r.adr_minor * r.nights, r.departure, ${at('r.departure', "'11:00'::time")}
          from ${stayed} where r.adr_minor * r.nights > 0;
        insert into folio_totals (order_id, folio_no, group_id, charges_minor, paid_minor, first_day, last_day)
          select ${firstOrder} + r.idx, 1, ${g}, r.adr_minor * r.nights, r.adr_minor * r.nights, r.arrival,
            case when r.adr_minor * r.nights > 0 then r.departure else r.departure - 1 end
          from ${stayed} where r.nights > 0 order by r.idx`;
      statements.push(
        trusted
          ? written
          : `
        alter table order_charges disable trigger order_charges_post_entries_insert, disable trigger order_charges_folio_totals_insert;
        alter table payments disable trigger payments_folio_totals_insert;${written};
        alter table payments enable trigger payments_folio_totals_insert;
        alter table order_charges enable trigger order_charges_post_entries_insert, enable trigger order_charges_folio_totals_insert`,
      );
    }
    for (const statement of statements) {
      await q.exec(trusted ? `${TRUSTED}${statement}` : statement);
      await pause();
    }
    await step(Math.min(BLOCK, n - from));
  }
  timing?.(`hotel ${g}: ${n} bookings written`);
  const [paid] = await q.query<{ n: number }>(`select count(*)::int as n from payments where group_id = $1 and method = 'imported_settlement'`, [g]);
  const settled = paid?.n ?? 0;
  return { groupId: g, name, reservations: n, rooms: totalRooms, roomsByType, customers, settled, from: span!.from, to: span!.to };
}
