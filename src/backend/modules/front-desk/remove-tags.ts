import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { reservationTags } from '../../db/schema/index.ts';
import { AUDIT } from '../../../lib/domain/audit-types.ts';
import { auditStay, lockStay } from './stay-data.ts';
import type { Actor } from '../../core/actor.ts';

/** Removes every card tag of a stay (audit 31, naming them); none to remove is not an error. */
export async function removeTags(db: Db, opts: { reservationId: number; user: Actor }): Promise<{ reservationId: number; removed: string[] }> {
  return db.transaction(async (tx) => {
    const stay = await lockStay(tx, opts.reservationId);
    const removed = await tx.delete(reservationTags).where(eq(reservationTags.reservationId, stay.reservationId)).returning({ tag: reservationTags.tag });
    if (removed.length > 0) {
      await auditStay(tx, {
        stay,
        user: opts.user,
        typeId: AUDIT.RFID_DISABLED,
        text: { key: 'audit.msg.stay.tagsRemoved', params: { number: stay.number } },
        detailText: { key: 'audit.detail.stay.tagsRemoved', params: { count: removed.length } },
      });
    }
    return { reservationId: stay.reservationId, removed: removed.map((r) => r.tag) };
  });
}
