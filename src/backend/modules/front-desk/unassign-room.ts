import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { reservations } from '../../db/schema/index.ts';
import { conflict } from '../../http/errors.ts';
import { AUDIT } from '../../../lib/domain/audit-types.ts';
import { refuseAssign, refusedBy } from './front-desk-rules.ts';
import type { TStayDto } from '../../../lib/domain/stay-dto.ts';
import { findStay } from './find-stay.ts';
import { auditStay, lockStay, roomName } from './stay-data.ts';
import type { Actor } from '../../core/actor.ts';

/** Takes the room back from an expected stay (audit 25, detached room). */
export async function unassignRoom(db: Db, opts: { reservationId: number; user: Actor }): Promise<TStayDto> {
  await db.transaction(async (tx) => {
    const stay = await lockStay(tx, opts.reservationId);
    const refusal = refuseAssign(stay);
    if (refusal) throw refusedBy(refusal);
    if (stay.roomId === null)
      throw conflict(`Reservation ${stay.number} has no room to take back.`, { key: 'errors.stay.noRoomToTakeBack', params: { number: stay.number } });
    const previous = await roomName(tx, stay.roomId);
    await tx.update(reservations).set({ roomId: null }).where(eq(reservations.reservationId, stay.reservationId));
    await auditStay(tx, {
      stay,
      user: opts.user,
      typeId: AUDIT.DETACHED_ROOM,
      text: { key: 'audit.msg.stay.roomDetached', params: { room: previous ?? '?', number: stay.number } },
    });
  });
  return findStay(db, opts.reservationId);
}
