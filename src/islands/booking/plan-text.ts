import { ApiError } from '../../lib/api-error.ts';
import { formatDay } from '../../lib/format.ts';
import { errorText } from '../../lib/i18n/error-text.ts';
import { planName } from '../../lib/i18n/plan-name.ts';
import type { TQuotePlan } from '../../lib/domain/booking-dto.ts';
import { PLAN_INCLUDES, RESTRICTION_RULES, type PlanInclude, type RestrictionRule } from '../../lib/domain/rates-dto.ts';
import type { BookingT } from './booking-i18n.ts';

/** A plan's cancellation policy in plain words: non-refundable, or free until so many days before arrival. */
export function cancellationText(plan: Pick<TQuotePlan, 'refundable' | 'cancelDays'>, t: BookingT): string {
  if (!plan.refundable) return t('booking.plan.nonRefundable');
  if (plan.cancelDays === null) return t('booking.plan.refundable');
  if (plan.cancelDays === 0) return t('booking.plan.freeUntilArrival');
  return t('booking.plan.freeUntil', { days: plan.cancelDays, count: plan.cancelDays });
}

/** What the plan includes besides the room ('Room only' when nothing). */
export function includesText(plan: Pick<TQuotePlan, 'includes'>, t: BookingT): string {
  if (plan.includes.length === 0) return t('booking.plan.roomOnly');
  const known = (i: string): i is PlanInclude => (PLAN_INCLUDES as readonly string[]).includes(i);
  return t('booking.plan.includes', { list: plan.includes.map((i) => (known(i) ? t(`rates.inc.${i}`) : i)).join(', ') });
}

/** The rule refusing a stay with its value ('minimum 2 nights': the arrival is the one searched) or its day ('no departure on 04/05/2026'). */
export function ruleText(r: { rule: string; day: string; limit?: number | null | undefined }, t: BookingT, locale: string): string {
  const known = (RESTRICTION_RULES as readonly string[]).includes(r.rule);
  if (!known) return r.rule;
  const vars = { day: formatDay(r.day, locale), ...(r.limit != null ? { limit: r.limit, count: r.limit } : {}) };
  return t(`booking.quote.rule.${r.rule as RestrictionRule}`, vars);
}

/**
 * A booking refused by a rule of its rate plan (the API's 'errors.booking.*' codes, with the rule's
 * day and value), said in the clerk's language; null for any other failure (the API's own message then).
 * The API names the plan as it is stored (its English name): one of the quote's `plans` is named
 * in the clerk's language ('Chambre et petit-déjeuner'), as the quote table names it.
 */
export function planRefusalText(err: unknown, locale: string, plans: readonly Pick<TQuotePlan, 'name' | 'nameFr'>[] = []): string | null {
  if (!(err instanceof ApiError) || !err.code?.startsWith('errors.booking.')) return null;
  const named = err.params?.['plan'];
  const plan = typeof named === 'string' ? plans.find((p) => p.name === named) : undefined;
  if (!plan) return errorText(err, locale);
  return errorText({ code: err.code, params: { ...err.params, plan: planName(locale, plan) }, field: err.field, message: err.message }, locale);
}
