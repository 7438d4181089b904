import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { reservations } from '../../db/schema/index.ts';
import { AUDIT } from '../../../lib/domain/audit-types.ts';
import { RESERVATION_STATUS as S } from '../../../lib/domain/reservation-status.ts';
import { refuseUndoCheckIn, refusedBy } from './front-desk-rules.ts';
import type { TStayDto } from '../../../lib/domain/stay-dto.ts';
import { findStay } from './find-stay.ts';
import { auditStay, lockStay, type HotelClock } from './stay-data.ts';
import type { Actor } from '../../core/actor.ts';
import { businessDayOn, findBusinessDayAt } from '../../core/business-day.ts';

/** Takes back a check-in made by mistake, on its own day only (audit 38); the stay is expected again. */
export async function undoCheckIn(db: Db, opts: { reservationId: number; user: Actor } & HotelClock): Promise<TStayDto> {
  await db.transaction(async (tx) => {
    const stay = await lockStay(tx, opts.reservationId);
    const checkedInDay = stay.checkedInAt ? await findBusinessDayAt(tx, { groupId: stay.groupId, timezone: opts.timezone, at: stay.checkedInAt }) : null;
    const refusal = refuseUndoCheckIn(stay, checkedInDay, businessDayOn(stay.lastClosedDay, opts));
    if (refusal) throw refusedBy(refusal);
    await tx.update(reservations).set({ status: S.EXPECTED, checkedInAt: null }).where(eq(reservations.reservationId, stay.reservationId));
    await auditStay(tx, {
      stay,
      user: opts.user,
      typeId: AUDIT.CANCEL_CHECKIN,
      text: { key: 'audit.msg.stay.checkInUndone', params: { number: stay.number } },
    });
  });
  return findStay(db, opts.reservationId);
}
