import { z } from 'zod';
import { zDay, zPlainText } from '../../http/validate.ts';
import { OCCUPANCY_SEEN_VALUES } from '../../../lib/domain/housekeeping-dto.ts';
import { INSPECTION_RESULTS } from '../../../lib/domain/housekeeping-reports-dto.ts';
import { zGroup, zRowId } from './room-status.schemas.ts';
import { refineText } from '../../http/zod-refusal.ts';

/** Housekeeping Report, Verification, Matching Report and the room statistics. */

/** The longest period the Housekeeping Report reads at once. */
export const MAX_REPORT_DAYS = 93;

/** Ids in a JSON body: numbers only (a string id is refused, not coerced). */
const zBodyId = z.number({ error: 'expected an id' }).int('expected a whole number').positive('expected a positive id').max(2147483647, 'no such id');
const zIds = (what: string) =>
  z
    .array(zBodyId, { error: `expected a list of ${what} ids` })
    .min(1, `choose at least one ${what}`)
    .max(1000, `at most 1000 ${what}s at once`);

export const ZHousekeepingReportQuery = z.object({
  group: zGroup,
  from: zDay.optional().describe('First day (default: today)'),
  to: zDay.optional().describe('Last day (default: the first day)'),
  maid: zRowId.optional().describe('Only this house maid'),
  floor: zRowId.optional().describe('Only rooms of this floor'),
});
export type THousekeepingReportQuery = z.infer<typeof ZHousekeepingReportQuery>;

export const ZInspectionQuery = z.object({
  group: zGroup,
  day: zDay.optional().describe('Day of the cleanings (default: today)'),
  floor: zRowId.optional().describe('Only rooms of this floor'),
  show: z
    .enum(['pending', 'all'], { error: 'expected pending or all' })
    .optional()
    .describe('pending (default): cleanings not yet inspected; all: with the verdicts'),
});
export type TInspectionQuery = z.infer<typeof ZInspectionQuery>;

export const ZInspectRequest = z
  .object({
    cleaningIds: zIds('cleaning').describe('Cleanings inspected'),
    result: z.enum(INSPECTION_RESULTS, { error: 'expected INSPECTED or REJECTED' }).describe('INSPECTED, or REJECTED: the room is dirty again'),
    note: zPlainText(500).optional().describe('What is wrong (required to reject)'),
  })
  .superRefine((b, ctx) => {
    if (b.result === 'REJECTED' && !b.note)
      ctx.addIssue({ code: 'custom', path: ['note'], ...refineText('say what is wrong to reject a cleaning', 'errors.refine.rejectNeedsNote') });
  });
export type TInspectRequest = z.infer<typeof ZInspectRequest>;

export const ZMatchingQuery = z.object({
  group: zGroup,
  floor: zRowId.optional().describe('Only rooms of this floor'),
  show: z
    .enum(['mismatch', 'all'], { error: 'expected mismatch or all' })
    .optional()
    .describe('mismatch (default): only rooms where housekeeping and the desk differ; all: every room'),
});
export type TMatchingQuery = z.infer<typeof ZMatchingQuery>;

export const ZOccupancyRequest = z.object({
  roomIds: zIds('room').describe('Rooms checked'),
  seen: z.enum(OCCUPANCY_SEEN_VALUES, { error: 'expected OCCUPIED or VACANT' }).describe('What housekeeping found in the rooms today'),
});
export type TOccupancyRequest = z.infer<typeof ZOccupancyRequest>;

export const ZRoomStatsQuery = z.object({ group: zGroup });
export const ZWeeklyStatsQuery = z.object({ group: zGroup, date: zDay.optional().describe('A day of the week (default: today)') });
export const ZWeeklyStatsBody = z.object({ date: zDay.optional().describe('A day of the week (default: today)') });
