import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { reservations } from '../../db/schema/index.ts';
import { AUDIT } from '../../../lib/domain/audit-types.ts';
import { RESERVATION_STATUS as S } from '../../../lib/domain/reservation-status.ts';
import { refuseNoShow, refusedBy } from './front-desk-rules.ts';
import type { TStayDto } from '../../../lib/domain/stay-dto.ts';
import { findStay } from './find-stay.ts';
import { dropRoomNights, refreshTotals } from './stay-charges.ts';
import { auditStay, lockStay, type HotelClock } from './stay-data.ts';
import type { Actor } from '../../core/actor.ts';
import { businessDayOn } from '../../core/business-day.ts';

/** Marks an expected stay whose arrival day has passed as a no-show (audit 18); it no longer holds its room nor its nights. */
export async function markNoShow(db: Db, opts: { reservationId: number; user: Actor } & HotelClock): Promise<TStayDto> {
  await db.transaction(async (tx) => {
    const stay = await lockStay(tx, opts.reservationId);
    const today = businessDayOn(stay.lastClosedDay, opts);
    const refusal = refuseNoShow(stay, today);
    if (refusal) throw refusedBy(refusal);
    await tx.update(reservations).set({ status: S.NO_SHOW }).where(eq(reservations.reservationId, stay.reservationId));
    // As cancelled stays: the nights are no longer sold; a no-show fee is a later cashiering action.
    await dropRoomNights(tx, stay);
    await refreshTotals(tx, stay, S.NO_SHOW);
    await auditStay(tx, {
      stay,
      user: opts.user,
      typeId: AUDIT.NO_SHOW,
      text: { key: 'audit.msg.stay.noShow', params: { number: stay.number } },
      detailText: { key: 'audit.detail.stay.arrivalWas', params: { day: stay.checkin } },
    });
  });
  return findStay(db, opts.reservationId);
}
