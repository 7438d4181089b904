import { z } from 'zod';
import { zDay, zStrictNumber } from '../../http/validate.ts';

const zGroup = zStrictNumber(z.number().int('expected a hotel id').min(-1).max(2_147_483_647))
  .optional()
  .describe('Hotel (group id); defaults to the current hotel');

/** A report over a period of days; each report says what its days are and its default period. */
export const ZPeriodQuery = z
  .object({
    group: zGroup,
    from: zDay.optional().describe('First day of the period'),
    to: zDay.optional().describe('Last day of the period (included)'),
  })
  .strict();

export const ZPickupsQuery = ZPeriodQuery.extend({
  stayFrom: zDay.optional().describe('First stay night counted (with stayTo): the pickup for a window of nights'),
  stayTo: zDay.optional().describe('Last stay night counted (with stayFrom)'),
}).strict();

export const ZExtraSalesQuery = ZPeriodQuery.extend({
  free: z
    .enum(['true', 'false'], { error: "expected 'true' or 'false'" })
    .optional()
    .describe('true: only the items given away (at zero price or fully discounted)'),
}).strict();

export const ZGmDashboardQuery = z
  .object({
    group: zGroup,
    day: zDay
      .optional()
      .describe('The day the figures are seen from (today, yesterday, month and year to date around it); defaults to the business date, never after it'),
  })
  .strict();
