import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { rowsOf } from '../../core/rows.ts';
import { prepared } from '../../db/prepared.ts';
import type { AdjustKind, TRestrictionDto } from '../../../lib/domain/rates-dto.ts';
import type { DemandRuleNode, PlanNode } from './plan-pricing.ts';

export interface RatePlanNode extends PlanNode {
  /** The plan's name for French readers (`name`: for English ones). */
  nameFr: string;
  refundable: boolean;
  /** Gives its nights away: priced at zero, on purpose. */
  complimentary: boolean;
  cancelDays: number | null;
  includes: string[];
}

/** Everything rate plans need to price and restrict stays over some days, read in one query. */
export interface RateContext {
  plans: Map<number, RatePlanNode>;
  basePlanId: number | null;
  restrictions: Map<string, TRestrictionDto>;
  planRates: Map<string, number>;
  decisions: Map<string, { percent: number; status: 'accepted' | 'dismissed' }>;
  rules: DemandRuleNode[];
  /** The hotel's occupancy on the books per day (percent), computed only when a rule needs it. */
  occupancy: Map<string, number>;
  /** The client's market segments (null without a client). */
  clientSegments: number[] | null;
}

export const cellKey = (planId: number, roomTypeId: number, day: string): string => `${planId}|${roomTypeId}|${day}`;

interface Row {
  plans: {
    planId: number;
    code: string;
    name: string;
    nameFr: string;
    isBase: boolean;
    parentPlanId: number | null;
    adjustKind: AdjustKind | null;
    adjustValue: number | null;
    channels: number[];
    segmentIds: number[];
    active: boolean;
    refundable: boolean;
    cancelDays: number | null;
    includes: string[];
    complimentary: boolean;
  }[];
  restrictions: [number, number, string, number | null, number | null, boolean, boolean, boolean][];
  plan_rates: [number, number, string, number | string][];
  decisions: [number, number, string, number, 'accepted' | 'dismissed'][];
  rules: DemandRuleNode[];
  needs_occupancy: boolean;
  segments: number[] | null;
}

/**
 * Reads a hotel's plans, and over [from, to] (both included: a stay's checkout day carries its
 * closed-to-departure) the restrictions, own prices, demand decisions and rules, and the
 * occupancy per night when a rule of one of `demandModes` is active. One round trip, and a second
 * for the occupancy when a rule needs it; own prices and decisions are found by their plan (the
 * first column of their keys).
 */
