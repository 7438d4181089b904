import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { reservations, reservationTags } from '../../db/schema/index.ts';
import { conflict } from '../../http/errors.ts';
import { AUDIT } from '../../../lib/domain/audit-types.ts';
import { RESERVATION_STATUS as S } from '../../../lib/domain/reservation-status.ts';
import { statusName, statusWord } from './front-desk-rules.ts';
import { auditStay, lockStay } from './stay-data.ts';
import type { Actor } from '../../core/actor.ts';

/** Attaches a hotel-card (RFID) tag to a stay (audit 30); a tag opens one stay of the hotel at a time. */
export async function addTag(db: Db, opts: { reservationId: number; tag: string; user: Actor }): Promise<{ reservationId: number; tags: string[] }> {
  return db.transaction(async (tx) => {
    const stay = await lockStay(tx, opts.reservationId);
    if (stay.status !== S.EXPECTED && stay.status !== S.IN_HOUSE)
      throw conflict(`Reservation ${stay.number} is ${statusName(stay.status)}; cards are given to expected or in-house stays only.`, {
        key: 'errors.stay.tagNotActive',
        params: { number: stay.number, status: statusWord(stay.status) },
      });
    const [holder] = await tx
      .select({ reservationId: reservationTags.reservationId, number: reservations.number })
      .from(reservationTags)
      .innerJoin(reservations, eq(reservations.reservationId, reservationTags.reservationId))
      .where(and(eq(reservationTags.groupId, stay.groupId), eq(reservationTags.tag, opts.tag)));
    if (holder && holder.reservationId !== stay.reservationId)
      throw conflict(`Card tag '${opts.tag}' already opens reservation ${holder.number}; remove it there first.`, {
        key: 'errors.stay.tagTaken',
        params: { tag: opts.tag, number: holder.number },
      });
    if (!holder) {
      await tx.insert(reservationTags).values({ groupId: stay.groupId, reservationId: stay.reservationId, tag: opts.tag });
      await auditStay(tx, {
        stay,
        user: opts.user,
        typeId: AUDIT.RFID_ACTIVATED,
        text: { key: 'audit.msg.stay.tagAttached', params: { tag: opts.tag, number: stay.number } },
      });
    }
    const tags = await tx
      .select({ tag: reservationTags.tag })
      .from(reservationTags)
      .where(eq(reservationTags.reservationId, stay.reservationId))
      .orderBy(reservationTags.tagId);
    return { reservationId: stay.reservationId, tags: tags.map((t) => t.tag) };
  });
}
