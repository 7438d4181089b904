import { asc, eq } from 'drizzle-orm';
import type { TFilterChoicesDto } from '../../../lib/domain/reservations-dto.ts';
import type { Db } from '../../db/client.ts';
import { keptWithUser } from '../../core/kept-with-user.ts';
import { deepFreeze } from '../../http/hand-over.ts';
import { marketSegments, roomTypes } from '../../db/schema/index.ts';

/** The room types and market segments of a hotel: the choices of the reservations filter form. */
export async function listFilterChoices(db: Db, opts: { groupId: number }): Promise<TFilterChoicesDto> {
  const [types, segments] = await Promise.all([
    db
      .select({ roomTypeId: roomTypes.roomTypeId, code: roomTypes.code, name: roomTypes.name })
      .from(roomTypes)
      .where(eq(roomTypes.groupId, opts.groupId))
      .orderBy(asc(roomTypes.sortOrder), asc(roomTypes.code)),
    db
      .select({ segmentId: marketSegments.segmentId, name: marketSegments.name })
      .from(marketSegments)
      .where(eq(marketSegments.groupId, opts.groupId))
      .orderBy(asc(marketSegments.name)),
  ]);
  return { roomTypes: types, segments };
}

/** The choices as every list page asks them, kept with the session's user (migration 0019). */
// Frozen: the route hands this very object to the list pages (answerKeptJson).
export const listFilterChoicesFor = keptWithUser(async (db, _user, groupId) => deepFreeze(await listFilterChoices(db, { groupId })));
