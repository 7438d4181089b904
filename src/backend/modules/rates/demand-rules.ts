import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { demandRules, ratePlans, roomTypes } from '../../db/schema/index.ts';
import { notFound, word } from '../../http/errors.ts';
import type { SessionUser } from '../../../lib/domain/session-user.ts';
import type { TDemandRuleDto } from '../../../lib/domain/rates-dto.ts';
import { auditRates, demandRuleDetail, signed } from './rates-audit.ts';
import type { AuditText } from '../audit/index.ts';
import { checkPlan, checkRoomTypes } from './check-room-types.ts';
import type { TDemandRuleBody } from './rates.schemas.ts';

/** A hotel's demand pricing rules, by plan then threshold. */
export async function listDemandRules(db: Db, o: { groupId: number }): Promise<TDemandRuleDto[]> {
  return db
    .select({
      ruleId: demandRules.ruleId,
      planId: demandRules.planId,
      planName: ratePlans.name,
      planNameFr: ratePlans.nameFr,
      roomTypeId: demandRules.roomTypeId,
      roomTypeName: roomTypes.name,
      minOccupancy: demandRules.minOccupancy,
      adjustPercent: demandRules.adjustPercent,
      mode: demandRules.mode,
      active: demandRules.active,
    })
    .from(demandRules)
    .innerJoin(ratePlans, eq(ratePlans.planId, demandRules.planId))
    .leftJoin(roomTypes, eq(roomTypes.roomTypeId, demandRules.roomTypeId))
    .where(eq(demandRules.groupId, o.groupId))
    .orderBy(asc(ratePlans.sortOrder), asc(demandRules.planId), asc(demandRules.minOccupancy), asc(demandRules.ruleId));
}

/** What the audit says of a rule added: its plan, its room type when it has one, its threshold and move, applied or suggested. */
function addedText(b: { minOccupancy: number; adjustPercent: number; mode: string }, plan: string, roomType: string | null): AuditText {
  const params = { plan, occupancy: b.minOccupancy, percent: signed(b.adjustPercent) };
  if (b.mode === 'auto')
    return roomType === null
      ? { key: 'audit.msg.rates.demandRuleAuto', params }
      : { key: 'audit.msg.rates.demandRuleAutoType', params: { ...params, roomType } };
  return roomType === null
    ? { key: 'audit.msg.rates.demandRuleSuggested', params }
    : { key: 'audit.msg.rates.demandRuleSuggestedType', params: { ...params, roomType } };
}

/** Adds a rule that moves a plan's price with the occupancy on the books. Audited. */
export async function addDemandRule(db: Db, o: { groupId: number; user: SessionUser; body: TDemandRuleBody }): Promise<TDemandRuleDto> {
  const { groupId, body } = o;
  const plan = await checkPlan(db, { groupId, planId: body.planId, field: 'planId' });
  const type =
    body.roomTypeId === null
      ? null
      : (
          await checkRoomTypes(db, { groupId, roomTypeIds: [body.roomTypeId] }).catch(() => {
            throw notFound(`No room type ${body.roomTypeId} in hotel ${groupId}.`, {
              key: 'errors.hk.noSuch',
              params: { thing: word('errors.thing.roomType') },
            });
          })
        )[0]!;
  const ruleId = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(demandRules)
      .values({ groupId, ...body })
      .returning({ ruleId: demandRules.ruleId });
    await auditRates(tx, { groupId, user: o.user, text: addedText(body, plan.code, type?.name ?? null), detailText: demandRuleDetail(body) });
    return row!.ruleId;
  });
  return (await listDemandRules(db, { groupId })).find((r) => r.ruleId === ruleId)!;
}

/** Removes a rule (its past decisions stay). Audited. */
export async function deleteDemandRule(db: Db, o: { groupId: number; user: SessionUser; ruleId: number }): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await tx
      .delete(demandRules)
      .where(and(eq(demandRules.ruleId, o.ruleId), eq(demandRules.groupId, o.groupId)))
      .returning({ minOccupancy: demandRules.minOccupancy, adjustPercent: demandRules.adjustPercent, mode: demandRules.mode, planId: demandRules.planId });
    if (!row) throw notFound(`No demand rule ${o.ruleId} in hotel ${o.groupId}.`, { key: 'errors.rates.noDemandRule' });
    const [plan] = await tx.select({ code: ratePlans.code }).from(ratePlans).where(eq(ratePlans.planId, row.planId));
    await auditRates(tx, {
      groupId: o.groupId,
      user: o.user,
      text: { key: 'audit.msg.rates.demandRuleRemoved', params: { plan: plan?.code ?? '', occupancy: row.minOccupancy, percent: signed(row.adjustPercent) } },
      detailText: demandRuleDetail(row),
    });
  });
}
