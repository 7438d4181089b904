import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { ratePlans, roomTypes } from '../../db/schema/index.ts';
import { conflict, type AppError } from '../../http/errors.ts';
import type { TQuotePlan } from '../../../lib/domain/booking-dto.ts';
import type { TSitePlanDto } from '../../../lib/domain/booking-site-dto.ts';
import { freeCancelUntil } from './cancel-policy.ts';
import { named } from '../../../lib/domain/error-params.ts';

/** A plan as the guest reads it, with the last day its stay from `checkin` cancels free. */
export function sitePlan(p: TQuotePlan, checkin: string): TSitePlanDto {
  return {
    planId: p.planId,
    code: p.code,
    name: p.name,
    nameFr: p.nameFr,
    refundable: p.refundable,
    cancelDays: p.cancelDays,
    includes: p.includes,
    freeCancelUntil: freeCancelUntil({ checkin, refundable: p.refundable, cancelDays: p.cancelDays }),
  };
}

/** 409: the plan is not (or no longer) on sale for the room type; the guest reads the plan's name in their language, never its id. */
export async function notOnSale(db: Db, o: { groupId: number; planId: number; roomTypeId: number; message: string }): Promise<AppError> {
  const [[plan], [type]] = await Promise.all([
    db
      .select({ name: ratePlans.name, nameFr: ratePlans.nameFr })
      .from(ratePlans)
      .where(and(eq(ratePlans.planId, o.planId), eq(ratePlans.groupId, o.groupId))),
    db
      .select({ name: roomTypes.name })
      .from(roomTypes)
      .where(and(eq(roomTypes.roomTypeId, o.roomTypeId), eq(roomTypes.groupId, o.groupId))),
  ]);
  return conflict(o.message, { key: 'errors.site.notOnSale', params: { plan: named(plan?.name ?? '', plan?.nameFr ?? ''), roomType: type?.name ?? '' } });
}
