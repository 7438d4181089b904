import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { reservations } from '../../db/schema/index.ts';
import { conflict } from '../../http/errors.ts';
import { AUDIT } from '../../../lib/domain/audit-types.ts';
import { RESERVATION_STATUS as S } from '../../../lib/domain/reservation-status.ts';
import { refuseCheckOut } from './front-desk-rules.ts';
import type { TStayDto } from './front-desk.schemas.ts';
import { findStay } from './find-stay.ts';
import { dropRoomNights, refreshTotals } from './stay-charges.ts';
import { auditStay, hotelToday, lockStay, roomName, setRoomStatus, type Actor, type HotelClock } from './stay-data.ts';

/**
 * Checks an in-house stay out (audit 6); its room becomes DIRTY. Leaving before the planned day
 * shortens the stay to today, which frees the room and drops the nights not slept.
 */
export async function checkOutStay(db: Db, opts: { reservationId: number; user: Actor } & HotelClock): Promise<TStayDto> {
  await db.transaction(async (tx) => {
    const stay = await lockStay(tx, opts.reservationId);
    const refusal = refuseCheckOut(stay);
    if (refusal) throw conflict(refusal);
    const today = hotelToday(opts);
    const early = today > stay.checkin && today < stay.checkout;
    await tx.update(reservations)
      .set({ status: S.DEPARTED, checkedOutAt: opts.now, ...(early ? { checkout: today } : {}) })
      .where(eq(reservations.reservationId, stay.reservationId));
    if (early) {
      await dropRoomNights(tx, stay, today);
      await refreshTotals(tx, stay, S.DEPARTED);
    }
    if (stay.roomId !== null) await setRoomStatus(tx, stay.roomId, 'DIRTY');
    const room = await roomName(tx, stay.roomId);
    await auditStay(tx, {
      stay, user: opts.user, typeId: AUDIT.CHECKOUT, message: `Reservation ${stay.number} checked out of room ${room ?? '-'}`,
      detail: early ? `early departure on ${today} (planned ${stay.checkout})` : null,
    });
  });
  return findStay(db, opts.reservationId);
}
