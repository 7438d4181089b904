import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { ratePlans } from '../../db/schema/index.ts';
import type { TRatePlanDto } from '../../../lib/domain/rates-dto.ts';

/** A hotel's rate plans, base plan first then by sort order, each with its parent's name. */
export async function listRatePlans(db: Db, o: { groupId: number }): Promise<TRatePlanDto[]> {
  const rows = await db
    .select({
      planId: ratePlans.planId,
      code: ratePlans.code,
      name: ratePlans.name,
      description: ratePlans.description,
      nameFr: ratePlans.nameFr,
      descriptionFr: ratePlans.descriptionFr,
      isBase: ratePlans.isBase,
      parentPlanId: ratePlans.parentPlanId,
      adjustKind: ratePlans.adjustKind,
      adjustValue: ratePlans.adjustValue,
      refundable: ratePlans.refundable,
      cancelDays: ratePlans.cancelDays,
      includes: ratePlans.includes,
      channels: ratePlans.channels,
      segmentIds: ratePlans.segmentIds,
      active: ratePlans.active,
      sortOrder: ratePlans.sortOrder,
      complimentary: ratePlans.complimentary,
    })
    .from(ratePlans)
    .where(eq(ratePlans.groupId, o.groupId))
    .orderBy(asc(ratePlans.sortOrder), asc(ratePlans.planId));
  const parents = new Map(rows.map((r) => [r.planId, r]));
  return rows
    .map((r) => {
      const parent = r.parentPlanId === null ? undefined : parents.get(r.parentPlanId);
      return { ...r, parentName: parent?.name ?? null, parentNameFr: parent?.nameFr ?? null };
    })
    .sort((a, b) => Number(b.isBase) - Number(a.isBase));
}
