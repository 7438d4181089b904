import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { reservations } from '../../db/schema/index.ts';
import { conflict } from '../../http/errors.ts';
import { AUDIT } from '../../../lib/domain/audit-types.ts';
import { refuseMove, refuseRoomForCheckIn, refusedBy } from './front-desk-rules.ts';
import type { TStayDto } from '../../../lib/domain/stay-dto.ts';
import { findStay } from './find-stay.ts';
import { fitRoomType } from './room-type-inventory.ts';
import { assertRoomFree, auditStay, guardRoomConflict, lockRoom, lockStay, roomName, setRoomStatus, type HotelClock } from './stay-data.ts';
import type { Actor } from '../../core/actor.ts';
import { businessDayOn } from '../../core/business-day.ts';
import { assertRoomVacated, guardOneInHouse } from './room-occupant.ts';

/**
 * Moves an in-house stay to another room (audit 13, the move date in the detail). The stay stays
 * one row: the new room must be free over the whole stay (the exclusion constraint checks it),
 * clean or inspected, no other guest still in it, of the stay's type unless `upgrade`; the old room becomes DIRTY.
 */
export async function moveRoom(
  db: Db,
  opts: { reservationId: number; roomId: number; date?: string | undefined; upgrade: boolean; user: Actor } & HotelClock,
): Promise<TStayDto> {
  await db.transaction(async (tx) => {
    const stay = await lockStay(tx, opts.reservationId);
    const date = opts.date ?? businessDayOn(stay.lastClosedDay, opts);
    const refusal = refuseMove(stay, date);
    if (refusal) throw refusedBy(refusal);
    if (stay.roomId === opts.roomId)
      throw conflict(`Reservation ${stay.number} is already in that room.`, { key: 'errors.stay.alreadyInRoom', params: { number: stay.number } });
    const room = await lockRoom(tx, stay.groupId, opts.roomId);
    const dirty = refuseRoomForCheckIn(room);
    if (dirty) throw refusedBy(dirty);
    await assertRoomFree(tx, { room, reservationId: stay.reservationId, checkin: stay.checkin, checkout: stay.checkout });
    // Nights apart, a guest due out (or overstaying) is still in the room: one in-house stay per room.
    await assertRoomVacated(tx, { room, reservationId: stay.reservationId });
    const roomTypeId = await fitRoomType(tx, { stay, room, upgrade: opts.upgrade, now: opts.now });
    const previous = await roomName(tx, stay.roomId);
    await guardRoomConflict({ roomName: room.name, checkin: stay.checkin, checkout: stay.checkout }, () =>
      guardOneInHouse(room.name, () =>
        tx.update(reservations).set({ roomId: room.roomId, roomTypeId }).where(eq(reservations.reservationId, stay.reservationId)),
      ),
    );
    if (stay.roomId !== null) await setRoomStatus(tx, stay.roomId, 'DIRTY');
    await auditStay(tx, {
      stay,
      user: opts.user,
      typeId: AUDIT.ROOM_MOVE,
      text: { key: 'audit.msg.stay.roomMoved', params: { number: stay.number, from: previous ?? '-', room: room.name } },
      detailText: { key: 'audit.detail.stay.movedOn', params: { day: date } },
    });
  });
  return findStay(db, opts.reservationId);
}
