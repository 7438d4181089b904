import type { Db } from '../../db/client.ts';
import { conflict } from '../../http/errors.ts';
import { AUDIT } from '../../../lib/domain/audit-types.ts';
import { RESERVATION_STATUS as S } from '../../../lib/domain/reservation-status.ts';
import { statusName, statusWord } from './front-desk-rules.ts';
import type { TGuest } from './front-desk.schemas.ts';
import type { TStayDto } from '../../../lib/domain/stay-dto.ts';
import { findStay } from './find-stay.ts';
import { assertDocTypes, guestsDetail, replaceGuests } from './guest-data.ts';
import { auditStay, lockStay } from './stay-data.ts';
import type { Actor } from '../../core/actor.ts';

/** Registers the guests of an expected stay ahead of arrival (audit 16); the status does not change. */
export async function preCheckInStay(db: Db, opts: { reservationId: number; guests: TGuest[]; user: Actor }): Promise<TStayDto> {
  await db.transaction(async (tx) => {
    const stay = await lockStay(tx, opts.reservationId);
    if (stay.status !== S.EXPECTED)
      throw conflict(`Reservation ${stay.number} is ${statusName(stay.status)}; guests are pre-registered before check-in only.`, {
        key: 'errors.stay.preCheckInNotExpected',
        params: { number: stay.number, status: statusWord(stay.status) },
      });
    await assertDocTypes(tx, opts.guests);
    await replaceGuests(tx, stay, opts.guests);
    await auditStay(tx, {
      stay,
      user: opts.user,
      typeId: AUDIT.PRECHECKIN,
      text: { key: 'audit.msg.stay.preCheckedIn', params: { number: stay.number } },
      detailText: guestsDetail(opts.guests),
    });
  });
  return findStay(db, opts.reservationId);
}
