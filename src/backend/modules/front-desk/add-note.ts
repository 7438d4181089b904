import type { Db } from '../../db/client.ts';
import { reservationNotes } from '../../db/schema/index.ts';
import { AUDIT } from '../../../lib/domain/audit-types.ts';
import { listNotes, type TNoteDto } from './list-notes.ts';
import { auditStay, lockStay } from './stay-data.ts';
import type { Actor } from '../../core/actor.ts';

/** Adds an event note to a stay (audit 21). */
export async function addNote(db: Db, opts: { reservationId: number; message: string; type: string; user: Actor }): Promise<TNoteDto> {
  const noteId = await db.transaction(async (tx) => {
    const stay = await lockStay(tx, opts.reservationId);
    const [row] = await tx
      .insert(reservationNotes)
      .values({ groupId: stay.groupId, reservationId: stay.reservationId, userId: opts.user.userId, message: opts.message, type: opts.type })
      .returning({ noteId: reservationNotes.noteId });
    await auditStay(tx, {
      stay,
      user: opts.user,
      typeId: AUDIT.CREATE_NOTE,
      text: { key: 'audit.msg.stay.noteAdded', params: { number: stay.number } },
      detailText:
        opts.type === 'note'
          ? { key: 'audit.detail.stay.note', params: { message: opts.message } }
          : { key: 'audit.detail.stay.noteOfType', params: { type: opts.type, message: opts.message } },
    });
    return row!.noteId;
  });
  const notes = await listNotes(db, { reservationId: opts.reservationId });
  return notes.find((n) => n.noteId === noteId)!;
}
