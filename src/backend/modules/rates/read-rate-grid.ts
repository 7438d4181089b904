import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { rowsOf } from '../../core/rows.ts';
import { invalid } from '../../http/errors.ts';
import { addDays } from '../../../lib/domain/days.ts';
import type { TRateGridDto } from '../../../lib/domain/rates-dto.ts';
import { cellKey, loadRateContext } from './load-rate-context.ts';
import { planChain } from './plan-pricing.ts';
import { planNightPrice } from './price-with-plan.ts';

interface TypeRow {
  room_type_id: number;
  code: string;
  name: string;
  units: number;
  rack: number | string;
  currency: string;
  rates: Record<string, number | string> | null;
  ob: Record<string, number> | null;
}

interface MoveRow {
  room_type_id: number;
  departures: number;
  a_day: string | null;
  d_day: string | null;
  n: number;
}
interface CompetitorRow {
  competitor_id: number;
  name: string;
  rates: [string, number | string][];
}

/**
 * The rate grid of a plan: per room type and day its price (the demand rule's move shown apart),
 * restrictions, units, units sold and overbooking allowance; the competitors' prices per day and
 * the hotel's occupancy on the books (which also drives the automatic demand rules). Three
 * set-based queries whatever the number of days.
 */
export async function readRateGrid(
  db: Db,
  o: { groupId: number; planId?: number | undefined; channel: number; from: string; days: number },
): Promise<TRateGridDto | null> {
  const to = addDays(o.from, o.days - 1);
  const [ctx, types, moveRows, comps] = await Promise.all([
    loadRateContext(db, { groupId: o.groupId, from: o.from, to, withOccupancy: false }),
    rowsOf<TypeRow>(
      db,
      sql`
      select rt.room_type_id, rt.code, rt.name, rt.base_rate_minor as rack, (select currency from hotels where group_id = ${o.groupId}) as currency,
        (select count(*) from rooms r where r.room_type_id = rt.room_type_id and r.active)::int as units,
        (select json_object_agg(rr.day, rr.price_minor) from room_rates rr
          where rr.room_type_id = rt.room_type_id and rr.channel = ${o.channel} and rr.day between ${o.from}::date and ${to}::date) as rates,
        (select json_object_agg(ob.day, ob.units) from overbooking_allowances ob
          where ob.room_type_id = rt.room_type_id and ob.day between ${o.from}::date and ${to}::date) as ob
      from room_types rt where rt.group_id = ${o.groupId}
      order by rt.sort_order, rt.room_type_id`,
    ),
    // Units sold per type and day without expanding stays into nights: arrivals (a stay that began
    // before the window counts on its first day) and departures per day, in one pass over the
    // window's stays (grouping sets, grouped on dates); a day's count is their running difference.
    rowsOf<MoveRow>(
      db,
      sql`
      select room_type_id, grouping(a_day) as departures, a_day::text as a_day, d_day::text as d_day, count(*)::int as n from (
        select r.room_type_id, greatest(r.checkin, ${o.from}::date) as a_day, case when r.checkout <= ${to}::date then r.checkout end as d_day
        from reservations r
        where r.group_id = ${o.groupId} and r.status in (0, 2, 3) and r.checkout > ${o.from}::date and r.checkin <= ${to}::date
      ) x
      group by grouping sets ((room_type_id, a_day), (room_type_id, d_day))`,
    ),
    rowsOf<CompetitorRow>(
      db,
      sql`
      select c.competitor_id, c.name,
        coalesce((select json_agg(json_build_array(cr.day, cr.price_minor)) from competitor_rates cr
          where cr.competitor_id = c.competitor_id and cr.day between ${o.from}::date and ${to}::date), '[]'::json) as rates
      from competitors c where c.group_id = ${o.groupId} order by c.name`,
    ),
  ]);
  const planId = o.planId ?? ctx.basePlanId;
  if (planId === null) return null;
  const plan = ctx.plans.get(planId);
  if (!plan) throw invalid('plan', `no rate plan ${planId} in this hotel`, { key: 'errors.rates.noPlan' });
  const days = Array.from({ length: o.days }, (_, i) => addDays(o.from, i));
  const capacity = types.reduce((s, t) => s + t.units, 0);
  const moves = new Map<number, Map<string, number>>();
  for (const m of moveRows) {
    const day = m.departures ? m.d_day : m.a_day;
    if (day === null) continue;
    const byDay = moves.get(m.room_type_id) ?? new Map<string, number>();
    byDay.set(day, (byDay.get(day) ?? 0) + (m.departures ? -m.n : m.n));
    moves.set(m.room_type_id, byDay);
  }
  const sold = new Map(
    types.map((t) => {
      let n = 0;
      const byDay = moves.get(t.room_type_id);
      return [t.room_type_id, days.map((d) => (n += byDay?.get(d) ?? 0))];
    }),
  );
  const soldOn = (t: TypeRow, i: number) => sold.get(t.room_type_id)![i] ?? 0;
  const occupancy = days.map((_, i) => (capacity === 0 ? 0 : Math.round((100 * types.reduce((s, t) => s + soldOn(t, i), 0)) / capacity)));
  days.forEach((d, i) => ctx.occupancy.set(d, occupancy[i]!));
  const chain = planChain(ctx.plans, planId);
  const rows = types.map((t) => {
    const rack = Number(t.rack);
    return {
      roomTypeId: t.room_type_id,
      code: t.code,
      name: t.name,
      cells: days.map((day, i) => {
        const rate = t.rates?.[day];
        const channelRate = rate === undefined ? rack : Number(rate);
        const sold = soldOn(t, i);
        const ob = t.ob?.[day] ?? 0;
        const priced = planNightPrice(ctx, chain, { roomTypeId: t.room_type_id, day, channelRateMinor: channelRate, rackMinor: rack });
        const before =
          priced.demand === null
            ? null
            : planNightPrice(ctx, chain, { roomTypeId: t.room_type_id, day, channelRateMinor: channelRate, rackMinor: rack, withDemand: false });
        return {
          day,
          priceMinor: priced.priceMinor,
          basePriceMinor: before?.priceMinor ?? null,
          demandPercent: priced.demand,
          restriction: ctx.restrictions.get(cellKey(planId, t.room_type_id, day)) ?? null,
          units: t.units,
          sold,
          overbooking: ob,
        };
      }),
    };
  });
  const currency = types[0]?.currency ?? '';
  return {
    planId,
    planName: plan.name,
    planNameFr: plan.nameFr,
    channel: o.channel,
    currency,
    from: o.from,
    days,
    rows,
    competitors: comps.map((c) => {
      const m = new Map(c.rates.map(([d, p]) => [d, Number(p)]));
      return { competitorId: c.competitor_id, name: c.name, prices: days.map((d) => m.get(d) ?? null) };
    }),
    occupancy,
  };
}
