import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
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
  cells: [string, number | string | null, number, number][];
}

/**
 * The rate grid of a plan: per room type and day its price (the demand rule's move shown apart),
 * restrictions, units, units sold and overbooking allowance; the competitors' prices per day and
 * the hotel's occupancy on the books. Three set-based queries whatever the number of days.
 */
export async function readRateGrid(db: Db, o: { groupId: number; planId?: number | undefined; channel: number; from: string; days: number }): Promise<TRateGridDto | null> {
  const to = addDays(o.from, o.days - 1);
  const ctx = await loadRateContext(db, { groupId: o.groupId, from: o.from, to });
  const planId = o.planId ?? ctx.basePlanId;
  if (planId === null) return null;
  const plan = ctx.plans.get(planId);
  if (!plan) throw invalid('plan', `no rate plan ${planId} in this hotel`);
  const [typesRes, compRes] = await Promise.all([
    db.execute(sql`
      with days as (select d::date as day from generate_series(${o.from}::date, ${to}::date, interval '1 day') d),
      types as (
        select rt.room_type_id, rt.code, rt.name, rt.base_rate_minor, rt.sort_order,
          (select count(*) from rooms r where r.room_type_id = rt.room_type_id and r.active)::int as units
        from room_types rt where rt.group_id = ${o.groupId}
      ),
      sold as (
        select r.room_type_id, d.day, count(*)::int as n from reservations r join days d on r.stay @> d.day
        where r.group_id = ${o.groupId} and r.status in (0, 2, 3) and r.stay && daterange(${o.from}::date, ${addDays(to, 1)}::date)
        group by r.room_type_id, d.day
      )
      select t.room_type_id, t.code, t.name, t.units, t.base_rate_minor as rack,
        json_agg(json_build_array(d.day, rr.price_minor, coalesce(s.n, 0), coalesce(ob.units, 0)) order by d.day) as cells
      from types t cross join days d
      left join room_rates rr on rr.room_type_id = t.room_type_id and rr.day = d.day and rr.channel = ${o.channel}
      left join sold s on s.room_type_id = t.room_type_id and s.day = d.day
      left join overbooking_allowances ob on ob.room_type_id = t.room_type_id and ob.day = d.day
      group by t.room_type_id, t.code, t.name, t.units, t.base_rate_minor, t.sort_order
      order by t.sort_order, t.room_type_id`),
    db.execute(sql`
      select c.competitor_id, c.name,
        coalesce((select json_agg(json_build_array(cr.day, cr.price_minor)) from competitor_rates cr
          where cr.competitor_id = c.competitor_id and cr.day between ${o.from}::date and ${to}::date), '[]'::json) as rates
      from competitors c where c.group_id = ${o.groupId} order by c.name`),
  ]);
  const types = (typesRes as unknown as { rows: TypeRow[] }).rows;
  const comps = (compRes as unknown as { rows: { competitor_id: number; name: string; rates: [string, number | string][] }[] }).rows;
  const days = Array.from({ length: o.days }, (_, i) => addDays(o.from, i));
  const chain = planChain(ctx.plans, planId);
  const rows = types.map((t) => {
    const rack = Number(t.rack);
    return {
      roomTypeId: t.room_type_id, code: t.code, name: t.name,
      cells: t.cells.map(([day, rate, sold, ob]) => {
        const channelRate = rate === null ? rack : Number(rate);
        const priced = planNightPrice(ctx, chain, { roomTypeId: t.room_type_id, day, channelRateMinor: channelRate, rackMinor: rack });
        const before = priced.demand === null ? null : planNightPrice(ctx, chain, { roomTypeId: t.room_type_id, day, channelRateMinor: channelRate, rackMinor: rack, withDemand: false });
        return {
          day, priceMinor: priced.priceMinor, basePriceMinor: before?.priceMinor ?? null, demandPercent: priced.demand,
          restriction: ctx.restrictions.get(cellKey(planId, t.room_type_id, day)) ?? null, units: t.units, sold, overbooking: ob,
        };
      }),
    };
  });
  const capacity = types.reduce((s, t) => s + t.units, 0);
  const occupancy = days.map((_, i) => (capacity === 0 ? 0 : Math.round((100 * rows.reduce((s, r) => s + (r.cells[i]?.sold ?? 0), 0)) / capacity)));
  const currencyRes = await db.execute(sql`select currency from hotels where group_id = ${o.groupId}`);
  const currency = (currencyRes as unknown as { rows: { currency: string }[] }).rows[0]?.currency ?? '';
  return {
    planId, planName: plan.name, channel: o.channel, currency, from: o.from, days,
    rows,
    competitors: comps.map((c) => {
      const m = new Map(c.rates.map(([d, p]) => [d, Number(p)]));
      return { competitorId: c.competitor_id, name: c.name, prices: days.map((d) => m.get(d) ?? null) };
    }),
    occupancy,
  };
}
