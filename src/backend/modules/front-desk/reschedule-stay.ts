import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { reservations } from '../../db/schema/index.ts';
import { AUDIT } from '../../../lib/domain/audit-types.ts';
import { RESERVATION_STATUS as S } from '../../../lib/domain/reservation-status.ts';
import type { TRescheduleRequest } from './calendar.schemas.ts';
import type { TStayDto } from '../../../lib/domain/stay-dto.ts';
import { findStay } from './find-stay.ts';
import { moveRoom } from './move-room.ts';
import { refuseReschedule, type StayPlace } from './reschedule-rules.ts';
import { refusedBy } from './front-desk-rules.ts';
import { repriceStay } from '../../../lib/domain/stay-lines.ts';
import { fitRoomType, takeAddedNights } from './room-type-inventory.ts';
import { refreshTotals, rewriteRoomNights } from './stay-charges.ts';
import {
  assertRoomFree,
  auditStay,
  datesParams,
  roomForDetail,
  guardRoomConflict,
  lockRoom,
  lockStay,
  roomName,
  type HotelClock,
  type StayRow,
} from './stay-data.ts';
import type { Actor } from '../../core/actor.ts';
import { businessDayOn } from '../../core/business-day.ts';

interface Call extends HotelClock {
  reservationId: number;
  user: Actor;
}

/**
 * A drop on the tape chart: the stay goes to other days and/or another room (of any type: the
 * stay then takes that type, if a unit of it is left), or its departure is stretched. One
 * transaction under the same locks and constraint as a booking; the server decides, a clash is a
 * 409 naming the room and the dates. An in-house stay moves rooms from today (a room move).
 */
export async function rescheduleStay(db: Db, opts: Call & { input: TRescheduleRequest }): Promise<TStayDto> {
  await db.transaction(async (tx) => {
    const stay = await lockStay(tx, opts.reservationId);
    const today = businessDayOn(stay.lastClosedDay, opts);
    const next: StayPlace = {
      checkin: opts.input.checkin,
      checkout: opts.input.checkout,
      roomId: opts.input.roomId === undefined ? stay.roomId : opts.input.roomId,
    };
    const refusal = refuseReschedule(stay, next, today);
    if (refusal) throw refusedBy(refusal);
    if (stay.status === S.IN_HOUSE && next.roomId !== stay.roomId) await moveInHouse(tx, { ...opts, stay, next });
    else await placeStay(tx, { ...opts, stay, next });
  });
  return findStay(db, opts.reservationId);
}

/**
 * An in-house stay changing rooms: the move itself is the front desk's room move (from today,
 * the old room DIRTY, audit 13). A longer stay moves first, so its new nights are asked of the
 * new room; a shorter one shrinks first, so the new room need only be free for what is left.
 */
async function moveInHouse(tx: Db, o: Call & { stay: StayRow; next: StayPlace }): Promise<void> {
  const move = () => moveRoom(tx, { reservationId: o.reservationId, roomId: o.next.roomId!, upgrade: true, user: o.user, now: o.now, timezone: o.timezone });
  const stretch = async () => {
    const moved = await lockStay(tx, o.reservationId);
    await placeStay(tx, { ...o, stay: moved, next: { ...o.next, roomId: moved.roomId } });
  };
  if (o.next.checkout > o.stay.checkout) {
    await move();
    await stretch();
  } else {
    await stretch();
    await move();
  }
}

/**
 * Puts a stay on its new days in its new room (or none): the room free over them, the nights it
 * did not hold yet left to sell in its type (or, in a room of another type, a unit of that type
 * over the whole stay), the room nights rewritten at the same average price per night.
 */
async function placeStay(tx: Db, o: Call & { stay: StayRow; next: StayPlace }): Promise<void> {
  const { stay, next } = o;
  const datesChange = next.checkin !== stay.checkin || next.checkout !== stay.checkout;
  const roomChanges = next.roomId !== stay.roomId;
  if (!datesChange && !roomChanges) return;
  const room = next.roomId === null ? null : await lockRoom(tx, stay.groupId, next.roomId);
  if (room) await assertRoomFree(tx, { room, reservationId: stay.reservationId, checkin: next.checkin, checkout: next.checkout });
  let roomTypeId = stay.roomTypeId;
  if (room && room.roomTypeId !== stay.roomTypeId) {
    roomTypeId = await fitRoomType(tx, { stay: { ...stay, checkin: next.checkin, checkout: next.checkout }, room, upgrade: true, now: o.now });
  } else {
    await takeAddedNights(tx, { stay, next, now: o.now });
  }
  const priceMinor = repriceStay(stay.priceMinor, stay, next);
  await guardRoomConflict({ roomName: room?.name ?? '-', checkin: next.checkin, checkout: next.checkout }, () =>
    tx
      .update(reservations)
      .set({ checkin: next.checkin, checkout: next.checkout, roomId: next.roomId, roomTypeId, priceMinor })
      .where(eq(reservations.reservationId, stay.reservationId)),
  );
  if (datesChange) {
    await rewriteRoomNights(tx, stay, { checkin: next.checkin, checkout: next.checkout, priceMinor });
    await refreshTotals(tx, stay, stay.status);
    await auditStay(tx, {
      stay,
      user: o.user,
      typeId: AUDIT.UPDATE_RESERVATION,
      text: { key: 'audit.msg.stay.rescheduled', params: { number: stay.number } },
      detailText:
        priceMinor !== stay.priceMinor
          ? {
              key: 'audit.detail.stay.datesAndPrice',
              params: {
                ...datesParams(stay, next),
                price: stay.priceMinor,
                newPrice: priceMinor,
                currency: stay.currency,
              },
            }
          : { key: 'audit.detail.stay.dates', params: datesParams(stay, next) },
    });
  }
  if (roomChanges) {
    const previous = await roomName(tx, stay.roomId);
    await auditStay(
      tx,
      room
        ? {
            stay,
            user: o.user,
            typeId: AUDIT.ROOM_ASSIGNMENT,
            text: { key: 'audit.msg.stay.roomAssigned', params: { room: room.name, number: stay.number } },
            detailText: roomForDetail(previous, next, roomTypeId !== stay.roomTypeId),
          }
        : {
            stay,
            user: o.user,
            typeId: AUDIT.DETACHED_ROOM,
            text: { key: 'audit.msg.stay.roomDetached', params: { room: previous ?? '?', number: stay.number } },
          },
    );
  }
}
