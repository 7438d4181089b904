import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { reservations } from '../../db/schema/index.ts';
import { invalid } from '../../http/errors.ts';
import { AUDIT } from '../../../lib/domain/audit-types.ts';
import { RESERVATION_STATUS as S } from '../../../lib/domain/reservation-status.ts';
import { refuseCancel, refusedBy } from './front-desk-rules.ts';
import type { TCancelRequest } from './front-desk.schemas.ts';
import type { TStayDto } from '../../../lib/domain/stay-dto.ts';
import { findStay } from './find-stay.ts';
import { addCharge, dropRoomNights, refreshTotals } from './stay-charges.ts';
import { auditStay, lockStay, type HotelClock } from './stay-data.ts';
import type { Actor } from '../../core/actor.ts';
import { businessDayOn } from '../../core/business-day.ts';
import { money as moneyP } from '../../../lib/domain/error-params.ts';

/**
 * Cancels an expected stay (audit 17): the room and the nights are released; a cancellation
 * fee, when there is one, becomes a charge of the order.
 */
export async function cancelReservation(db: Db, opts: { reservationId: number; input: TCancelRequest; user: Actor } & HotelClock): Promise<TStayDto> {
  const { price, reason } = opts.input;
  await db.transaction(async (tx) => {
    const stay = await lockStay(tx, opts.reservationId);
    const refusal = refuseCancel(stay);
    if (refusal) throw refusedBy(refusal);
    if (price > stay.priceMinor)
      throw invalid('price', `a cancellation fee of ${price} is more than the stay's total ${stay.priceMinor} (reservation ${stay.number})`, {
        key: 'errors.stay.feeAboveTotal',
        params: { fee: moneyP(price, stay.currency), total: moneyP(stay.priceMinor, stay.currency) },
      });
    const today = businessDayOn(stay.lastClosedDay, opts);
    await tx
      .update(reservations)
      .set({ status: S.CANCELLED, cancelledAt: opts.now, cancelReason: reason, cancelPriceMinor: price, roomId: null })
      .where(eq(reservations.reservationId, stay.reservationId));
    await dropRoomNights(tx, stay);
    if (price > 0) await addCharge(tx, stay, { day: today, kind: 'cancellation', description: 'Cancellation fee', amountMinor: price });
    await refreshTotals(tx, stay, S.CANCELLED);
    await auditStay(tx, {
      stay,
      user: opts.user,
      typeId: AUDIT.CANCELLED,
      text: { key: 'audit.msg.stay.cancelled', params: { number: stay.number } },
      // The reason is the clerk's words, kept as typed.
      detailText: { key: 'audit.detail.stay.cancelled', params: { price, currency: stay.currency.trim(), reason } },
    });
  });
  return findStay(db, opts.reservationId);
}
