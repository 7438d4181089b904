import { z } from 'zod';
import { zDay, zId, zStrictNumber } from '../../http/validate.ts';
import { ADJUST_KINDS, DEMAND_MODES, PLAN_INCLUDES } from '../../../lib/domain/rates-dto.ts';
import { refineText } from '../../http/zod-refusal.ts';
import { day } from '../../../lib/domain/error-params.ts';

const zCode = z
  .string()
  .trim()
  .min(1, 'a code is needed')
  .max(20, 'at most 20 characters')
  .regex(/^[A-Za-z0-9_-]+$/, 'letters, digits, - and _ only');
const zName = z.string().trim().min(1, 'a name is needed').max(80, 'at most 80 characters');
const zChannelNo = z.number().int('expected a channel number').min(0).max(999);
const zQueryInt = (min: number, max: number, what: string) =>
  zStrictNumber(z.number().int(`expected a whole ${what}`).min(min, `at least ${min}`).max(max, `at most ${max}`));

export const ZPlanBody = z
  .object({
    code: zCode,
    name: zName,
    description: z.string().trim().max(500).default(''),
    nameFr: zName.optional().describe('The name French readers see; absent: kept, or for a new plan the English name'),
    descriptionFr: z.string().trim().max(500).optional().describe('The description French readers see; absent: kept, or the English one'),
    parentPlanId: zId.nullable().default(null).describe('Derived from this plan; null: priced on its own'),
    adjustKind: z.enum(ADJUST_KINDS).nullable().default(null),
    adjustValue: z
      .number()
      .int('expected a whole percent or minor units')
      .min(-10_000_000)
      .max(10_000_000)
      .nullable()
      .default(null)
      .describe('Percent (-90 to 500) or minor units added to the parent price'),
    refundable: z.boolean().default(true),
    cancelDays: z.number().int().min(0).max(365).nullable().default(null).describe('Free cancellation until this many days before arrival'),
    includes: z.array(z.enum(PLAN_INCLUDES)).max(PLAN_INCLUDES.length).default([]),
    channels: z.array(zChannelNo).max(50).default([]).describe('Channels it is sold on; empty: all'),
    segmentIds: z.array(zId).max(50).default([]).describe('Market segments that may book it; empty: all'),
    active: z.boolean().default(true),
    sortOrder: z.number().int().min(0).max(1000).default(0),
    complimentary: z.boolean().default(false).describe('Gives its nights away: its stays are sold at zero, on purpose'),
  })
  .superRefine((v, ctx) => {
    if ((v.parentPlanId === null) !== (v.adjustKind === null))
      ctx.addIssue({
        code: 'custom',
        path: ['adjustKind'],
        ...refineText('a derived plan needs a parent and an adjustment kind; a plan priced on its own has neither', 'errors.refine.derivedNeedsParent'),
      });
    if (v.parentPlanId !== null && v.adjustValue === null)
      ctx.addIssue({
        code: 'custom',
        path: ['adjustValue'],
        ...refineText('a derived plan needs an adjustment value (0 for the same price)', 'errors.refine.derivedNeedsValue'),
      });
    if (v.parentPlanId === null && v.adjustValue !== null)
      ctx.addIssue({ code: 'custom', path: ['adjustValue'], ...refineText('only a derived plan has an adjustment', 'errors.refine.onlyDerivedAdjusts') });
    if (v.adjustKind === 'percent' && v.adjustValue !== null && (v.adjustValue < -90 || v.adjustValue > 500))
      ctx.addIssue({ code: 'custom', path: ['adjustValue'], ...refineText('a percent from -90 to 500', 'errors.refine.between', { min: -90, max: 500 }) });
    if (!v.refundable && v.cancelDays !== null)
      ctx.addIssue({ code: 'custom', path: ['cancelDays'], ...refineText('a non-refundable plan has no free cancellation', 'errors.refine.nonRefundable') });
  });
export type TPlanBody = z.infer<typeof ZPlanBody>;

export const ZPlanParams = z.object({ id: zId });

const zRestrictionEdit = z
  .object({
    minStay: z.number().int().min(1, 'at least 1 night').max(60, 'at most 60 nights').nullable().optional().describe('null clears it'),
    maxStay: z.number().int().min(1, 'at least 1 night').max(60, 'at most 60 nights').nullable().optional(),
    closedToArrival: z.boolean().optional(),
    closedToDeparture: z.boolean().optional(),
    stopSell: z.boolean().optional(),
  })
  .strict();

