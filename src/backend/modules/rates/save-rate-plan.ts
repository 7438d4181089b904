import { and, eq } from 'drizzle-orm';
import { readHotelCurrency } from '../../core/hotel-currency.ts';
import type { Db } from '../../db/client.ts';
import { marketSegments, ratePlans } from '../../db/schema/index.ts';
import { AppError, conflict, invalid, notFound, pgErrorCode } from '../../http/errors.ts';
import type { SessionUser } from '../../../lib/domain/session-user.ts';
import type { TRatePlanDto } from '../../../lib/domain/rates-dto.ts';
import { auditRates, signed } from './rates-audit.ts';
import type { AuditDetail, AuditText } from '../audit/index.ts';
import { listRatePlans } from './list-rate-plans.ts';
import type { TPlanBody } from './rates.schemas.ts';

/**
 * Creates a plan (planId undefined) or changes one. A derived plan's parent must be a plan of the
 * hotel that does not derive from it (no cycle); the hotel's first plan becomes its base plan,
 * priced from the booking service's rates, which stays open to every channel and client.
 */
export async function saveRatePlan(db: Db, o: { groupId: number; user: SessionUser; planId?: number; body: TPlanBody }): Promise<TRatePlanDto> {
  const { groupId, body } = o;
  try {
    return await db.transaction(async (tx) => {
      const plans = await tx
        .select({
          planId: ratePlans.planId,
          parentPlanId: ratePlans.parentPlanId,
          isBase: ratePlans.isBase,
          code: ratePlans.code,
          nameFr: ratePlans.nameFr,
          descriptionFr: ratePlans.descriptionFr,
        })
        .from(ratePlans)
        .where(eq(ratePlans.groupId, groupId))
        .for('update');
      const current = o.planId === undefined ? undefined : plans.find((p) => p.planId === o.planId);
      if (o.planId !== undefined && !current) throw notFound(`No rate plan ${o.planId} in hotel ${groupId}.`, { key: 'errors.rates.noPlan' });
      if (body.parentPlanId !== null) {
        if (!plans.some((p) => p.planId === body.parentPlanId))
          throw invalid('parentPlanId', `no rate plan ${body.parentPlanId} in this hotel`, { key: 'errors.rates.noPlan' });
        if (current?.isBase)
          throw invalid('parentPlanId', 'the base plan is priced from the booking rates, it cannot derive from another plan', {
            key: 'errors.rates.baseNoParent',
          });
        // Walk up from the parent: reaching the plan itself would make a cycle.
        let p: number | null = body.parentPlanId;
        for (let i = 0; p !== null && i <= plans.length; i++) {
          if (p === o.planId)
            throw invalid('parentPlanId', `plan ${body.parentPlanId} derives from this plan: a plan cannot derive from itself`, {
              key: 'errors.rates.derivesFromItself',
            });
          p = plans.find((x) => x.planId === p)?.parentPlanId ?? null;
        }
      }
      const isBase = current ? current.isBase : plans.every((p) => !p.isBase) && body.parentPlanId === null;
      if (isBase && (body.channels.length > 0 || body.segmentIds.length > 0 || !body.active))
        throw invalid('channels', 'the base plan stays open to every channel and client, and active', { key: 'errors.rates.baseOpen' });
      if (body.segmentIds.length > 0) {
        const known = await tx.select({ id: marketSegments.segmentId }).from(marketSegments).where(eq(marketSegments.groupId, groupId));
        const bad = body.segmentIds.find((s) => !known.some((k) => k.id === s));
        if (bad !== undefined) throw invalid('segmentIds', `no market segment ${bad} in this hotel`, { key: 'errors.customer.noSegment' });
      }
      const values = {
        code: body.code.toUpperCase(),
        name: body.name,
        description: body.description,
        // The French name and description: as sent, else kept, else (a new plan) the English ones.
        nameFr: body.nameFr ?? current?.nameFr ?? body.name,
        descriptionFr: body.descriptionFr ?? current?.descriptionFr ?? body.description,
        parentPlanId: body.parentPlanId,
        adjustKind: body.adjustKind,
        adjustValue: body.adjustValue,
        refundable: body.refundable,
        cancelDays: body.cancelDays,
        includes: body.includes,
        channels: body.channels,
        segmentIds: body.segmentIds,
        active: body.active,
        sortOrder: body.sortOrder,
        complimentary: body.complimentary,
        updatedAt: new Date(),
      };
      let planId: number;
      if (current) {
        await tx
          .update(ratePlans)
          .set(values)
          .where(and(eq(ratePlans.planId, current.planId), eq(ratePlans.groupId, groupId)));
        planId = current.planId;
      } else {
        const [row] = await tx
          .insert(ratePlans)
          .values({ groupId, isBase, ...values })
          .returning({ planId: ratePlans.planId });
        planId = row!.planId;
      }
      await auditRates(tx, {
        groupId,
        user: o.user,
        text: await planAuditText(tx, { groupId, created: !current, code: values.code, isBase, body, plans }),
        detailText: await planDetail(tx, groupId, body),
      });
      const all = await listRatePlans(tx, { groupId });
      return all.find((p) => p.planId === planId)!;
    });
  } catch (err) {
    if (!(err instanceof AppError) && pgErrorCode(err) === '23505')
      throw conflict(`A rate plan with the code ${body.code.toUpperCase()} already exists in this hotel; choose another code.`, {
        key: 'errors.rates.codeTaken',
        params: { code: body.code.toUpperCase() },
      });
    throw err;
  }
}

