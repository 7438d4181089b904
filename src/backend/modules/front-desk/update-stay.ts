import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { reservations } from '../../db/schema/index.ts';
import { AUDIT } from '../../../lib/domain/audit-types.ts';
import { refuseDateChange, refusePriceChange, refusedBy } from './front-desk-rules.ts';
import type { TStayUpdateRequest } from './front-desk.schemas.ts';
import type { TStayDto } from '../../../lib/domain/stay-dto.ts';
import { findStay } from './find-stay.ts';
import { takeAddedNights } from './room-type-inventory.ts';
import { refreshTotals, rewriteRoomNights } from './stay-charges.ts';
import { repriceStay } from '../../../lib/domain/stay-lines.ts';
import { assertRoomFree, auditStay, datesParams, guardRoomConflict, lockRoom, lockStay, type HotelClock } from './stay-data.ts';
import type { Actor } from '../../core/actor.ts';
import { businessDayOn } from '../../core/business-day.ts';

/**
 * Edits a stay's dates (audit 10) and/or its total price (audit 14); new dates without a price
 * keep the price per night. The room-night charges are rewritten at the stay's price; the assigned
 * room must stay free over the new dates.
 */
export async function updateStay(db: Db, opts: { reservationId: number; input: TStayUpdateRequest; user: Actor } & HotelClock): Promise<TStayDto> {
  await db.transaction(async (tx) => {
    const stay = await lockStay(tx, opts.reservationId);
    const dates = { checkin: opts.input.checkin ?? stay.checkin, checkout: opts.input.checkout ?? stay.checkout };
    // New dates without a new price keep the price per night (as a drag on the calendar does).
    const next = { ...dates, priceMinor: opts.input.priceMinor ?? repriceStay(stay.priceMinor, stay, dates) };
    const datesChange = next.checkin !== stay.checkin || next.checkout !== stay.checkout;
    const priceChanges = opts.input.priceMinor !== undefined && opts.input.priceMinor !== stay.priceMinor;
    if (datesChange) {
      const refusal = refuseDateChange(stay, next, businessDayOn(stay.lastClosedDay, opts));
      if (refusal) throw refusedBy(refusal);
    }
    if (priceChanges) {
      const refusal = refusePriceChange(stay);
      if (refusal) throw refusedBy(refusal);
    }
    if (!datesChange && !priceChanges) return;
    // Edits of the price follow the price rules; a price that only follows new dates follows the date rules.
    const room = stay.roomId === null ? null : await lockRoom(tx, stay.groupId, stay.roomId);
    if (room && datesChange) await assertRoomFree(tx, { room, reservationId: stay.reservationId, checkin: next.checkin, checkout: next.checkout });
    await takeAddedNights(tx, { stay, next, now: opts.now });
    await guardRoomConflict({ roomName: room?.name ?? '?', checkin: next.checkin, checkout: next.checkout }, () =>
      tx.update(reservations).set(next).where(eq(reservations.reservationId, stay.reservationId)),
    );
    await rewriteRoomNights(tx, stay, next);
    await refreshTotals(tx, stay, stay.status);
    if (datesChange) {
      await auditStay(tx, {
        stay,
        user: opts.user,
        typeId: AUDIT.UPDATE_RESERVATION,
        text: { key: 'audit.msg.stay.datesChanged', params: { number: stay.number } },
        detailText: { key: 'audit.detail.stay.dates', params: datesParams(stay, next) },
      });
    }
    if (priceChanges) {
      await auditStay(tx, {
        stay,
        user: opts.user,
        typeId: AUDIT.EDIT_PRICE,
        text: { key: 'audit.msg.stay.priceChanged', params: { number: stay.number } },
        detailText: { key: 'audit.detail.stay.price', params: { price: stay.priceMinor, newPrice: next.priceMinor, currency: stay.currency } },
      });
    }
  });
  return findStay(db, opts.reservationId);
}
