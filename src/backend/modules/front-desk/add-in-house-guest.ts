import type { Db } from '../../db/client.ts';
import { conflict } from '../../http/errors.ts';
import { AUDIT } from '../../../lib/domain/audit-types.ts';
import { RESERVATION_STATUS as S } from '../../../lib/domain/reservation-status.ts';
import type { TGuestCardDto, TInHouseGuestRequest } from './checkin-records.schemas.ts';
import { statusName, statusWord } from './front-desk-rules.ts';
import { addGuestCard, findGuestCard } from './guest-card-data.ts';
import { auditStay, lockStay, roomName } from './stay-data.ts';
import type { Actor } from '../../core/actor.ts';

/** POST /checkins/item: a guest joins an in-house stay after its check-in, with their registration card (audit 5). */
export async function addInHouseGuest(db: Db, opts: { reservationId: number; input: TInHouseGuestRequest; user: Actor }): Promise<TGuestCardDto> {
  const { input } = opts;
  const cardId = await db.transaction(async (tx) => {
    const stay = await lockStay(tx, opts.reservationId);
    if (stay.status !== S.IN_HOUSE) {
      const hint = stay.status === S.EXPECTED ? ' Record the card ahead of arrival with POST /checkins/new, or check the stay in.' : '';
      throw conflict(`Reservation ${stay.number} is ${statusName(stay.status)}; only an in-house stay takes a guest on its item.${hint}`, {
        key: 'errors.stay.guestInHouseOnly',
        params: { number: stay.number, status: statusWord(stay.status) },
      });
    }
    const id = await addGuestCard(tx, { stay, guest: input.guest, customerId: input.customerId });
    const room = await roomName(tx, stay.roomId);
    await auditStay(tx, {
      stay,
      user: opts.user,
      typeId: AUDIT.CHECKIN,
      text: {
        key: 'audit.msg.stay.guestCheckedIn',
        params: { firstName: input.guest.firstName, lastName: input.guest.lastName, room: room ?? '-', number: stay.number },
      },
      detailText: { key: 'audit.detail.stay.guestInHouse', params: { name: `${input.guest.firstName} ${input.guest.lastName}` } },
    });
    return id;
  });
  return findGuestCard(db, cardId);
}
