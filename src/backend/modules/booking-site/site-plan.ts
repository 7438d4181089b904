import type { TQuotePlan } from '../../../lib/domain/booking-dto.ts';
import type { TSitePlanDto } from '../../../lib/domain/booking-site-dto.ts';
import { freeCancelUntil } from './cancel-policy.ts';

/** A plan as the guest reads it, with the last day its stay from `checkin` cancels free. */
export function sitePlan(p: TQuotePlan, checkin: string): TSitePlanDto {
  return {
    planId: p.planId,
    code: p.code,
    name: p.name,
    refundable: p.refundable,
    cancelDays: p.cancelDays,
    includes: p.includes,
    freeCancelUntil: freeCancelUntil({ checkin, refundable: p.refundable, cancelDays: p.cancelDays }),
  };
}
