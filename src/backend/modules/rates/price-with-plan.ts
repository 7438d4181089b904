import { invalid } from '../../http/errors.ts';
import { addDays } from '../../../lib/domain/days.ts';
import type { TRestrictionRefusal } from '../../../lib/domain/rates-dto.ts';
import { priceNight, type ChildBand } from './price-stay.ts';
import { cellKey, type RateContext, type RatePlanNode } from './load-rate-context.ts';
import { demandPercent, planChain, planOpen, refuseStay, resolvePlanPrice, type PlanNode } from './plan-pricing.ts';
import { missingRate } from './missing-rate.ts';

/**
 * The plan a quote or a booking is priced on: the one asked for (400 naming `field` when it is
 * not this hotel's or not sold on the channel or to the client), else the hotel's base plan.
 * Null when the hotel has no plan at all: the booking service's rates apply as they are.
 */
export function choosePlan(
  ctx: RateContext,
  o: { planId?: number | undefined; channel: number; segments: readonly number[] | null; field: string },
): RatePlanNode | null {
  if (o.planId === undefined) return ctx.basePlanId === null ? null : ctx.plans.get(ctx.basePlanId)!;
  const plan = ctx.plans.get(o.planId);
  if (!plan) throw invalid(o.field, `no rate plan ${o.planId} in this hotel`, { key: 'errors.rates.noPlan' });
  if (!planOpen(plan, o.channel, o.segments)) {
    throw invalid(
      o.field,
      `plan ${plan.code} is not sold on channel ${o.channel}${plan.segmentIds.length ? " or to this client's segments" : ''}${plan.active ? '' : ' (it is inactive)'}`,
      { key: 'errors.rates.planNotSold', params: { plan: plan.code } },
    );
  }
  return plan;
}

/** Plans a clerk may offer on the channel to the client (base plan first). */
export function openPlans(ctx: RateContext, o: { channel: number; segments: readonly number[] | null }): RatePlanNode[] {
  return [...ctx.plans.values()].filter((p) => planOpen(p, o.channel, o.segments)).sort((a, b) => Number(b.isBase) - Number(a.isBase));
}

/** The plan's price of one night of a type (before children), with the demand percent of the plan itself. */
export function planNightPrice(
  ctx: RateContext,
  chain: readonly PlanNode[],
  o: { roomTypeId: number; day: string; channelRateMinor: number; rackMinor: number; withDemand?: boolean },
): { priceMinor: number; demand: number | null } {
  const root = chain[chain.length - 1]!;
  const rootPrice = root.isBase ? o.channelRateMinor : (ctx.planRates.get(cellKey(root.planId, o.roomTypeId, o.day)) ?? o.rackMinor);
  const occupancy = ctx.occupancy.get(o.day) ?? 0;
  let own: number | null = null;
  const priceMinor = resolvePlanPrice(chain, rootPrice, (planId) => {
    if (o.withDemand === false) return null;
    const d = demandPercent({
      rules: ctx.rules,
      planId,
      roomTypeId: o.roomTypeId,
      occupancy,
      decision: ctx.decisions.get(cellKey(planId, o.roomTypeId, o.day)),
    });
    if (planId === chain[0]!.planId) own = d?.percent ?? null;
    return d?.percent ?? null;
  });
  return { priceMinor, demand: own };
}

interface QuotedType {
  roomTypeId: number;
  name: string;
  rates: number[];
  rackMinor: number;
  bands: ChildBand[];
}

/**
 * A room type's nights priced on the plan (children by their bands), the rule refusing the stay if
 * one does, and the rate missing if a night has none (missingRate). A complimentary plan gives
 * every night away: zero, on purpose.
 */
export function priceOnPlan<T extends QuotedType>(
  ctx: RateContext,
  plan: RatePlanNode,
  quote: T,
  o: { checkin: string; nights: number; kidAges: readonly number[] },
): {
  nightly: { day: string; priceMinor: number }[];
  totalMinor: number;
  restriction: TRestrictionRefusal | null;
  missing: TRestrictionRefusal | null;
} {
  const chain = planChain(ctx.plans, plan.planId);
  const days = Array.from({ length: o.nights }, (_, i) => addDays(o.checkin, i));
  const rates = days.map((day, i) => ({
    day,
    rateMinor: plan.complimentary
      ? 0
      : planNightPrice(ctx, chain, { roomTypeId: quote.roomTypeId, day, channelRateMinor: quote.rates[i] ?? quote.rackMinor, rackMinor: quote.rackMinor })
          .priceMinor,
  }));
  const nightly = rates.map((r) => ({ day: r.day, priceMinor: plan.complimentary ? 0 : priceNight(r.rateMinor, o.kidAges, quote.bands) }));
  const restriction = refuseStay({
    chain,
    checkin: o.checkin,
    checkout: addDays(o.checkin, o.nights),
    nights: days,
    restriction: (planId, day) => ctx.restrictions.get(cellKey(planId, quote.roomTypeId, day)),
  });
  const missing = missingRate({ roomTypeName: quote.name, plan, rates });
  return { nightly, totalMinor: nightly.reduce((s, n) => s + n.priceMinor, 0), restriction, missing };
}
