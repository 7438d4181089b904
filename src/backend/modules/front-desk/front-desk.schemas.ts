import { z } from 'zod';
import { zDay, zId, zStrictNumber } from '../../http/validate.ts';
import { isCountryCode } from '../../../lib/domain/countries.ts';
import { todayUtc } from '../../../lib/domain/days.ts';
import { refineText } from '../../http/zod-refusal.ts';
import { day } from '../../../lib/domain/error-params.ts';

const zMinor = z.number({ error: 'expected an amount in minor units' }).int('expected whole minor units').min(0, 'must not be negative');

export const ZStayIdParams = z.object({ id: zId.describe('Reservation id') });
export const ZRoomIdParams = z.object({ id: zId.describe('Room id') });

/** One guest as a hotel registration card needs it. */
export const ZGuest = z.object({
  firstName: z.string({ error: 'required' }).trim().min(1, 'required').max(100),
  lastName: z.string({ error: 'required' }).trim().min(1, 'required').max(100),
  nationality: z
    .string({ error: 'required' })
    .trim()
    .toUpperCase()
    .regex(/^[A-Z]{2}$/, 'expected an ISO 3166 alpha-2 country code')
    .refine(isCountryCode, refineText('no country has this ISO 3166 alpha-2 code (Morocco is MA)', 'errors.refine.notCountry'))
    .describe('ISO 3166 alpha-2'),
  birthDate: zDay.refine((d) => d <= todayUtc(), refineText('a date of birth cannot be in the future', 'errors.refine.birthInFuture')).describe('YYYY-MM-DD'),
  docTypeId: zId.describe('Identity document type (doc_types)'),
  docNumber: z.string({ error: 'required' }).trim().min(1, 'required').max(64),
  isPrimary: z.boolean().default(false),
});
export type TGuest = z.infer<typeof ZGuest>;

const zGuests = z.array(ZGuest).min(1, 'register at least one guest with an identity document').max(20, 'at most 20 guests');

export const ZCheckInRequest = z.object({
  roomId: zId.optional().describe('Room to check into; defaults to the assigned room'),
  upgrade: z.boolean().default(false).describe('Allow a room of another type (the stay takes that type)'),
  guests: zGuests,
});
export type TCheckInRequest = z.infer<typeof ZCheckInRequest>;

export const ZPreCheckInRequest = z.object({ guests: zGuests });

export const ZCancelRequest = z.object({
  price: zMinor.describe('Cancellation charge, minor units (0: none)'),
  reason: z.string({ error: 'required' }).trim().min(1, 'give the reason of the cancellation').max(500),
});
export type TCancelRequest = z.infer<typeof ZCancelRequest>;

export const ZAssignRequest = z.object({
  roomId: zId,
  upgrade: z.boolean().default(false).describe('Allow a room of another type (the stay takes that type)'),
});

export const ZMoveRequest = z.object({
  roomId: zId,
  date: zDay.optional().describe('First night in the new room (default today)'),
  upgrade: z.boolean().default(false).describe('Allow a room of another type (the stay takes that type)'),
});

export const ZStayUpdateRequest = z
  .object({
    checkin: zDay.optional(),
    checkout: zDay.optional(),
    priceMinor: zMinor.optional().describe('Price of the stay, minor units; rewrites the room-night charges'),
  })
  .refine(
    (v) => v.checkin !== undefined || v.checkout !== undefined || v.priceMinor !== undefined,
    refineText('give checkin, checkout or priceMinor', 'errors.refine.nothingToChange'),
  );
export type TStayUpdateRequest = z.infer<typeof ZStayUpdateRequest>;

export const ZTagParams = z.object({
  id: zId,
  tag: z
    .string()
    .trim()
    .min(1, 'required')
    .max(64, 'at most 64 characters')
    .regex(/^[A-Za-z0-9-]+$/, 'letters, digits and - only'),
});

export const ZNoteRequest = z.object({
  message: z.string({ error: 'required' }).trim().min(1, 'required').max(2000),
  type: z.string().trim().min(1).max(40).default('note'),
});

const zGroup = zStrictNumber(z.number().int()).optional().describe('Hotel (default: the current one)');

export const ZCheckinsPageQuery = z.object({
  group: zGroup,
  pageNo: zStrictNumber(z.number({ error: 'expected a number' }).int().min(0)).default(0),
  pageSize: zStrictNumber(z.number({ error: 'expected a number' }).int().min(1).max(200)).default(20),
});

export const ZGroupQuery = z.object({ group: zGroup });

export const ZCleanRoomsQuery = z.object({ group: zGroup, startService: zDay, endService: zDay }).superRefine((q, ctx) => {
  if (q.endService <= q.startService)
    ctx.addIssue({ code: 'custom', path: ['endService'], ...refineText('must be after startService', 'errors.refine.afterDay', { day: day(q.startService) }) });
});

export const ZFromDateQuery = z.object({ group: zGroup, date: zDay });
