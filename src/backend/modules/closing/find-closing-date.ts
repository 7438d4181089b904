import { eq, sql } from 'drizzle-orm';
import type { SessionUser } from '../../../lib/domain/session-user.ts';
import type { Db } from '../../db/client.ts';
import { businessDays } from '../../db/schema/index.ts';

/** The hotel's business date: its last closed day (YYYY-MM-DD), or undefined before the first closing. */
export async function findClosingDate(db: Db, opts: { groupId: number }): Promise<string | undefined> {
  const [row] = await db
    .select({ day: sql<string | null>`max(${businessDays.day})::text` })
    .from(businessDays)
    .where(eq(businessDays.groupId, opts.groupId));
  return row?.day ?? undefined;
}

const kept = new WeakMap<SessionUser, Map<number, Promise<string | undefined>>>();

/**
 * The last closed day as the header asks it on every page: kept per loaded user object, which the
 * session replaces once the 'session' stamp moves, as a closing does (migration 0018).
 */
export function findClosingDateFor(db: Db, user: SessionUser, groupId: number): Promise<string | undefined> {
  let byGroup = kept.get(user);
  if (!byGroup) kept.set(user, (byGroup = new Map()));
  let day = byGroup.get(groupId);
  if (!day) {
    day = findClosingDate(db, { groupId });
    byGroup.set(groupId, day);
    day.catch(() => byGroup.delete(groupId));
  }
  return day;
}
