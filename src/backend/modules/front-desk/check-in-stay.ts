import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { reservations } from '../../db/schema/index.ts';
import { invalid } from '../../http/errors.ts';
import { AUDIT } from '../../../lib/domain/audit-types.ts';
import { RESERVATION_STATUS as S } from '../../../lib/domain/reservation-status.ts';
import { refuseCheckIn, refuseRoomForCheckIn, refusedBy } from './front-desk-rules.ts';
import type { TCheckInRequest } from './front-desk.schemas.ts';
import type { TStayDto } from '../../../lib/domain/stay-dto.ts';
import { findStay } from './find-stay.ts';
import { fitRoomType } from './room-type-inventory.ts';
import { guestsToIdentify } from '../../../lib/domain/desk-rules.ts';
import { assertDocTypes, guestsDetail, replaceGuests } from './guest-data.ts';
import { assertRoomFree, auditStay, findDeskRules, guardRoomConflict, lockRoom, lockStay, type HotelClock } from './stay-data.ts';
import type { Actor } from '../../core/actor.ts';
import { businessDayOn } from '../../core/business-day.ts';
import { assertRoomVacated, guardOneInHouse } from './room-occupant.ts';

/** Checks an expected stay in (audit 5): a free, clean room no other guest is still in, and the identified guests the hotel's rule asks for (every adult, or the main guest). */
export async function checkInStay(db: Db, opts: { reservationId: number; input: TCheckInRequest; user: Actor } & HotelClock): Promise<TStayDto> {
  await db.transaction(async (tx) => {
    const stay = await lockStay(tx, opts.reservationId);
    await assertDocTypes(tx, opts.input.guests);
    const refusal = refuseCheckIn(stay, businessDayOn(stay.lastClosedDay, opts));
    if (refusal) throw refusedBy(refusal);
    const rules = await findDeskRules(tx, stay.groupId);
    const needed = guestsToIdentify(stay.adults, rules.guestIdentification);
    if (opts.input.guests.length < needed) {
      throw invalid(
        'guests',
        `reservation ${stay.number} is for ${stay.adults} adults and this hotel identifies every adult at check-in: register ${needed} guests with an identity document (${opts.input.guests.length} given).`,
        { key: 'errors.stay.identifyAdults', params: { needed, given: opts.input.guests.length } },
      );
    }
    const roomId = opts.input.roomId ?? stay.roomId;
    if (roomId === null)
      throw invalid('roomId', `reservation ${stay.number} has no room yet; name the room to check into.`, {
        key: 'errors.stay.noRoomYet',
        params: { number: stay.number },
      });
    const room = await lockRoom(tx, stay.groupId, roomId);
    const dirty = refuseRoomForCheckIn(room);
    if (dirty) throw refusedBy(dirty);
    await assertRoomFree(tx, { room, reservationId: stay.reservationId, checkin: stay.checkin, checkout: stay.checkout });
    // Nights apart, a guest due out (or overstaying) is still in the room: one in-house stay per room.
    await assertRoomVacated(tx, { room, reservationId: stay.reservationId });
    const roomTypeId = await fitRoomType(tx, { stay, room, upgrade: opts.input.upgrade, now: opts.now });
    await replaceGuests(tx, stay, opts.input.guests);
    await guardRoomConflict({ roomName: room.name, checkin: stay.checkin, checkout: stay.checkout }, () =>
      guardOneInHouse(room.name, () =>
        tx
          .update(reservations)
          .set({ status: S.IN_HOUSE, roomId, roomTypeId, checkedInAt: opts.now })
          .where(eq(reservations.reservationId, stay.reservationId)),
      ),
    );
    await auditStay(tx, {
      stay,
      user: opts.user,
      typeId: AUDIT.CHECKIN,
      text: { key: 'audit.msg.stay.checkedIn', params: { number: stay.number, room: room.name } },
      detailText: guestsDetail(opts.input.guests),
    });
  });
  return findStay(db, opts.reservationId);
}
