import { asc, eq } from 'drizzle-orm';
import type { TFilterChoicesDto } from '../../../lib/domain/reservations-dto.ts';
import type { Db } from '../../db/client.ts';
import type { SessionUser } from '../../../lib/domain/session-user.ts';
import { marketSegments, roomTypes } from '../../db/schema/index.ts';

/** The room types and market segments of a hotel: the choices of the reservations filter form. */
export async function listFilterChoices(db: Db, opts: { groupId: number }): Promise<TFilterChoicesDto> {
  const [types, segments] = await Promise.all([
    db.select({ roomTypeId: roomTypes.roomTypeId, code: roomTypes.code, name: roomTypes.name }).from(roomTypes)
      .where(eq(roomTypes.groupId, opts.groupId)).orderBy(asc(roomTypes.sortOrder), asc(roomTypes.code)),
    db.select({ segmentId: marketSegments.segmentId, name: marketSegments.name }).from(marketSegments)
      .where(eq(marketSegments.groupId, opts.groupId)).orderBy(asc(marketSegments.name)),
  ]);
  return { roomTypes: types, segments };
}

const kept = new WeakMap<SessionUser, Map<number, Promise<TFilterChoicesDto>>>();

/**
 * The choices as every list page asks them: kept per loaded user object, which the session
 * replaces once the 'session' stamp moves, as a change to room types or segments does (migration 0019).
 */
export function listFilterChoicesFor(db: Db, user: SessionUser, groupId: number): Promise<TFilterChoicesDto> {
  let byGroup = kept.get(user);
  if (!byGroup) kept.set(user, (byGroup = new Map()));
  let choices = byGroup.get(groupId);
  if (!choices) {
    choices = listFilterChoices(db, { groupId });
    byGroup.set(groupId, choices);
    choices.catch(() => byGroup.delete(groupId));
  }
  return choices;
}
