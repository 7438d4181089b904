import { z } from 'zod';
import { zDay } from '../../http/validate.ts';
import { MAX_NIGHTS } from '../booking/index.ts';
import { nightsBetween } from '../rates/index.ts';
import { refineText } from '../../http/zod-refusal.ts';
import { day } from '../../../lib/domain/error-params.ts';

/** A drop on the tape chart: where the stay should be now. */
export const ZRescheduleRequest = z
  .object({
    roomId: z
      .number({ error: 'expected a room id or null' })
      .int('expected a room id')
      .positive('expected a room id')
      .nullable()
      .optional()
      .describe('Room the stay goes to; null: no room (expected stays only); absent: the room it has'),
    checkin: zDay.describe('Arrival day (YYYY-MM-DD)'),
    checkout: zDay.describe('Departure day (YYYY-MM-DD), after checkin'),
  })
  .superRefine((v, ctx) => {
    if (v.checkout <= v.checkin)
      ctx.addIssue({
        code: 'custom',
        path: ['checkout'],
        ...refineText(`must be after checkin (${v.checkin})`, 'errors.refine.afterDay', { day: day(v.checkin) }),
      });
    else if (nightsBetween(v.checkin, v.checkout) > MAX_NIGHTS)
      ctx.addIssue({
        code: 'custom',
        path: ['checkout'],
        ...refineText(`a stay is at most ${MAX_NIGHTS} nights`, 'errors.refine.stayNights', { max: MAX_NIGHTS }),
      });
  });
export type TRescheduleRequest = z.infer<typeof ZRescheduleRequest>;
