import type { TRestrictionRefusal } from '../../../lib/domain/rates-dto.ts';

/**
 * A room type without a rate is not sold: the nights whose rate (before children) comes out at
 * zero — no rate in the grid and no rack rate, or a plan priced down to nothing — unless the plan
 * gives its nights away (complimentary). The refusal names the type, the plan and the nights.
 */
export function missingRate(o: {
  roomTypeName: string;
  plan: { code: string; complimentary: boolean } | null;
  rates: readonly { day: string; rateMinor: number }[];
}): TRestrictionRefusal | null {
  if (o.plan?.complimentary) return null;
  const days = o.rates.filter((r) => r.rateMinor <= 0).map((r) => r.day);
  if (days.length === 0) return null;
  const on = o.plan ? ` on plan ${o.plan.code}` : '';
  return {
    rule: 'no_rate',
    day: days[0]!,
    planCode: o.plan?.code ?? '',
    limit: null,
    message: `No rate for ${o.roomTypeName}${on} on ${days.join(', ')}: a room type without a rate is not sold. Set its rate in Rate Management (the grid, or the type's rack rate), or book it on a complimentary plan.`,
  };
}
