import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { reservations } from '../../db/schema/index.ts';
import { AUDIT } from '../../../lib/domain/audit-types.ts';
import { refuseAssign, refusedBy } from './front-desk-rules.ts';
import type { TStayDto } from '../../../lib/domain/stay-dto.ts';
import { findStay } from './find-stay.ts';
import { fitRoomType } from './room-type-inventory.ts';
import { assertRoomFree, auditStay, roomForDetail, guardRoomConflict, lockRoom, lockStay, roomName } from './stay-data.ts';
import type { Actor } from '../../core/actor.ts';

/** Gives an expected stay a room of its type (another type with `upgrade`, if one is left to sell), free over the whole stay (audit 12). */
export async function assignRoom(db: Db, opts: { reservationId: number; roomId: number; upgrade: boolean; user: Actor; now: Date }): Promise<TStayDto> {
  await db.transaction(async (tx) => {
    const stay = await lockStay(tx, opts.reservationId);
    const refusal = refuseAssign(stay);
    if (refusal) throw refusedBy(refusal);
    const room = await lockRoom(tx, stay.groupId, opts.roomId);
    await assertRoomFree(tx, { room, reservationId: stay.reservationId, checkin: stay.checkin, checkout: stay.checkout });
    const roomTypeId = await fitRoomType(tx, { stay, room, upgrade: opts.upgrade, now: opts.now });
    const previous = await roomName(tx, stay.roomId);
    await guardRoomConflict({ roomName: room.name, checkin: stay.checkin, checkout: stay.checkout }, () =>
      tx.update(reservations).set({ roomId: room.roomId, roomTypeId }).where(eq(reservations.reservationId, stay.reservationId)),
    );
    await auditStay(tx, {
      stay,
      user: opts.user,
      typeId: AUDIT.ROOM_ASSIGNMENT,
      text: { key: 'audit.msg.stay.roomAssigned', params: { room: room.name, number: stay.number } },
      detailText: roomForDetail(previous, stay, room.roomTypeId !== stay.roomTypeId),
    });
  });
  return findStay(db, opts.reservationId);
}