export const ZGridEdit = z
  .object({
    planId: zId,
    roomTypeIds: z.array(zId).min(1, 'choose at least one room type').max(100),
    from: zDay,
    to: zDay.describe('Last day, included'),
    weekdays: z
      .array(z.number().int().min(0, '0 is Sunday').max(6, '6 is Saturday'))
      .min(1, 'choose at least one weekday')
      .max(7)
      .default([0, 1, 2, 3, 4, 5, 6]),
    channel: zChannelNo.default(15).describe("The base plan's channel whose rates a price edits"),
    priceMinor: z.number().int('expected minor units').min(0, 'a price cannot be negative').max(1_000_000_000).optional(),
    restrictions: zRestrictionEdit.optional(),
  })
  .superRefine((v, ctx) => {
    if (v.to < v.from)
      ctx.addIssue({ code: 'custom', path: ['to'], ...refineText(`must be on or after from (${v.from})`, 'errors.refine.onOrAfterDay', { day: day(v.from) }) });
    if (v.priceMinor === undefined && (v.restrictions === undefined || Object.keys(v.restrictions).length === 0))
      ctx.addIssue({
        code: 'custom',
        path: ['priceMinor'],
        ...refineText('give a price or at least one restriction to change', 'errors.refine.priceOrRestriction'),
      });
    const r = v.restrictions;
    if (r?.minStay != null && r.maxStay != null && r.maxStay < r.minStay)
      ctx.addIssue({
        code: 'custom',
        path: ['restrictions', 'maxStay'],
        ...refineText(`must be at least the minimum stay (${r.minStay})`, 'errors.input.tooSmall', { min: r.minStay }),
      });
  });
export type TGridEdit = z.infer<typeof ZGridEdit>;

export const ZGridQuery = z.object({
  plan: zId.optional().describe('Default: the base plan'),
  channel: zQueryInt(0, 999, 'channel').default(15),
  from: zDay,
  days: zQueryInt(1, 366, 'number of days').default(14),
});

export const ZOverbookingEdit = z
  .object({
    roomTypeIds: z.array(zId).min(1, 'choose at least one room type').max(100),
    from: zDay,
    to: zDay,
    weekdays: z.array(z.number().int().min(0).max(6)).min(1).max(7).default([0, 1, 2, 3, 4, 5, 6]),
    units: z.number().int('expected a whole number of units').min(0, 'zero or more').max(100, 'at most 100'),
  })
  .superRefine((v, ctx) => {
    if (v.to < v.from)
      ctx.addIssue({ code: 'custom', path: ['to'], ...refineText(`must be on or after from (${v.from})`, 'errors.refine.onOrAfterDay', { day: day(v.from) }) });
  });
export type TOverbookingEdit = z.infer<typeof ZOverbookingEdit>;

export const ZDemandRuleBody = z.object({
  planId: zId,
  roomTypeId: zId.nullable().default(null),
  minOccupancy: z.number().int().min(0, '0 to 100 %').max(100, '0 to 100 %'),
  adjustPercent: z
    .number()
    .int()
    .min(-90, 'at least -90 %')
    .max(300, 'at most 300 %')
    .refine((n) => n !== 0, refineText('a rule moves the price: not 0', 'errors.refine.ruleNotZero')),
  mode: z.enum(DEMAND_MODES).default('suggest'),
});
export type TDemandRuleBody = z.infer<typeof ZDemandRuleBody>;

export const ZSuggestionsQuery = z.object({ from: zDay, days: zQueryInt(1, 366, 'number of days').default(30) });

export const ZDecisionBody = z.object({
  planId: zId,
  roomTypeId: zId,
  day: zDay,
  ruleId: zId.nullable().default(null),
  percent: z.number().int().min(-90).max(300),
  status: z.enum(['accepted', 'dismissed']),
});
export type TDecisionBody = z.infer<typeof ZDecisionBody>;

export const ZPickupQuery = z.object({
  from: zDay,
  days: zQueryInt(1, 366, 'number of days').default(30),
  window: zQueryInt(1, 365, 'number of days').default(7),
});

export const ZCompetitorBody = z.object({ name: zName });
export const ZCompetitorRatesBody = z.object({
  competitorId: zId,
  rates: z
    .array(z.object({ day: zDay, priceMinor: z.number().int('expected minor units').min(0).max(1_000_000_000) }))
    .min(1)
    .max(400),
});
export const ZCompetitorCsvBody = z.object({ csv: z.string().min(1, 'the file is empty').max(500_000, 'at most 500 kB') });
