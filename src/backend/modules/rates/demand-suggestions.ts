import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { rowsOf } from '../../core/rows.ts';
import { demandDecisions, demandRules } from '../../db/schema/index.ts';
import { addDays } from '../../../lib/domain/days.ts';
import type { SessionUser } from '../../../lib/domain/session-user.ts';
import type { TDemandSuggestionDto } from '../../../lib/domain/rates-dto.ts';
import { auditRates, demandRuleDetail, signed } from './rates-audit.ts';
import { checkPlan, checkRoomTypes } from './check-room-types.ts';
import { cellKey, loadRateContext } from './load-rate-context.ts';
import { demandPercent, planChain } from './plan-pricing.ts';
import { planNightPrice } from './price-with-plan.ts';
import type { TDecisionBody } from './rates.schemas.ts';

/**
 * The nights where a 'suggest' rule's threshold is reached and the revenue manager has not
 * decided yet: per plan, type and night, the occupancy on the books, the current price and the
 * price the rule suggests.
 */
export async function listDemandSuggestions(db: Db, o: { groupId: number; from: string; days: number }): Promise<TDemandSuggestionDto[]> {
  const to = addDays(o.from, o.days - 1);
  const ctx = await loadRateContext(db, { groupId: o.groupId, from: o.from, to, demandModes: ['suggest'] });
  const suggestRules = ctx.rules.filter((r) => r.mode === 'suggest');
  if (suggestRules.length === 0) return [];
  const types = await rowsOf<{ room_type_id: number; name: string; rack: number | string; rates: [string, number | string][] }>(
    db,
    sql`
    select rt.room_type_id, rt.name, rt.base_rate_minor as rack,
      coalesce((select json_agg(json_build_array(rr.day, rr.price_minor)) from room_rates rr where rr.room_type_id = rt.room_type_id and rr.channel = 15
        and rr.day between ${o.from}::date and ${to}::date), '[]'::json) as rates
    from room_types rt where rt.group_id = ${o.groupId} order by rt.sort_order, rt.room_type_id`,
  );
  const out: TDemandSuggestionDto[] = [];
  const planIds = [...new Set(suggestRules.map((r) => r.planId))];
  for (let i = 0; i < o.days; i++) {
    const day = addDays(o.from, i);
    const occupancy = ctx.occupancy.get(day) ?? 0;
    for (const planId of planIds) {
      const plan = ctx.plans.get(planId);
      if (!plan) continue;
      const chain = planChain(ctx.plans, planId);
      for (const t of types) {
        if (ctx.decisions.has(cellKey(planId, t.room_type_id, day))) continue;
        const s = demandPercent({ rules: suggestRules, planId, roomTypeId: t.room_type_id, occupancy, modes: ['suggest'] });
        if (!s) continue;
        const rates = new Map(t.rates.map(([d, p]) => [d, Number(p)]));
        const rack = Number(t.rack);
        const current = planNightPrice(ctx, chain, { roomTypeId: t.room_type_id, day, channelRateMinor: rates.get(day) ?? rack, rackMinor: rack }).priceMinor;
        out.push({
          planId,
          planName: plan.name,
          planNameFr: plan.nameFr,
          roomTypeId: t.room_type_id,
          roomTypeName: t.name,
          day,
          occupancy,
          ruleId: s.ruleId!,
          percent: s.percent,
          currentMinor: current,
          suggestedMinor: Math.max(0, Math.round((current * (100 + s.percent)) / 100)),
        });
      }
    }
  }
  return out;
}

/** Accepts (the plan's price moves by the percent that night) or dismisses a suggestion. Audited. */
export async function decideDemandSuggestion(db: Db, o: { groupId: number; user: SessionUser; body: TDecisionBody }): Promise<void> {
  const { groupId, body } = o;
  const plan = await checkPlan(db, { groupId, planId: body.planId, field: 'planId' });
  const [type] = await checkRoomTypes(db, { groupId, roomTypeIds: [body.roomTypeId] });
  await db.transaction(async (tx) => {
    await tx
      .insert(demandDecisions)
      .values({
        groupId,
        planId: body.planId,
        roomTypeId: body.roomTypeId,
        day: body.day,
        ruleId: body.ruleId,
        percent: body.status === 'accepted' ? body.percent : 0,
        status: body.status,
        decidedBy: o.user.userId,
        decidedAt: new Date(),
      })
      .onConflictDoUpdate({
        target: [demandDecisions.planId, demandDecisions.roomTypeId, demandDecisions.day],
        set: {
          ruleId: body.ruleId,
          percent: body.status === 'accepted' ? body.percent : 0,
          status: body.status,
          decidedBy: o.user.userId,
          decidedAt: new Date(),
        },
      });
    const [rule] =
      body.ruleId === null
        ? []
        : await tx
            .select({ minOccupancy: demandRules.minOccupancy, adjustPercent: demandRules.adjustPercent })
            .from(demandRules)
            .where(eq(demandRules.ruleId, body.ruleId));
    await auditRates(tx, {
      groupId,
      user: o.user,
      text:
        body.status === 'accepted'
          ? { key: 'audit.msg.rates.suggestionAccepted', params: { plan: plan.code, roomType: type!.name, day: body.day, percent: signed(body.percent) } }
          : { key: 'audit.msg.rates.suggestionDismissed', params: { plan: plan.code, roomType: type!.name, day: body.day } },
      ...(rule ? { detailText: demandRuleDetail(rule) } : {}),
    });
  });
}
