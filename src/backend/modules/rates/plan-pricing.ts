import type { AdjustKind, RestrictionRule, TRestrictionDto, TRestrictionRefusal } from '../../../lib/domain/rates-dto.ts';

/** What pricing needs of a plan: how it is priced and where it may be sold. */
export interface PlanNode {
  planId: number;
  code: string;
  name: string;
  isBase: boolean;
  parentPlanId: number | null;
  adjustKind: AdjustKind | null;
  adjustValue: number | null;
  channels: readonly number[];
  segmentIds: readonly number[];
  active: boolean;
}

export interface DemandRuleNode {
  ruleId: number;
  planId: number;
  roomTypeId: number | null;
  minOccupancy: number;
  adjustPercent: number;
  mode: 'suggest' | 'auto';
}

/** The plan, then its parent, up to the root (a cycle, which the API refuses, stops the walk). */
export function planChain(plans: ReadonlyMap<number, PlanNode>, planId: number): PlanNode[] {
  const chain: PlanNode[] = [];
  let p = plans.get(planId);
  while (p && !chain.includes(p)) {
    chain.push(p);
    p = p.parentPlanId === null ? undefined : plans.get(p.parentPlanId);
  }
  return chain;
}

/** A price moved by a percent (rounded to the minor unit) or an amount (never below 0). */
export function adjust(priceMinor: number, kind: AdjustKind, value: number): number {
  const out = kind === 'percent' ? Math.round((priceMinor * (100 + value)) / 100) : priceMinor + value;
  return Math.max(0, out);
}

/**
 * The demand percent of a plan for a type and a night: the revenue manager's decision when there
 * is one (a dismissed suggestion moves nothing), else the automatic rule with the highest
 * threshold the night's occupancy reaches (a rule of the type wins over a rule of every type).
 */
export function demandPercent(o: {
  rules: readonly DemandRuleNode[];
  planId: number;
  roomTypeId: number;
  occupancy: number;
  decision?: { percent: number; status: 'accepted' | 'dismissed' } | undefined;
  modes?: readonly ('suggest' | 'auto')[];
}): { percent: number; ruleId: number | null } | null {
  if (o.decision) return o.decision.status === 'accepted' ? { percent: o.decision.percent, ruleId: null } : null;
  const modes = o.modes ?? ['auto'];
  let best: DemandRuleNode | null = null;
  for (const r of o.rules) {
    if (r.planId !== o.planId || !modes.includes(r.mode) || o.occupancy < r.minOccupancy) continue;
    if (r.roomTypeId !== null && r.roomTypeId !== o.roomTypeId) continue;
    if (!best || r.minOccupancy > best.minOccupancy || (r.minOccupancy === best.minOccupancy && r.roomTypeId !== null && best.roomTypeId === null)) best = r;
  }
  return best ? { percent: best.adjustPercent, ruleId: best.ruleId } : null;
}

/**
 * The price of a night on a plan: the root's own price (the booking service's rate for the base
 * plan, the plan's own grid for another root), then down the chain each plan's adjustment and
 * its demand percent. `rootPrice` and `demand` are looked up by the caller.
 */
export function resolvePlanPrice(chain: readonly PlanNode[], rootPriceMinor: number, demand: (planId: number) => number | null): number {
  let price = rootPriceMinor;
  for (let i = chain.length - 1; i >= 0; i--) {
    const p = chain[i]!;
    if (p.adjustKind !== null && p.adjustValue !== null) price = adjust(price, p.adjustKind, p.adjustValue);
    const pct = demand(p.planId);
    if (pct !== null) price = adjust(price, 'percent', pct);
  }
  return price;
}

const RULE_TEXT: Record<RestrictionRule, string> = {
  stop_sell: 'stop-sell',
  closed_to_arrival: 'closed to arrival',
  closed_to_departure: 'closed to departure',
  min_stay: 'minimum stay',
  max_stay: 'maximum stay',
  no_rate: 'no rate',
};

/**
 * The first rule of a plan chain that refuses a stay: stop-sell on any night, closed to arrival
 * on the first day, closed to departure on the checkout day, then the minimum and maximum stay
 * of the arrival day. A derived plan honours its parents' restrictions too.
 */
export function refuseStay(o: {
  chain: readonly PlanNode[];
  checkin: string;
  checkout: string;
  nights: readonly string[];
  restriction: (planId: number, day: string) => TRestrictionDto | undefined;
}): TRestrictionRefusal | null {
  const n = o.nights.length;
  const refusal = (rule: RestrictionRule, day: string, plan: PlanNode, detail: string, limit: number | null = null): TRestrictionRefusal => ({
    rule,
    day,
    planCode: plan.code,
    limit,
    message: `Refused by the ${RULE_TEXT[rule]} rule (${rule}) of plan ${plan.code} on ${day}: ${detail}`,
  });
  for (const plan of o.chain) {
    for (const day of o.nights) {
      if (o.restriction(plan.planId, day)?.stopSell)
        return refusal('stop_sell', day, plan, 'the night is not for sale; choose other dates or another room type.');
    }
    const first = o.restriction(plan.planId, o.checkin);
    if (first?.closedToArrival) return refusal('closed_to_arrival', o.checkin, plan, 'no arrival that day; arrive another day.');
    if (o.restriction(plan.planId, o.checkout)?.closedToDeparture)
      return refusal('closed_to_departure', o.checkout, plan, 'no departure that day; leave another day.');
    if (first?.minStay != null && n < first.minStay)
      return refusal('min_stay', o.checkin, plan, `an arrival that day stays at least ${first.minStay} nights, this stay has ${n}.`, first.minStay);
    if (first?.maxStay != null && n > first.maxStay)
      return refusal('max_stay', o.checkin, plan, `an arrival that day stays at most ${first.maxStay} nights, this stay has ${n}.`, first.maxStay);
  }
  return null;
}

/** Whether a plan is sold on a channel and to a client of these segments (empty lists: everyone). */
export function planOpen(plan: PlanNode, channel: number, clientSegments: readonly number[] | null): boolean {
  if (!plan.active) return false;
  if (plan.channels.length > 0 && !plan.channels.includes(channel)) return false;
  if (plan.segmentIds.length > 0 && (clientSegments === null || !clientSegments.some((s) => plan.segmentIds.includes(s)))) return false;
  return true;
}