export async function loadRateContext(
  db: Db,
  o: {
    groupId: number;
    from: string;
    to: string;
    roomTypeId?: number | undefined;
    clientId?: number | null | undefined;
    demandModes?: readonly ('suggest' | 'auto')[];
    /** False when the caller counts the occupancy itself (the grid reads units sold per type and day anyway). */
    withOccupancy?: boolean;
  },
): Promise<RateContext> {
  const type = o.roomTypeId ?? null;
  const modes = [...(o.demandModes ?? ['auto'])];
  // Read by every quote and booking: kept prepared (prepared.ts). Without the occupancy, which a
  // generic plan counted at 1,000 nights, PostgreSQL keeps one generic plan instead of planning
  // again at each call (planning was 0.6–0.8 ms, running it 0.03 ms).
  const [first] = await rowsOf<Row>(
    db,
    sql`${prepared('load-rate-context')}
    with rp as (select * from rate_plans where group_id = ${o.groupId})
    select
      (select coalesce(json_agg(json_build_object('planId', plan_id, 'code', code, 'name', name, 'nameFr', name_fr, 'isBase', is_base, 'parentPlanId', parent_plan_id,
          'adjustKind', adjust_kind, 'adjustValue', adjust_value, 'channels', channels, 'segmentIds', segment_ids, 'active', active,
          'refundable', refundable, 'cancelDays', cancel_days, 'includes', includes, 'complimentary', complimentary) order by sort_order, plan_id), '[]'::json) from rp) as plans,
      (select coalesce(json_agg(json_build_array(plan_id, room_type_id, day, min_stay, max_stay, closed_to_arrival, closed_to_departure, stop_sell)), '[]'::json)
        from rate_restrictions where group_id = ${o.groupId} and day between ${o.from}::date and ${o.to}::date
          and (${type}::int is null or room_type_id = ${type}::int)) as restrictions,
      (select coalesce(json_agg(json_build_array(plan_id, room_type_id, day, price_minor)), '[]'::json)
        from plan_rates where plan_id in (select plan_id from rp) and day between ${o.from}::date and ${o.to}::date
          and (${type}::int is null or room_type_id = ${type}::int)) as plan_rates,
      (select coalesce(json_agg(json_build_array(plan_id, room_type_id, day, percent, status)), '[]'::json)
        from demand_decisions where plan_id in (select plan_id from rp) and day between ${o.from}::date and ${o.to}::date
          and (${type}::int is null or room_type_id = ${type}::int)) as decisions,
      (select coalesce(json_agg(json_build_object('ruleId', rule_id, 'planId', plan_id, 'roomTypeId', room_type_id, 'minOccupancy', min_occupancy,
          'adjustPercent', adjust_percent, 'mode', mode)), '[]'::json)
        from demand_rules where group_id = ${o.groupId} and active) as rules,
      ${o.withOccupancy !== false}::boolean and exists (select 1 from demand_rules where group_id = ${o.groupId} and active and mode = any(string_to_array(${modes.join(',')}::text, ','))) as needs_occupancy,
      (select array_agg(segment_id order by segment_id) from customer_segments where customer_id = ${o.clientId ?? null}::int) as segments`,
  );
  // One row always: a select of subqueries without a FROM.
  const row = first!;
  const plans = new Map<number, RatePlanNode>(
    row.plans.map((p) => [p.planId, { ...p, channels: p.channels ?? [], segmentIds: p.segmentIds ?? [], includes: p.includes ?? [] }]),
  );
  const restrictions = new Map<string, TRestrictionDto>();
  for (const [plan, t, day, minStay, maxStay, cta, ctd, stop] of row.restrictions) {
    restrictions.set(cellKey(plan, t, day), { minStay, maxStay, closedToArrival: cta, closedToDeparture: ctd, stopSell: stop });
  }
  return {
    plans,
    basePlanId: [...plans.values()].find((p) => p.isBase)?.planId ?? null,
    restrictions,
    planRates: new Map(row.plan_rates.map(([plan, t, day, price]) => [cellKey(plan, t, day), Number(price)])),
    decisions: new Map(row.decisions.map(([plan, t, day, percent, status]) => [cellKey(plan, t, day), { percent, status }])),
    rules: row.rules,
    occupancy: row.needs_occupancy ? await readOccupancy(db, o) : new Map(),
    clientSegments: o.clientId == null ? null : (row.segments ?? []),
  };
}

/** The hotel's occupancy on the books per day over [from, to] (percent of its active rooms). */
async function readOccupancy(db: Db, o: { groupId: number; from: string; to: string }): Promise<Map<string, number>> {
  const days = await rowsOf<{ day: string; pct: number | string }>(
    db,
    sql`
    with stays as materialized (
      -- The window's stays in one index scan, then counted per night (a count per night scanned the hotel's stays once a night).
      select lower(r.stay) as a, upper(r.stay) as b from reservations r
      where r.group_id = ${o.groupId} and r.status in (0, 2, 3) and r.stay && daterange(${o.from}::date, ${o.to}::date, '[]')
    )
    select to_char(n.day, 'YYYY-MM-DD') as day,
      coalesce(round(100.0 * (select count(*) from stays s where s.a <= n.day::date and s.b > n.day::date) / nullif(cap.n, 0)), 0) as pct
    from generate_series(${o.from}::date, ${o.to}::date, interval '1 day') n(day)
    cross join (select count(*) as n from rooms where group_id = ${o.groupId} and active) cap`,
  );
  return new Map(days.map((r) => [r.day, Number(r.pct)]));
}
