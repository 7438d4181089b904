import { z } from 'zod';
import { zDay, zStrictNumber } from '../../http/validate.ts';
import { zLabel } from './property.schemas.ts';
import { zRowId } from './room-status.schemas.ts';
import { refineText } from '../../http/zod-refusal.ts';

/** Interventions (maintenance): types per room type, instances in rooms, reported and today's. */

const zBodyId = z.number({ error: 'expected a whole number' }).int('expected a whole number').positive('expected a positive id').max(2147483647, 'no such id');
const zNote = z
  .string({ error: 'expected text' })
  .trim()
  .max(500, 'at most 500 characters')
  .refine((s) => !/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/.test(s), refineText('control characters are not allowed', 'errors.input.controlChars'));

export const ZInterventionRequest = z.object({
  interventionId: zBodyId.optional(),
  name: zLabel(80),
  description: zNote.default(''),
  everyDays: z.number({ error: 'expected a whole number' }).int('expected a whole number').min(0, 'must be 0 or more').max(366, 'at most 366').default(0),
  roomTypeId: zBodyId.nullable().default(null).describe('Room type it applies to (null: every room)'),
});

export const ZInstancePageQuery = z.object({
  pageNo: zStrictNumber(z.number({ error: 'expected a number' }).int('expected a whole number').min(0, 'must be 0 or more').max(100000, 'too far')).default(0),
  pageSize: zStrictNumber(z.number({ error: 'expected a number' }).int('expected a whole number').min(1, 'at least 1').max(200, 'at most 200')).default(50),
  status: z.enum(['OPEN', 'DONE'], { error: 'expected OPEN or DONE' }).optional(),
  room: zStrictNumber(zBodyId).optional().describe('Only the interventions of this room'),
});

export const ZInstanceAssign = z.object({
  interventionInstanceId: zBodyId,
  assignedTo: zBodyId.nullable().describe('The user who is to do it; null takes it back'),
});

export const ZInstanceUpdate = z.object({
  interventionInstanceId: zBodyId,
  status: z.enum(['OPEN', 'DONE'], { error: 'expected OPEN or DONE' }),
  note: zNote.default(''),
});

export const ZInstanceCreate = z.object({
  roomId: zBodyId,
  interventionId: zBodyId.nullable().default(null),
  assignedTo: zBodyId.nullable().default(null).describe('The user who is to do it'),
  day: zDay.optional(),
  note: zNote.default(''),
});

export const ZEquipmentReport = z.object({
  equipmentId: zBodyId,
  note: zNote.default('').describe('What is wrong'),
  assignedTo: zBodyId.nullable().default(null).describe('The user who is to do it'),
});
export const ZRoomTypeParam = z.object({ roomType: zRowId });
