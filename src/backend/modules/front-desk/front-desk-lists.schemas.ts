import { z } from 'zod';
import { daysBetween } from '../../../lib/domain/days.ts';
import { zDay, zStrictNumber } from '../../http/validate.ts';
import { refineText } from '../../http/zod-refusal.ts';
import { day } from '../../../lib/domain/error-params.ts';

/** The front desk's four lists (Check In, In House, Check Out, Cancelation & No Show): queries and rows. */

/** Longest date range a list accepts, in days. */
export const MAX_LIST_RANGE_DAYS = 366;
export const DESK_PAGE_SIZE = 50;
/** How far back the Check In list looks for expected stays whose arrival day has passed. */
export const OVERDUE_LOOKBACK_DAYS = 30;

const zGroup = zStrictNumber(z.number({ error: 'expected a hotel id' }).int('expected a hotel id'))
  .optional()
  .describe('Hotel (default: the current one)');
const zPage = zStrictNumber(z.number({ error: 'expected a number' }).int('expected a whole number').min(0, 'must be 0 or more'))
  .default(0)
  .describe('Page, from 0');
const zSize = zStrictNumber(
  z.number({ error: 'expected a number' }).int('expected a whole number').min(1, 'must be at least 1').max(200, 'at most 200'),
).default(DESK_PAGE_SIZE);
const zFlag = z.enum(['true', 'false'], { error: "expected 'true' or 'false'" }).transform((v) => v === 'true');

/** `to` on or after `from`, and not more than MAX_LIST_RANGE_DAYS apart (when both are given). */
function refineRange<T extends { from?: string | undefined; to?: string | undefined }>(q: T, ctx: z.RefinementCtx): void {
  if (!q.from || !q.to) return;
  if (q.to < q.from)
    ctx.addIssue({ code: 'custom', path: ['to'], ...refineText(`must be on or after from (${q.from})`, 'errors.refine.onOrAfterDay', { day: day(q.from) }) });
  else if (daysBetween(q.from, q.to) > MAX_LIST_RANGE_DAYS)
    ctx.addIssue({
      code: 'custom',
      path: ['to'],
      ...refineText(`the range may span at most ${MAX_LIST_RANGE_DAYS} days`, 'errors.refine.rangeDays', { max: MAX_LIST_RANGE_DAYS }),
    });
}

export const ZArrivalsQuery = z
  .object({
    group: zGroup,
    from: zDay.optional().describe('First arrival day (default: today)'),
    to: zDay.optional().describe('Last arrival day, inclusive (default: from + 30, the arrivals window)'),
    overdue: zFlag.default(true).describe('Also list expected stays whose arrival day passed in the last 30 days (to be checked in late or marked no-show)'),
    page: zPage,
    size: zSize,
  })
  .superRefine(refineRange);
export type TArrivalsQuery = z.infer<typeof ZArrivalsQuery>;

export const ZInHouseQuery = z.object({
  group: zGroup,
  q: z.string().trim().max(100, 'at most 100 characters').optional().describe('Guest name, booking number or room name contains'),
  page: zPage,
  size: zSize,
});
export type TInHouseQuery = z.infer<typeof ZInHouseQuery>;

export const ZDueOutsQuery = z.object({ group: zGroup, page: zPage, size: zSize });

export const CANCELLATION_KINDS = ['all', 'cancelled', 'noshow'] as const;
export const CANCELLATION_DATES = ['arrival', 'cancelled'] as const;

export const ZCancellationsQuery = z
  .object({
    group: zGroup,
    from: zDay.optional().describe('First day of the range (default: today - 30)'),
    to: zDay.optional().describe('Last day of the range, inclusive (default: from + 60)'),
    kind: z.enum(CANCELLATION_KINDS, { error: "expected 'all', 'cancelled' or 'noshow'" }).default('all'),
    by: z
      .enum(CANCELLATION_DATES, { error: "expected 'arrival' or 'cancelled'" })
      .default('arrival')
      .describe(
        "'arrival': stays whose arrival day is in the range; 'cancelled': cancellations made in the range (hotel days) — no-shows have no cancellation moment and are listed by arrival only",
      ),
    page: zPage,
    size: zSize,
  })
  .superRefine(refineRange);
export type TCancellationsQuery = z.infer<typeof ZCancellationsQuery>;
