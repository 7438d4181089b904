import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { reservationNotes, users } from '../../db/schema/index.ts';
import type { TNoteDto } from '../../../lib/domain/front-desk-dto.ts';
export type { TNoteDto };

/** A stay's event notes, newest first. */
export async function listNotes(db: Db, opts: { reservationId: number }): Promise<TNoteDto[]> {
  const rows = await db
    .select({
      noteId: reservationNotes.noteId,
      userId: reservationNotes.userId,
      userName: users.name,
      message: reservationNotes.message,
      type: reservationNotes.type,
      createdAt: reservationNotes.createdAt,
    })
    .from(reservationNotes)
    .leftJoin(users, eq(users.userId, reservationNotes.userId))
    .where(eq(reservationNotes.reservationId, opts.reservationId))
    .orderBy(desc(reservationNotes.createdAt), desc(reservationNotes.noteId));
  return rows.map((r) => ({
    noteId: r.noteId,
    user: { userId: r.userId, name: r.userName ?? '' },
    message: r.message,
    type: r.type,
    date: r.createdAt.toISOString(),
  }));
}
