import { describe, expect, it } from 'vitest';
import { adjust, demandPercent, planChain, planOpen, refuseStay, resolvePlanPrice, type PlanNode } from './plan-pricing.ts';
import type { TRestrictionDto } from '../../../lib/domain/rates-dto.ts';

const plan = (o: Partial<PlanNode> & { planId: number }): PlanNode => ({
  code: `P${o.planId}`,
  name: `Plan ${o.planId}`,
  isBase: false,
  parentPlanId: null,
  adjustKind: null,
  adjustValue: null,
  channels: [],
  segmentIds: [],
  active: true,
  ...o,
});
const base = plan({ planId: 1, code: 'FLEX', isBase: true });
const nrf = plan({ planId: 2, code: 'NRF', parentPlanId: 1, adjustKind: 'percent', adjustValue: -10 });
const bb = plan({ planId: 3, code: 'BB', parentPlanId: 2, adjustKind: 'amount', adjustValue: 15000 });
const plans = new Map([base, nrf, bb].map((p) => [p.planId, p]));

describe('plan pricing', () => {
  it('walks a plan up to its root, and stops on a cycle', () => {
    expect(planChain(plans, 3).map((p) => p.code)).toEqual(['BB', 'NRF', 'FLEX']);
    const a = plan({ planId: 7, parentPlanId: 8, adjustKind: 'amount', adjustValue: 0 });
    const b = plan({ planId: 8, parentPlanId: 7, adjustKind: 'amount', adjustValue: 0 });
    expect(
      planChain(
        new Map([
          [7, a],
          [8, b],
        ]),
        7,
      ),
    ).toHaveLength(2);
  });

  it('adjusts by percent (rounded to the minor unit) or amount, never below zero', () => {
    expect(adjust(100_005, 'percent', -10)).toBe(90_005);
    expect(adjust(1_000, 'amount', -5_000)).toBe(0);
  });

  it('derives from the parent price, each level with its own demand percent', () => {
    expect(resolvePlanPrice(planChain(plans, 3), 120_000, () => null)).toBe(108_000 + 15_000);
    // +10 % on the base plan moves every child; a demand on the child itself applies after its adjustment.
    expect(resolvePlanPrice(planChain(plans, 2), 100_000, (id) => (id === 1 ? 10 : null))).toBe(99_000);
    expect(resolvePlanPrice(planChain(plans, 2), 100_000, (id) => (id === 2 ? 20 : null))).toBe(108_000);
  });

  it('takes the decision first, else the automatic rule with the highest threshold reached', () => {
    const rules = [
      { ruleId: 1, planId: 1, roomTypeId: null, minOccupancy: 50, adjustPercent: 5, mode: 'auto' as const },
      { ruleId: 2, planId: 1, roomTypeId: null, minOccupancy: 80, adjustPercent: 15, mode: 'auto' as const },
      { ruleId: 3, planId: 1, roomTypeId: 9, minOccupancy: 80, adjustPercent: 20, mode: 'auto' as const },
      { ruleId: 4, planId: 1, roomTypeId: null, minOccupancy: 90, adjustPercent: 30, mode: 'suggest' as const },
    ];
    expect(demandPercent({ rules, planId: 1, roomTypeId: 5, occupancy: 40 })).toBeNull();
    expect(demandPercent({ rules, planId: 1, roomTypeId: 5, occupancy: 60 })).toEqual({ percent: 5, ruleId: 1 });
    expect(demandPercent({ rules, planId: 1, roomTypeId: 5, occupancy: 95 })).toEqual({ percent: 15, ruleId: 2 });
    expect(demandPercent({ rules, planId: 1, roomTypeId: 9, occupancy: 85 })).toEqual({ percent: 20, ruleId: 3 });
    expect(demandPercent({ rules, planId: 1, roomTypeId: 5, occupancy: 95, modes: ['suggest'] })).toEqual({ percent: 30, ruleId: 4 });
    expect(demandPercent({ rules, planId: 1, roomTypeId: 5, occupancy: 95, decision: { percent: 7, status: 'accepted' } })).toEqual({
      percent: 7,
      ruleId: null,
    });
    expect(demandPercent({ rules, planId: 1, roomTypeId: 5, occupancy: 95, decision: { percent: 0, status: 'dismissed' } })).toBeNull();
  });
});

