import { z } from 'zod';
import { zStrictNumber } from '../../http/validate.ts';
import { HOUSEKEEPING_STATUSES } from '../../../lib/domain/rooms-dto.ts';
import { DESK_STATES, MARKABLE_STATUSES } from '../../../lib/domain/housekeeping-dto.ts';

/** Room Status (/front-desk/RoomStatus): every room's housekeeping and front-desk state, bulk marking. */

export const zGroup = zStrictNumber(z.number({ error: 'expected a hotel id' }).int('expected a hotel id'))
  .optional()
  .describe('Hotel (default: the current one)');
/** A database id in a query or a body: a positive 32-bit integer. */
export const zRowId = zStrictNumber(
  z.number({ error: 'expected a whole number' }).int('expected a whole number').positive('expected a positive id').max(2147483647, 'no such id'),
);

export const ZRoomStatusQuery = z.object({
  group: zGroup,
  floor: zRowId.optional().describe('Only this floor'),
  building: zRowId.optional().describe('Only this building'),
  status: z
    .enum(HOUSEKEEPING_STATUSES, { error: 'expected CLEAN, DIRTY, INSPECTED or OUT_OF_ORDER' })
    .optional()
    .describe('Only rooms in this housekeeping state'),
  desk: z.enum(DESK_STATES, { error: 'expected VACANT, OCCUPIED, ARRIVING or DEPARTING' }).optional().describe('Only rooms in this front-desk state'),
});
export type TRoomStatusQuery = z.infer<typeof ZRoomStatusQuery>;

export const ZMarkRoomsRequest = z.object({
  roomIds: z
    .array(z.number({ error: 'expected room ids' }).int('expected a whole number').positive('expected a positive id').max(2147483647, 'no such id'), {
      error: 'expected a list of room ids',
    })
    .min(1, 'choose at least one room')
    .max(1000, 'at most 1000 rooms at once')
    .describe('Rooms to mark'),
  status: z.enum(MARKABLE_STATUSES, { error: 'expected CLEAN, DIRTY or INSPECTED' }).describe('New housekeeping state'),
});
export type TMarkRoomsRequest = z.infer<typeof ZMarkRoomsRequest>;
