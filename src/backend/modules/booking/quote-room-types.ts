import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { rowsOf } from '../../core/rows.ts';
import { prepared } from '../../db/prepared.ts';
import { dayList } from '../../db/day-list.ts';
import { addDays } from '../../../lib/domain/days.ts';
import { priceNight, type ChildBand } from '../rates/index.ts';
import { DEFAULT_CHANNEL } from './booking-config.ts';
import { takenUnits } from './taken-units.ts';

export interface RoomTypeQuote {
  roomTypeId: number;
  code: string;
  name: string;
  capacity: number;
  /** Active rooms of the type. */
  units: number;
  /** The fewest units free on any of the nights (never below 0). */
  unitsLeft: number;
  /** Units sold beyond the type's rooms on its worst night (0 when none is): what a booking re-checks after its own insert. */
  oversold: number;
  channel: number;
  nightly: { day: string; priceMinor: number }[];
  totalMinor: number;
  /** The channel's rate of each night before children (what rate plans adjust), and the rack rate. */
  rates: number[];
  rackMinor: number;
  bands: ChildBand[];
}

interface Row {
  room_type_id: number;
  code: string;
  name: string;
  capacity: number;
  units: number;
  units_left: number;
  oversold: number;
  channel: number;
  rack: number | string;
  prices: (number | string)[];
  bands: ChildBand[];
}

/**
 * Availability and price of a hotel's room types over some nights, in ONE query: the stays come
 * through the (group_id, stay) gist index, holds count until they expire (a confirmed one until
 * it is cancelled or consumed), a room out of order takes its unit over its closed nights, and the rates of the channel fall back to the type's rack rate.
 * A night's overbooking allowance (rate management) adds units at the type level only: rooms stay
 * guarded one stay at a time by the exclusion constraint.
 * The channel is the given one, else the client's first segment's, else 15.
 */
export async function quoteRoomTypes(
  db: Db,
  o: {
    groupId: number;
    checkin: string;
    nights: number;
    adults: number;
    kidAges: readonly number[];
    now: Date;
    channel?: number | null | undefined;
    clientId?: number | null | undefined;
    roomTypeId?: number | undefined;
    excludeHoldId?: number | null | undefined;
    /** False: prices only, the stays, holds and closures not counted (unitsLeft is the type's units, oversold 0). A booking's write counts them under the lock. */
    countTaken?: boolean;
  },
): Promise<RoomTypeQuote[]> {
  const checkout = addDays(o.checkin, o.nights);
  // One room type: its rooms and rates through their room type's indexes, named without an `or`.
  const oneType = o.roomTypeId !== undefined ? sql`rt.room_type_id = ${o.roomTypeId}::int` : sql`true`;
  const typeRates = o.roomTypeId !== undefined ? sql` and rr.room_type_id = ${o.roomTypeId}::int` : sql``;
  // The desk quotes at every change of dates or guests, a booking prices its stay: kept prepared
  // (prepared.ts). The nights come as a list (dayList): for one room type, PostgreSQL then keeps one
  // generic plan instead of planning again at each call (planning was 0.9–1.3 ms of a booking's
  // quote, running it 0.1–0.15 ms).
  const rows = await rowsOf<Row>(
    db,
    sql`${prepared('quote-room-types')}
    with ch as (
      select coalesce(${o.channel ?? null}::int,
        (select ms.channel from customer_segments cs join market_segments ms on ms.segment_id = cs.segment_id
          where cs.customer_id = ${o.clientId ?? null}::int order by ms.segment_id limit 1),
        ${DEFAULT_CHANNEL}) as channel
    ),
    nights as (select d.day from ${dayList(o.checkin, addDays(o.checkin, o.nights - 1))} as d(day)),
    types as (
      select rt.room_type_id, rt.code, rt.name, rt.capacity, rt.base_rate_minor, rt.sort_order,
        (select count(*) from rooms r where r.room_type_id = rt.room_type_id and r.active)::int as units
      from room_types rt
      where rt.group_id = ${o.groupId} and ${oneType}
    ),
    taken as (${o.countTaken === false ? noneTaken : takenUnits({ groupId: o.groupId, roomTypeId: o.roomTypeId, checkin: o.checkin, checkout, now: o.now, ownHold: o.excludeHoldId ? { holdId: o.excludeHoldId, unitsKept: 0 } : undefined })}),
    used as (
      select k.room_type_id, n.day, sum(k.units)::int as used
      from taken k join nights n on k.checkin <= n.day and k.checkout > n.day
      group by k.room_type_id, n.day
    ),
    -- Through the hotel's types: room_rates' key starts with the room type (by the hotel's id alone,
    -- a group's rates were read whole: 257,400 rows for none in a group of 23 hotels).
    rates as (
      select rr.room_type_id, rr.day, rr.price_minor from types t join room_rates rr on rr.room_type_id = t.room_type_id cross join ch
      where rr.group_id = ${o.groupId} and rr.day >= ${o.checkin}::date and rr.day < ${checkout}::date and rr.channel = ch.channel${typeRates}
    ),
    per_night as (
      select t.room_type_id, n.day, coalesce(rr.price_minor, t.base_rate_minor)::bigint as price, coalesce(u.used, 0) as used, coalesce(ob.units, 0) as ob
      from types t cross join nights n
      left join rates rr on rr.room_type_id = t.room_type_id and rr.day = n.day
      left join used u on u.room_type_id = t.room_type_id and u.day = n.day
      left join overbooking_allowances ob on ob.room_type_id = t.room_type_id and ob.day = n.day
    )
    select t.room_type_id, t.code, t.name, t.capacity, t.units, greatest(min(t.units + p.ob - p.used), 0)::int as units_left, greatest(max(p.used - t.units - p.ob), 0)::int as oversold,
      (select channel from ch) as channel, t.base_rate_minor as rack,
      json_agg(p.price order by p.day) as prices,
      (select coalesce(json_agg(json_build_object('minAge', b.min_age, 'maxAge', b.max_age, 'percent', b.percent, 'fixedMinor', b.fixed_minor) order by b.min_age), '[]'::json)
        from child_rate_bands b where b.room_type_id = t.room_type_id) as bands
    from types t join per_night p on p.room_type_id = t.room_type_id
    group by t.room_type_id, t.code, t.name, t.capacity, t.units, t.sort_order, t.base_rate_minor
    order by t.sort_order, t.room_type_id`,
  );
  return rows.map((r) => {
    const bands = r.bands.map(toBand);
    const rates = r.prices.map(Number);
    const nightly = rates.map((p, i) => ({ day: addDays(o.checkin, i), priceMinor: priceNight(p, o.kidAges, bands) }));
    return {
      roomTypeId: r.room_type_id,
      code: r.code,
      name: r.name,
      capacity: r.capacity,
      units: r.units,
      unitsLeft: r.units_left,
      oversold: r.oversold,
      channel: r.channel,
      nightly,
      totalMinor: nightly.reduce((s, n) => s + n.priceMinor, 0),
      rates,
      rackMinor: Number(r.rack),
      bands,
    };
  });
}

/** The taken units of a prices-only quote: none (planned away; the full count was half its planning). */
const noneTaken = sql`select null::int as room_type_id, null::date as checkin, null::date as checkout, 0 as units where false`;

function toBand(b: ChildBand): ChildBand {
  return {
    minAge: Number(b.minAge),
    maxAge: Number(b.maxAge),
    percent: b.percent === null ? null : Number(b.percent),
    fixedMinor: b.fixedMinor === null ? null : Number(b.fixedMinor),
  };
}
