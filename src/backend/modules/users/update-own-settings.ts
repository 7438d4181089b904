import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';
import { forbidden, invalid } from '../../http/errors.ts';
import type { SessionUser } from '../../../lib/domain/session-user.ts';
import { allowedGroupIds, findSessionUser } from '../../core/session-user.ts';
import { findServicePointsByIds } from './user-data.ts';
import type { TOwnSettingsRequest } from './users.schemas.ts';

/**
 * The signed-in user switches their own hotel, service point or language. A hotel must be one
 * they may work in; a service point must be one of their preferred ones and belong to the
 * (new) current hotel. Switching hotel without naming a service point moves to the first
 * preferred service point of that hotel, or none. Not audited: these are the user's own
 * working settings, not an administrator's edit.
 */
export async function updateOwnSettings(db: Db, opts: { user: SessionUser; input: TOwnSettingsRequest }): Promise<SessionUser> {
  const { user, input } = opts;
  const groupId = input.groupId ?? user.groupId;
  if (input.groupId !== undefined && !(await allowedGroupIds(db, user)).includes(input.groupId)) {
    throw forbidden(`You may not work in hotel ${input.groupId}: it is not one of your hotels.`, { key: 'errors.group.notYourHotel' });
  }
  const preferred = user.preferredPos.map((p) => p.posId);
  const points = await findServicePointsByIds(db, preferred);
  let posId: number | null;
  if (input.posId === undefined && groupId === user.groupId) {
    posId = user.posId;
  } else if (input.posId === undefined) {
    const keep = points.find((p) => p.posId === user.posId && p.groupId === groupId);
    posId = keep ? keep.posId : (points.find((p) => p.groupId === groupId)?.posId ?? null);
  } else if (input.posId === null) {
    posId = null;
  } else {
    if (!preferred.includes(input.posId))
      throw forbidden(`You may not use service point ${input.posId}: it is not one of your service points.`, { key: 'errors.user.notYourPos' });
    const p = points.find((x) => x.posId === input.posId);
    if (p && p.groupId !== groupId)
      throw invalid('posId', `service point ${input.posId} belongs to hotel ${p.groupId}, not to your current hotel ${groupId}; switch hotel first`, {
        key: 'errors.user.posOtherHotel',
      });
    posId = input.posId;
  }
  await db
    .update(users)
    .set({ groupId, posId, ...(input.language ? { language: input.language } : {}), updatedAt: sql`now()` })
    .where(eq(users.userId, user.userId));
  return (await findSessionUser(db, { userId: user.userId }))!;
}
