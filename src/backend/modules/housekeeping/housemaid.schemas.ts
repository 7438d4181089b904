import { z } from 'zod';
import { OCCUPANCY_SEEN_VALUES } from '../../../lib/domain/housekeeping-dto.ts';
import { zRowId } from './room-status.schemas.ts';

/** The maid's QR page (housemaid/reporting/{floorId}/{roomName}): a room named by its floor and name, with its token. */

export const ZHousemaidParams = z.object({
  floorId: zRowId.describe('Floor of the room'),
  roomName: z.string().min(1, 'required').max(20, 'at most 20 characters').describe('Room name'),
});
const zToken = z
  .string({ error: 'the room token is missing' })
  .min(1, 'the room token is missing')
  .max(100, 'not a room token')
  .describe("The room token from the room's QR code");
export const ZHousemaidQuery = z.object({ k: zToken });
/** An id the phone gives an offline report, so a report sent twice is recorded once. */
const zClientRef = z
  .string({ error: 'expected text' })
  .regex(/^[A-Za-z0-9-]{8,64}$/, 'expected 8 to 64 letters, digits or dashes')
  .optional();

export const ZHousemaidReport = z.object({
  k: zToken,
  equipmentId: z.number({ error: 'expected an equipment id' }).int('expected a whole number').positive('expected a positive id').max(2147483647, 'no such id'),
  clientRef: zClientRef,
});
export const ZHousemaidCleaned = z.object({
  k: zToken,
  seen: z
    .enum(OCCUPANCY_SEEN_VALUES, { error: 'expected OCCUPIED or VACANT' })
    .optional()
    .describe('Whether the maid found the room occupied (guest things) or vacant'),
  clientRef: zClientRef,
});
export const ZHousemaidPhotoParams = ZHousemaidParams.extend({ file: z.string().regex(/^[0-9a-f]{32}\.(jpg|png|webp)$/, 'no such photo') });