describe('restrictions', () => {
  const r = (o: Partial<TRestrictionDto>): TRestrictionDto => ({
    minStay: null,
    maxStay: null,
    closedToArrival: false,
    closedToDeparture: false,
    stopSell: false,
    ...o,
  });
  const table = new Map<string, TRestrictionDto>([
    ['1|2026-05-02', r({ minStay: 2 })],
    ['1|2026-05-05', r({ closedToDeparture: true })],
    ['2|2026-05-09', r({ stopSell: true })],
    ['1|2026-05-10', r({ closedToArrival: true, maxStay: 3 })],
  ]);
  const refuse = (planId: number, checkin: string, nights: string[], checkout: string) =>
    refuseStay({ chain: planChain(plans, planId), checkin, checkout, nights, restriction: (p, d) => table.get(`${p}|${d}`) })?.rule ?? null;

  it('names the rule: min stay of the arrival day, closed to departure on the checkout day, stop-sell on any night, closed to arrival first', () => {
    expect(refuse(1, '2026-05-02', ['2026-05-02'], '2026-05-03')).toBe('min_stay');
    expect(refuse(1, '2026-05-02', ['2026-05-02', '2026-05-03'], '2026-05-04')).toBeNull();
    expect(refuse(1, '2026-05-03', ['2026-05-03', '2026-05-04'], '2026-05-05')).toBe('closed_to_departure');
    expect(refuse(1, '2026-05-10', ['2026-05-10'], '2026-05-11')).toBe('closed_to_arrival');
    // Stop-sell of the derived plan itself; the base plan sells the night.
    expect(refuse(2, '2026-05-08', ['2026-05-08', '2026-05-09'], '2026-05-10')).toBe('stop_sell');
    expect(refuse(1, '2026-05-08', ['2026-05-08', '2026-05-09'], '2026-05-10')).toBeNull();
    // A derived plan honours its parent's restrictions.
    expect(refuse(3, '2026-05-02', ['2026-05-02'], '2026-05-03')).toBe('min_stay');
  });

  it("gives the rule's value with a minimum or maximum stay, none with the other rules", () => {
    const more = new Map([...table, ['1|2026-05-20', r({ maxStay: 3 })]]);
    const refusal = (checkin: string, nights: string[], checkout: string) =>
      refuseStay({ chain: planChain(plans, 3), checkin, checkout, nights, restriction: (p, d) => more.get(`${p}|${d}`) });
    expect(refusal('2026-05-02', ['2026-05-02'], '2026-05-03')).toMatchObject({ rule: 'min_stay', day: '2026-05-02', planCode: 'FLEX', limit: 2 });
    expect(refusal('2026-05-20', ['2026-05-20', '2026-05-21', '2026-05-22', '2026-05-23'], '2026-05-24')).toMatchObject({ rule: 'max_stay', limit: 3 });
    expect(refusal('2026-05-03', ['2026-05-03', '2026-05-04'], '2026-05-05')).toMatchObject({ rule: 'closed_to_departure', limit: null });
  });

  it('opens a plan to its channels and segments only', () => {
    const corp = plan({ planId: 4, channels: [16], segmentIds: [3] });
    expect(planOpen(corp, 16, [3])).toBe(true);
    expect(planOpen(corp, 15, [3])).toBe(false);
    expect(planOpen(corp, 16, null)).toBe(false);
    expect(planOpen({ ...base, active: false }, 15, null)).toBe(false);
  });
});
