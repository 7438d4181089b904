import { literal } from '../../core/sql-literal.ts';
import { paymentsByDayCte } from './payments-source.ts';
import type { TDayFiguresDto } from '../../../lib/domain/closing-dto.ts';

/**
 * The figures of a hotel's business days, computed by the database in one statement for a range
 * of days: the night audit's closing row (one day), the demo seed and the history import (years).
 *
 * Definitions (the reports' footnotes repeat them): a room sold is a night of a stay that was in
 * house or has departed (status 2 or 3) covering that night; rooms available are the hotel's
 * active rooms; revenue is the dated charges of the day by kind (department), less the credit notes
 * issued that day (department 'credit_note', negative); arrivals and
 * departures are stays that checked in / out that day; guests are adults and children in house.
 */
export type DayFigures = TDayFiguresDto;

/** SQL selecting DayFigures' columns (snake case) for each day of [from, to] of the hotel. */
export function dayFiguresSql(o: { groupId: number; from: string; to: string }): string {
  const g = literal(o.groupId);
  const from = `${literal(o.from)}::date`;
  const to = `${literal(o.to)}::date`;
  return `
    with days as (select d::date as day from generate_series(${from}, ${to}, interval '1 day') d),
    stays as (
      select r.checkin, r.checkout, r.status,
             r.adults + (select count(*) from regexp_split_to_table(r.kid_ages, '[,;\\s]+') k where k ~ '^[0-9]+$')::int as people
      from reservations r
      -- checkin <= to and checkout >= from, through the (group_id, stay) gist index.
      where r.group_id = ${g} and r.status in (2, 3, 6) and r.stay && daterange(${from} - 1, ${to} + 1)
    ),
    nights as (
      select n::date as day, count(*)::int as sold, sum(s.people)::int as guests
      from stays s cross join generate_series(greatest(s.checkin, ${from}), least(s.checkout - 1, ${to}), interval '1 day') n
      where s.status in (2, 3) group by 1
    ),
    moves as (
      select day, sum(a)::int as arrivals, sum(dp)::int as departures, sum(ns)::int as no_shows from (
        select checkin as day, (status in (2, 3))::int as a, 0 as dp, (status = 6)::int as ns from stays
        union all select checkout, 0, (status = 3)::int, 0 from stays
      ) x where day between ${from} and ${to} group by day
    ),
    charges as (
      select c.day, c.kind, sum(c.amount_minor)::bigint as amount
      from order_charges c where c.group_id = ${g} and c.day between ${from} and ${to} group by c.day, c.kind
      -- A credit note lowers the revenue of its own business day (issue 32), as department 'credit_note'.
      union all
      select i.day, 'credit_note', -sum(i.total_minor)::bigint from invoices i
      where i.group_id = ${g} and i.kind = 'credit_note' and i.day between ${from} and ${to} group by i.day
    ),
    revenue as (
      select day, sum(amount)::bigint as total, coalesce(sum(amount) filter (where kind = 'room_night'), 0)::bigint as room,
             jsonb_object_agg(kind, amount) as by_kind
      from charges group by day
    ),
    ${paymentsByDayCte(g, from, to)},
    exchange_by_currency as (
      select e.day, e.currency, sum(e.amount_minor)::bigint as bought, sum(e.paid_minor)::bigint as paid
      from exchange_operations e where e.group_id = ${g} and e.day between ${from} and ${to} group by e.day, e.currency
    ),
    exchange as (select day, sum(paid)::bigint as paid, jsonb_object_agg(trim(currency), bought) as bought from exchange_by_currency group by day)
    select d.day::text as day,
           (select count(*) from rooms where group_id = ${g} and active)::int as rooms_available,
           coalesce(n.sold, 0) as rooms_sold, coalesce(n.guests, 0) as guests,
           coalesce(v.room, 0) as room_revenue_minor, coalesce(v.total, 0) as revenue_minor,
           coalesce(v.by_kind, '{}'::jsonb) as revenue_by_department,
           coalesce(p.total, 0) as payments_minor, coalesce(p.by_method, '{}'::jsonb) as payments_by_method,
           coalesce(m.arrivals, 0) as arrivals, coalesce(m.departures, 0) as departures, coalesce(m.no_shows, 0) as no_shows,
           coalesce(x.paid, 0) as exchange_paid_minor, coalesce(x.bought, '{}'::jsonb) as exchange_bought
    from days d
    left join nights n on n.day = d.day
    left join moves m on m.day = d.day
    left join revenue v on v.day = d.day
    left join pay p on p.day = d.day
    left join exchange x on x.day = d.day
    order by d.day`;
}

/** Inserts the closing rows of [from, to] with their figures (seed and import: days closed in the past, at 02:00 the next day but never after now). */
export function insertClosedDaysSql(o: { groupId: number; from: string; to: string; closedBy: number | null }): string {
  return `
    insert into business_days (group_id, day, closed_at, closed_by, rooms_available, rooms_sold, guests, room_revenue_minor, revenue_minor,
      revenue_by_department, payments_minor, payments_by_method, arrivals, departures, no_shows, exchange_paid_minor, exchange_bought)
    select ${literal(o.groupId)}, f.day::date, least(f.day::date + interval '1 day 2 hours', now()), ${literal(o.closedBy)}, f.rooms_available, f.rooms_sold, f.guests,
      f.room_revenue_minor, f.revenue_minor, f.revenue_by_department, f.payments_minor, f.payments_by_method, f.arrivals, f.departures, f.no_shows, f.exchange_paid_minor, f.exchange_bought
    from (${dayFiguresSql(o)}) f
    on conflict (group_id, day) do nothing`;
}

export interface DayFiguresRow {
  day: string;
  rooms_available: number;
  rooms_sold: number;
  guests: number;
  room_revenue_minor: string | number;
  revenue_minor: string | number;
  revenue_by_department: Record<string, number | string>;
  payments_minor: string | number;
  payments_by_method: Record<string, number | string>;
  arrivals: number;
  departures: number;
  no_shows: number;
  exchange_paid_minor: string | number;
  exchange_bought: Record<string, number | string>;
}

const numbers = (o: Record<string, number | string>): Record<string, number> => Object.fromEntries(Object.entries(o).map(([k, v]) => [k, Number(v)]));

export function toDayFigures(r: DayFiguresRow): DayFigures {
  return {
    day: r.day,
    roomsAvailable: r.rooms_available,
    roomsSold: r.rooms_sold,
    guests: r.guests,
    roomRevenueMinor: Number(r.room_revenue_minor),
    revenueMinor: Number(r.revenue_minor),
    revenueByDepartment: numbers(r.revenue_by_department),
    paymentsMinor: Number(r.payments_minor),
    paymentsByMethod: numbers(r.payments_by_method),
    arrivals: r.arrivals,
    departures: r.departures,
    noShows: r.no_shows,
    exchangePaidMinor: Number(r.exchange_paid_minor),
    exchangeBought: numbers(r.exchange_bought),
  };
}
