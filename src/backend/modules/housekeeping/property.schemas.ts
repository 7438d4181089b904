import { z } from 'zod';
import { zDay, zStrictNumber } from '../../http/validate.ts';
import { daysBetween } from '../../../lib/domain/days.ts';
import { zGroup, zRowId } from './room-status.schemas.ts';
import { refineText } from '../../http/zod-refusal.ts';
import { day } from '../../../lib/domain/error-params.ts';

/** Property configuration (house-keeping/room-options): buildings, floors, zones, rooms, closures, room types. */

/** A label a person types: trimmed, 1..max characters, no control characters. */
export const zLabel = (max: number) =>
  z
    .string({ error: 'expected text' })
    .trim()
    .min(1, 'required')
    .max(max, `at most ${max} characters`)
    .refine((s) => !/[\u0000-\u001f\u007f]/.test(s), refineText('control characters are not allowed', 'errors.input.controlChars'));
const zOptionalText = (max: number) =>
  z
    .string({ error: 'expected text' })
    .trim()
    .max(max, `at most ${max} characters`)
    .refine((s) => !/[\u0000-\u001f\u007f]/.test(s), refineText('control characters are not allowed', 'errors.input.controlChars'))
    .default('');
const zBodyId = z.number({ error: 'expected a whole number' }).int('expected a whole number').positive('expected a positive id').max(2147483647, 'no such id');

export const ZGroupQuery = z.object({ group: zGroup });
export const ZIdParam = z.object({ id: zRowId });
export const ZPageQuery = z.object({
  group: zGroup,
  pageNo: zStrictNumber(z.number({ error: 'expected a number' }).int('expected a whole number').min(0, 'must be 0 or more').max(100000, 'too far')).default(0),
  pageSize: zStrictNumber(z.number({ error: 'expected a number' }).int('expected a whole number').min(1, 'at least 1').max(500, 'at most 500')).default(50),
});

export const ZBuildingRequest = z.object({ buildingId: zBodyId.optional(), name: zLabel(60).describe('Building name, unique in the hotel') });
export const ZFloorRequest = z.object({
  floorId: zBodyId.optional(),
  buildingId: zBodyId.describe('Building the floor is in'),
  name: zLabel(60),
  level: z.number({ error: 'expected a whole number' }).int('expected a whole number').min(-10, 'at least -10').max(200, 'at most 200'),
});
export const ZZoneRequest = z.object({ zoneId: zBodyId.optional(), name: zLabel(60) });

const zTagList = z.array(zLabel(40), { error: 'expected a list of tags' }).max(20, 'at most 20 tags').default([]);
export const ZRoomTags = z
  .object({ RoomView: zTagList, RoomBedLayout: zTagList, RoomOther: zTagList })
  .default({ RoomView: [], RoomBedLayout: [], RoomOther: [] });

export const ZRoomRequest = z.object({
  roomId: zBodyId.optional().describe('The room to edit (PUT)'),
  name: zLabel(20).describe('Room number, unique in the hotel'),
  roomTypeId: zBodyId,
  floorId: zBodyId.nullable().default(null),
  zoneId: zBodyId.nullable().default(null),
  active: z.boolean({ error: 'expected true or false' }).default(true),
  tags: ZRoomTags,
});
export type TRoomRequest = z.infer<typeof ZRoomRequest>;

/** Longest closure, in nights. */
export const MAX_CLOSURE_NIGHTS = 730;
export const ZClosureRequest = z
  .object({
    from: zDay.describe('First closed night'),
    to: zDay.describe('Day the room reopens (the night before is the last closed one)'),
    reason: zLabel(200).describe('Why the room is out of order'),
  })
  .superRefine((v, ctx) => {
    if (v.to <= v.from)
      ctx.addIssue({ code: 'custom', path: ['to'], ...refineText(`must be after from (${v.from})`, 'errors.refine.afterDay', { day: day(v.from) }) });
    else if (daysBetween(v.from, v.to) > MAX_CLOSURE_NIGHTS)
      ctx.addIssue({
        code: 'custom',
        path: ['to'],
        ...refineText(`a closure may span at most ${MAX_CLOSURE_NIGHTS} nights`, 'errors.refine.closureNights', { max: MAX_CLOSURE_NIGHTS }),
      });
  });
export const ZClosureParams = z.object({ id: zRowId, closureId: zRowId });

export const ZPhoto = z.object({
  title: zOptionalText(80),
  category: zOptionalText(40),
  url: z.string({ error: 'expected a file name' }).regex(/^[0-9a-f]{32}\.(jpg|png|webp)$/, 'expected a stored photo file name (from POST /photos)'),
});
const zPhotos = z.array(ZPhoto, { error: 'expected a list of photos' }).max(12, 'at most 12 photos').default([]);

export const ZRoomTypeRequest = z.object({
  id: zBodyId.optional(),
  code: z
    .string({ error: 'expected text' })
    .trim()
    .min(1, 'required')
    .max(12, 'at most 12 characters')
    .regex(/^[A-Za-z0-9_-]+$/, 'letters, digits, - and _ only'),
  name: zLabel(60),
  capacity: z.number({ error: 'expected a whole number' }).int('expected a whole number').min(1, 'at least 1').max(20, 'at most 20'),
  baseRateMinor: z
    .number({ error: 'expected an amount in minor units' })
    .int('expected whole minor units')
    .min(0, 'must be 0 or more')
    .max(100_000_000, 'too large')
    .default(0),
  photos: zPhotos,
});

export const ZEquipmentRequest = z.object({
  equipmentId: zBodyId.optional(),
  roomId: zBodyId,
  type: zLabel(60),
  serial: zOptionalText(60),
  mark: zOptionalText(60),
  photos: zPhotos,
});

/** A photo upload from the add-image dialog: the file as a data URL (JPEG, PNG or WebP, at most 2 MB). */
export const MAX_PHOTO_BYTES = 2 * 1024 * 1024;
export const ZPhotoUpload = z.object({
  title: zOptionalText(80),
  category: zOptionalText(40),
  data: z
    .string({ error: 'expected the file as a data URL' })
    .max(Math.ceil((MAX_PHOTO_BYTES * 4) / 3) + 40, 'the photo is larger than 2 MB')
    .regex(/^data:image\/(jpeg|png|webp);base64,[A-Za-z0-9+/]+=*$/, 'expected a JPEG, PNG or WebP image as a data URL'),
});
export const ZPhotoFile = z.object({ file: z.string().regex(/^[0-9a-f]{32}\.(jpg|png|webp)$/, 'no such photo') });

export const ZSettingsRequest = z.object({
  url: z
    .url({ error: "expected the http(s) address of the booking system's units list" })
    .max(500, 'at most 500 characters')
    .refine((u) => /^https?:\/\//.test(u), refineText('expected an http(s) address', 'errors.refine.notUrl')),
  accessToken: z
    .string({ error: 'expected text' })
    .trim()
    .min(1, 'required')
    .max(2000, 'at most 2000 characters')
    .refine((s) => !/[\u0000-\u001f\u007f]/.test(s), refineText('control characters are not allowed', 'errors.input.controlChars')),
});
