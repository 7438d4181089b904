import type { Db } from '../../db/client.ts';
import { addDays } from '../../../lib/domain/days.ts';
import { quoteRoomTypes } from '../booking/index.ts';
import { cellKey, loadRateContext, openPlans, priceOnPlan } from '../rates/index.ts';
import { PUBLIC_CHANNEL } from '../booking-site/index.ts';
import { readAvailabilityStamp } from '../../core/availability-stamp.ts';
import type { PlanRates, RateRun, RuleRun } from './write-messages.ts';

/** A day's restriction of a plan and type, as rate management keeps it (its key: plan|type|day). */
type Restriction = { minStay: number | null; maxStay: number | null; closedToArrival: boolean; closedToDeparture: boolean; stopSell: boolean };

/**
 * The hotel's rate plans on sale on the public channel (the one the portals sell), each with its
 * price per room type, night and occupancy from `from` for `days` nights as rate management
 * prices them (the rates module's door: the plan's chain, own prices, demand rules) and as the
 * desk quotes them: a room for 1 to its capacity adults, no child, each occupancy quoted for that
 * many adults (AlpineBits 2020-10: a BaseByGuestAmt per NumberOfGuests, its amount the room's for
 * that party). Its own restrictions: lengths of stay, closed to arrival or departure, stop sell.
 * Consecutive nights alike are one run.
 */
export async function ratePlansOf(db: Db, o: { groupId: number; from: string; days: number; now: Date }): Promise<PlanRates[]> {
  const to = addDays(o.from, o.days);
  const quote = (adults: number) =>
    quoteRoomTypes(db, { groupId: o.groupId, checkin: o.from, nights: o.days, adults, kidAges: [], now: o.now, channel: PUBLIC_CHANNEL, countTaken: false });
  const [single, ctx] = await Promise.all([quote(1), loadRateContext(db, { groupId: o.groupId, from: o.from, to })]);
  const most = Math.max(1, ...single.map((t) => t.capacity));
  // The quote for each party size the hotel's rooms sleep (one query each, prices only).
  const byAdults = [single];
  for (let adults = 2; adults <= most; adults++) byAdults.push(await quote(adults));
  const plans = openPlans(ctx, { channel: PUBLIC_CHANNEL, segments: null });
  const types = [...single].sort((a, b) => a.code.localeCompare(b.code));
  return plans.map((plan) => {
    const rates: RateRun[] = [];
    const rules: RuleRun[] = [];
    for (const t of types) {
      // priceOnPlan is a function of the quote's rates, rack rate and bands: a party whose quote
      // carries the same ones (today every party: a room is priced per room) reuses its nights.
      const priced = new Map<string, { day: string; priceMinor: number }[]>();
      const nightly = byAdults.slice(0, Math.max(1, t.capacity)).map((quotes, i) => {
        const q = quotes.find((x) => x.roomTypeId === t.roomTypeId)!;
        const key = JSON.stringify([q.rates, q.rackMinor, q.bands]);
        let nights = priced.get(key);
        if (!nights) {
          nights = priceOnPlan(
            ctx,
            plan,
            { roomTypeId: q.roomTypeId, name: q.name, rates: q.rates, rackMinor: q.rackMinor, bands: q.bands },
            { checkin: o.from, nights: o.days, kidAges: [] },
          ).nightly;
          priced.set(key, nights);
        }
        return { guests: i + 1, nightly: nights };
      });
      for (let d = 0; d < o.days; d++) {
        const day = addDays(o.from, d);
        const amounts = nightly.map((n) => ({ guests: n.guests, amountMinor: n.nightly[d]!.priceMinor }));
        const last = rates.at(-1);
        if (last && last.invTypeCode === t.code && sameAmounts(last.amounts, amounts) && addDays(last.end, 1) === day) last.end = day;
        else rates.push({ invTypeCode: t.code, start: day, end: day, amounts });
      }
      for (let i = 0; i < o.days; i++) {
        const day = addDays(o.from, i);
        const r = ctx.restrictions.get(cellKey(plan.planId, t.roomTypeId, day)) as Restriction | undefined;
        const rule = {
          minStay: r?.minStay ?? null,
          maxStay: r?.maxStay ?? null,
          closedToArrival: r?.closedToArrival ?? false,
          closedToDeparture: r?.closedToDeparture ?? false,
          closed: r?.stopSell ?? false,
        };
        if (rule.minStay === null && rule.maxStay === null && !rule.closedToArrival && !rule.closedToDeparture && !rule.closed) continue;
        const last = rules.at(-1);
        if (
          last &&
          last.invTypeCode === t.code &&
          last.minStay === rule.minStay &&
          last.maxStay === rule.maxStay &&
          last.closedToArrival === rule.closedToArrival &&
          last.closedToDeparture === rule.closedToDeparture &&
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

const sameAmounts = (a: RateRun['amounts'], b: RateRun['amounts']): boolean =>
  a.length === b.length && a.every((x, i) => x.guests === b[i]!.guests && x.amountMinor === b[i]!.amountMinor);

/** The last plans built per database and hotel, with the stamp and days they were built for. */
const kept = new WeakMap<Db, Map<number, { key: string; plans: Promise<PlanRates[]> }>>();

/**
 * ratePlansOf, built again only when the hotel's availability stamp moved (a rate, restriction,
 * plan, room type, stay or hold changed: the demand rules read the occupancy) or the days did: a
 * round where nothing moved reads one stamp instead of quoting every party size. The stamp is read
 * before the build, so the plans kept are at least as new as their stamp. One entry per hotel.
 */
export async function keptRatePlans(db: Db, o: { groupId: number; from: string; days: number; now: Date }): Promise<PlanRates[]> {
  const stamp = await readAvailabilityStamp(db, o.groupId);
  const key = `${stamp}|${o.from}|${o.days}`;
  let hotels = kept.get(db);
  if (!hotels) kept.set(db, (hotels = new Map()));
  const last = hotels.get(o.groupId);
  if (last?.key === key) return last.plans;
  const plans = ratePlansOf(db, o);
  hotels.set(o.groupId, { key, plans });
  // A failed build is not kept: the next round builds again.
  plans.catch(() => {
    if (hotels.get(o.groupId)?.plans === plans) hotels.delete(o.groupId);
  });
  return plans;
}