/** What the audit says of a saved plan: created or changed, and how it is priced (an amount in the hotel's currency). */
async function planAuditText(
  tx: Db,
  o: { groupId: number; created: boolean; code: string; isBase: boolean; body: TPlanBody; plans: readonly { planId: number; code: string }[] },
): Promise<AuditText> {
  const verb = o.created ? 'Created' : 'Changed';
  const b = o.body;
  if (b.parentPlanId === null) return { key: `audit.msg.rates.plan${verb}${o.isBase ? 'Base' : 'Own'}`, params: { plan: o.code } };
  const parent = o.plans.find((p) => p.planId === b.parentPlanId)?.code ?? '';
  const adjust = b.adjustValue ?? 0;
  if (b.adjustKind === 'percent') return { key: `audit.msg.rates.plan${verb}Percent`, params: { plan: o.code, parent, adjust: signed(adjust) } };
  return { key: `audit.msg.rates.plan${verb}Amount`, params: { plan: o.code, parent, adjust, currency: (await readHotelCurrency(tx, o.groupId)).currency } };
}

/** A plan's terms as its audit detail says them: what it includes, its channels by name, its segments by name (never ids). */
async function planDetail(tx: Db, groupId: number, body: TPlanBody): Promise<AuditDetail> {
  const segments = body.segmentIds.length
    ? (await tx.select({ id: marketSegments.segmentId, name: marketSegments.name }).from(marketSegments).where(eq(marketSegments.groupId, groupId)))
        .filter((s) => body.segmentIds.includes(s.id))
        .map((s) => s.name)
    : [];
  const params = {
    complimentary: body.complimentary ? 1 : 0,
    includes: body.includes.map((i) => `site.plan.include.${i}`).join(',') || 'audit.word.nothing',
    channels: body.channels.map((c) => `crm.channel.${c}`).join(',') || 'audit.word.all',
    segments: segments.join(', ') || 'audit.word.all',
    active: body.active ? 1 : 0,
  };
  if (!body.refundable) return { key: 'audit.detail.rates.planNonRefundable', params };
  if (body.cancelDays === null) return { key: 'audit.detail.rates.planRefundable', params };
  return { key: 'audit.detail.rates.planFreeCancel', params: { ...params, cancelDays: body.cancelDays } };
}
