import { z } from 'zod';
import { zDay, zId, zStrictNumber } from '../../http/validate.ts';
import type { TReservationDetailDto, TReservationOrderDto, TStayChargeDto, TStayGuestDto } from '../../../lib/domain/reservation-detail-dto.ts';
import { refineText } from '../../http/zod-refusal.ts';
import { day } from '../../../lib/domain/error-params.ts';
export type { TReservationDetailDto, TReservationOrderDto, TStayChargeDto, TStayGuestDto };

export const ZReservationIdParams = z.object({ id: zId });

export const ZReservationExistsQuery = z.object({
  customer: zId.optional().describe('Customer id the booking belongs to'),
  number: z.string({ error: 'required' }).trim().min(1, 'required').max(40, 'at most 40 characters').describe('Booking number'),
  groupId: z
    .string()
    .trim()
    .regex(/^\d{1,9}$/, 'expected a hotel id')
    .optional()
    .describe('Hotel; checked against the hotels the user may work in'),
});

export const CALENDAR_MAX_DAYS = 62;

export const ZRoomCalendarQuery = z
  .object({
    group: z
      .string()
      .trim()
      .regex(/^\d{1,9}$/, 'expected a hotel id')
      .optional(),
    from: zDay.optional().describe("First day shown (YYYY-MM-DD); default two days before the hotel's today"),
    to: zDay.optional().describe(`Last day shown (YYYY-MM-DD), at most ${CALENDAR_MAX_DAYS} days after from; default from + days - 1`),
    days: zStrictNumber(
      z
        .number({ error: 'expected a number of days' })
        .int('expected a whole number of days')
        .min(1, 'at least 1 day')
        .max(CALENDAR_MAX_DAYS, `at most ${CALENDAR_MAX_DAYS} days`),
    )
      .optional()
      .describe('Number of days shown when to is absent (default 31)'),
    shape: z
      .enum(['rooms', 'lines'], { error: "expected 'rooms' or 'lines'" })
      .optional()
      .describe("'rooms' (default): each room with its stays; 'lines': the rooms, and the stays as lines of text (the calendar page's)"),
  })
  .superRefine((q, ctx) => {
    if (q.to !== undefined && q.days !== undefined)
      ctx.addIssue({ code: 'custom', path: ['days'], ...refineText('give to or days, not both', 'errors.refine.notBoth') });
    if (q.from === undefined || q.to === undefined) return;
    if (q.from > q.to)
      ctx.addIssue({ code: 'custom', path: ['from'], ...refineText(`${q.from} is after to ${q.to}`, 'errors.refine.onOrBeforeDay', { day: day(q.to) }) });
    else if ((Date.parse(q.to) - Date.parse(q.from)) / 86_400_000 + 1 > CALENDAR_MAX_DAYS)
      ctx.addIssue({
        code: 'custom',
        path: ['to'],
        ...refineText(`at most ${CALENDAR_MAX_DAYS} days from ${q.from}`, 'errors.refine.rangeDays', { max: CALENDAR_MAX_DAYS }),
      });
  });
