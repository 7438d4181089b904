import { z } from 'zod';
import { zStrictNumber } from '../../http/validate.ts';
import { isReservationStatus } from '../../../lib/domain/reservation-status.ts';
import { refineText } from '../../http/zod-refusal.ts';
import { list } from '../../../lib/domain/error-params.ts';

/** Header search: a guest name, booking number or back-office number, in the current hotel. */
export const ZReservationSearchQuery = z.object({
  q: z
    .string({ error: 'required' })
    .trim()
    .min(1, 'type at least one character')
    .max(100, 'at most 100 characters')
    .describe('Guest name (prefix or contains), booking number or BO number'),
  limit: zStrictNumber(z.number({ error: 'expected a number' }).int('expected a whole number').min(1, 'at least 1').max(10, 'at most 10')).default(10),
  resastatus: zStrictNumber(z.number({ error: 'expected a number' }))
    .refine(isReservationStatus, refineText('one of 0, 2, 3, 5, 6', 'errors.input.notOneOf', { values: list(['0', '2', '3', '5', '6'], 'or') }))
    .optional()
    .describe('Only stays in this status (e.g. 2, in house)'),
});
export type TReservationSearchQuery = z.infer<typeof ZReservationSearchQuery>;

/** A hotel-card tag as read by the RFID reader (digits after the keyboard-layout mapping). */
export const ZReservationTagParams = z.object({
  tag: z
    .string()
    .trim()
    .min(1, 'required')
    .max(64, 'at most 64 characters')
    .regex(/^[A-Za-z0-9-]+$/, 'letters, digits and - only'),
});
