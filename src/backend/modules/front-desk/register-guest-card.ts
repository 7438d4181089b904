import type { Db } from '../../db/client.ts';
import { conflict } from '../../http/errors.ts';
import { AUDIT } from '../../../lib/domain/audit-types.ts';
import { RESERVATION_STATUS as S } from '../../../lib/domain/reservation-status.ts';
import type { TGuestCardDto, TGuestCardRequest } from './checkin-records.schemas.ts';
import { statusName, statusWord } from './front-desk-rules.ts';
import { addGuestCard, findGuestCard } from './guest-card-data.ts';
import { auditStay, lockStay } from './stay-data.ts';
import type { Actor } from '../../core/actor.ts';

/** POST /checkins/new: one guest's registration card for an expected stay, ahead of arrival (audit 16). */
export async function registerGuestCard(db: Db, opts: { input: TGuestCardRequest; user: Actor }): Promise<TGuestCardDto> {
  const { input } = opts;
  const cardId = await db.transaction(async (tx) => {
    const stay = await lockStay(tx, input.reservationId);
    if (stay.status !== S.EXPECTED) {
      const hint = stay.status === S.IN_HOUSE ? ' Add a guest to an in-house stay with POST /checkins/item.' : '';
      throw conflict(`Reservation ${stay.number} is ${statusName(stay.status)}; a registration card is recorded ahead of arrival only.${hint}`, {
        key: 'errors.stay.cardBeforeArrival',
        params: { number: stay.number, status: statusWord(stay.status) },
      });
    }
    const id = await addGuestCard(tx, { stay, guest: input.guest, customerId: input.customerId });
    await auditStay(tx, {
      stay,
      user: opts.user,
      typeId: AUDIT.PRECHECKIN,
      text: { key: 'audit.msg.stay.registrationCard', params: { firstName: input.guest.firstName, lastName: input.guest.lastName, number: stay.number } },
      detailText: { key: 'audit.detail.stay.guestCard', params: { name: `${input.guest.firstName} ${input.guest.lastName}` } },
    });
    return id;
  });
  return findGuestCard(db, cardId);
}
