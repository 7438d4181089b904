import { AppError } from '../../http/errors.ts';
import { day } from '../../../lib/domain/error-params.ts';
import type { RestrictionRule, TRestrictionRefusal } from '../../../lib/domain/rates-dto.ts';
import type { ErrorKey } from '../../../lib/i18n/errors.en.ts';

const CODES: Record<RestrictionRule, ErrorKey> = {
  min_stay: 'errors.booking.minStay',
  max_stay: 'errors.booking.maxStay',
  closed_to_arrival: 'errors.booking.closedToArrival',
  closed_to_departure: 'errors.booking.closedToDeparture',
  stop_sell: 'errors.booking.stopSell',
  no_rate: 'errors.booking.noRate',
};

/**
 * A rule of the stay's rate plan refuses it (or a night has no rate): 409 with `field` the rule,
 * and the rule's code with what the screen needs to say it in the clerk's language — the type,
 * the plan, the day the rule sits on, the stay's nights and the rule's value (`limit`, the
 * minimum or maximum nights: "minimum 2 nights").
 */
export function planRuleRefusal(o: {
  roomType: string;
  plan: string;
  checkin: string;
  checkout: string;
  nights: number;
  refusal: TRestrictionRefusal;
}): AppError {
  const r = o.refusal;
  const value = r.limit !== null ? { limit: r.limit, count: r.limit } : {};
  return new AppError('conflict', `${o.roomType}, ${o.checkin} to ${o.checkout}: ${r.message}`, r.rule, {
    key: CODES[r.rule],
    params: { roomType: o.roomType, plan: o.plan, day: day(r.day), nights: o.nights, ...value },
  });
}
