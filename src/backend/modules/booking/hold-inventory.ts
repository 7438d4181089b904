import type { Db } from '../../db/client.ts';
import { inventoryHolds } from '../../db/schema/index.ts';
import { conflict } from '../../http/errors.ts';
import { lockRoomType } from './lock-room-type.ts';
import { holdColumns, toHoldDto } from './hold-data.ts';
import { addDays } from '../../../lib/domain/days.ts';
import { quoteRoomTypes } from './quote-room-types.ts';
import type { THoldRequest } from './booking.schemas.ts';
import type { THoldDto } from '../../../lib/domain/booking-dto.ts';
import { day as dayP } from '../../../lib/domain/error-params.ts';

/** Holds units of a room type over some nights for `minutes`; it stops counting when it expires. */
export async function holdInventory(db: Db, opts: { groupId: number; userId: number; input: THoldRequest; now: Date; minutes: number }): Promise<THoldDto> {
  const { input, groupId, now } = opts;
  const checkout = addDays(input.checkin, input.nights);
  return db.transaction(async (tx) => {
    const type = await lockRoomType(tx, { groupId, roomTypeId: input.roomTypeId });
    const [q] = await quoteRoomTypes(tx, { groupId, roomTypeId: input.roomTypeId, checkin: input.checkin, nights: input.nights, adults: 1, kidAges: [], now });
    const left = q?.unitsLeft ?? 0;
    if (left < input.units) {
      throw conflict(`Only ${left} unit(s) of ${type.name} are free from ${input.checkin} to ${checkout}; ${input.units} cannot be held.`, {
        key: 'errors.hold.notEnoughUnits',
        params: { left, roomType: type.name, from: dayP(input.checkin), to: dayP(checkout), units: input.units },
      });
    }
    const [h] = await tx
      .insert(inventoryHolds)
      .values({
        groupId,
        roomTypeId: input.roomTypeId,
        checkin: input.checkin,
        checkout,
        units: input.units,
        status: 'held',
        expiresAt: new Date(now.getTime() + opts.minutes * 60_000),
        createdBy: opts.userId,
      })
      .returning(holdColumns);
    return toHoldDto(h!);
  });
}
