import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { reservations } from '../../db/schema/index.ts';
import { conflict } from '../../http/errors.ts';
import { AUDIT } from '../../../lib/domain/audit-types.ts';
import { departureOf } from '../../../lib/domain/desk-rules.ts';
import { RESERVATION_STATUS as S } from '../../../lib/domain/reservation-status.ts';
import { refuseCheckOut, refusedBy } from './front-desk-rules.ts';
import type { TCheckOutPreviewDto, TStayDto } from '../../../lib/domain/stay-dto.ts';
import { findStay } from './find-stay.ts';
import { storedLine } from '../../../lib/i18n/stored-texts.ts';
import { addCharge, dropRoomNights, refreshTotals, roomNightsFrom } from './stay-charges.ts';
import { auditStay, findDeskRules, lockStay, readStay, roomName, setRoomStatus, type HotelClock, type StayRow } from './stay-data.ts';
import type { Actor } from '../../core/actor.ts';

async function departureFor(tx: Db, stay: StayRow, today: string): Promise<TCheckOutPreviewDto> {
  const rules = await findDeskRules(tx, stay.groupId);
  const departure = departureOf(stay, today, rules.earlyDepartureRule);
  const unusedMinor = departure.timing === 'early' ? await roomNightsFrom(tx, stay, departure.checkout) : 0;
  return { ...departure, today, unusedMinor, chargedMinor: departure.rule === 'charge' ? unusedMinor : 0 };
}
import { openGuestBalance } from '../folio/index.ts';
import { majorInput } from '../../../lib/format.ts';
import { businessDayOn, findBusinessDay } from '../../core/business-day.ts';
import { money as moneyP } from '../../../lib/domain/error-params.ts';

/**
 * What checking the stay out today would do (a GET: nothing changes): early, due or late, the
 * departure it ends with, the nights not slept and what the hotel's rule makes of them.
 */
export async function previewCheckOut(db: Db, opts: { reservationId: number } & HotelClock): Promise<TCheckOutPreviewDto> {
  const stay = await readStay(db, opts.reservationId);
  const refusal = refuseCheckOut(stay);
  if (refusal) throw refusedBy(refusal);
  return departureFor(db, stay, await findBusinessDay(db, { ...opts, groupId: stay.groupId }));
}

/**
 * Checks an in-house stay out (audit 6); its room becomes DIRTY. Leaving before the booked day
 * shortens the stay to today, which frees the room for the nights left; those nights are dropped
 * or, by the hotel's rule, charged as one early-departure fee.
 */
export async function checkOutStay(db: Db, opts: { reservationId: number; user: Actor } & HotelClock): Promise<TStayDto> {
  await db.transaction(async (tx) => {
    const stay = await lockStay(tx, opts.reservationId);
    const refusal = refuseCheckOut(stay);
    if (refusal) throw refusedBy(refusal);
    const today = businessDayOn(stay.lastClosedDay, opts);
    const d = await departureFor(tx, stay, today);
    const early = d.timing === 'early';
    await tx
      .update(reservations)
      .set({ status: S.DEPARTED, checkedOutAt: opts.now, ...(early ? { checkout: d.checkout, priceMinor: stay.priceMinor - d.unusedMinor } : {}) })
      .where(eq(reservations.reservationId, stay.reservationId));
    if (early) {
      await dropRoomNights(tx, stay, d.checkout);
      if (d.chargedMinor > 0) {
        await addCharge(tx, stay, {
          day: today,
          kind: 'fee',
          description: `Early departure: ${d.unusedNights.length} night(s) not used`,
          text: storedLine('folio.line.earlyDeparture', { nights: d.unusedNights.length }),
          amountMinor: d.chargedMinor,
        });
      }
    }
    await refreshTotals(tx, stay, S.DEPARTED);
    const open = await openGuestBalance(tx, { orderId: stay.orderId, reservationId: stay.reservationId });
    if (open !== 0) {
      const amount = `${majorInput(Math.abs(open), stay.currency)} ${stay.currency}`;
      throw conflict(
        open > 0
          ? `Reservation ${stay.number} cannot check out: ${amount} is still open on its folio. Take the payment, or route the rest to a company account, then check out.`
          : `Reservation ${stay.number} cannot check out: the guest has paid ${amount} too much. Refund it (a negative payment), then check out.`,
        {
          key: open > 0 ? 'errors.stay.checkOutBalanceDue' : 'errors.stay.checkOutOverpaid',
          params: { number: stay.number, amount: moneyP(Math.abs(open), stay.currency) },
        },
      );
    }
    if (stay.roomId !== null) await setRoomStatus(tx, stay.roomId, 'DIRTY');
    const room = await roomName(tx, stay.roomId);
    const detail = early
      ? `early departure on ${today} (booked until ${stay.checkout}); ${d.unusedNights.length} night(s) not used ${d.rule === 'charge' ? `charged ${d.chargedMinor}` : 'dropped'}`
      : d.timing === 'late'
        ? `late departure on ${today} (booked until ${stay.checkout})`
        : null;
    await auditStay(tx, {
      stay,
      user: opts.user,
      typeId: AUDIT.CHECKOUT,
      text: { key: 'audit.msg.stay.checkedOut', params: { number: stay.number, room: room ?? '-' } },
      detail,
    });
  });
  return findStay(db, opts.reservationId);
}
