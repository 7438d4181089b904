import type { Db } from '../../db/client.ts';
import { addDays } from '../../../lib/domain/days.ts';
import { quoteRoomTypes } from '../booking/index.ts';
import { cellKey, loadRateContext, openPlans, priceOnPlan } from '../rates/index.ts';
import { PUBLIC_CHANNEL } from '../booking-site/index.ts';
import type { PlanRates, RateRun, RuleRun } from './write-messages.ts';

/** A day's restriction of a plan and type, as rate management keeps it (its key: plan|type|day). */
type Restriction = { minStay: number | null; maxStay: number | null; closedToArrival: boolean; closedToDeparture: boolean; stopSell: boolean };

/**
 * The hotel's rate plans on sale on the public channel (the one the portals sell), each with its
 * price per room type and night from `from` for `days` nights as rate management prices them
 * (the rates module's door: the plan's chain, own prices, demand rules; a room for its standard
 * party, no child) and its own restrictions; consecutive nights alike are one run.
 */
export async function ratePlansOf(db: Db, o: { groupId: number; from: string; days: number; now: Date }): Promise<PlanRates[]> {
  const to = addDays(o.from, o.days);
  const [types, ctx] = await Promise.all([
    quoteRoomTypes(db, { groupId: o.groupId, checkin: o.from, nights: o.days, adults: 1, kidAges: [], now: o.now, channel: PUBLIC_CHANNEL, countTaken: false }),
    loadRateContext(db, { groupId: o.groupId, from: o.from, to }),
  ]);
  const plans = openPlans(ctx, { channel: PUBLIC_CHANNEL, segments: null });
  return plans.map((plan) => {
    const rates: RateRun[] = [];
    const rules: RuleRun[] = [];
    for (const t of [...types].sort((a, b) => a.code.localeCompare(b.code))) {
      const priced = priceOnPlan(
        ctx,
        plan,
        { roomTypeId: t.roomTypeId, name: t.name, rates: t.rates, rackMinor: t.rackMinor, bands: t.bands },
        {
          checkin: o.from,
          nights: o.days,
          kidAges: [],
        },
      );
      for (const n of priced.nightly) {
        const last = rates.at(-1);
        if (last && last.invTypeCode === t.code && last.amountMinor === n.priceMinor && addDays(last.end, 1) === n.day) last.end = n.day;
        else rates.push({ invTypeCode: t.code, start: n.day, end: n.day, amountMinor: n.priceMinor, guests: Math.max(1, t.capacity) });
      }
      for (let i = 0; i < o.days; i++) {
        const day = addDays(o.from, i);
        const r = ctx.restrictions.get(cellKey(plan.planId, t.roomTypeId, day)) as Restriction | undefined;
        const rule = { minStay: r?.minStay ?? null, maxStay: r?.maxStay ?? null, closed: r?.stopSell ?? false };
        if (rule.minStay === null && rule.maxStay === null && !rule.closed) continue;
        const last = rules.at(-1);
        if (
          last &&
          last.invTypeCode === t.code &&
          last.minStay === rule.minStay &&
          last.maxStay === rule.maxStay &&
          last.closed === rule.closed &&
          addDays(last.end, 1) === day
        )
          last.end = day;
        else rules.push({ invTypeCode: t.code, start: day, end: day, ...rule });
      }
    }
    return { code: plan.code, name: plan.name, nameFr: plan.nameFr, rates, rules };
  });
}
