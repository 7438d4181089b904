import { eq, sql } from 'drizzle-orm';
import { keptWithUser } from '../../core/kept-with-user.ts';
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

/**
 * The last closed day as the header asks it on every page, kept with the session's user (a closing
 * moves the session stamp, migration 0018).
 */
export const findClosingDateFor = keptWithUser((db, _user, groupId) => findClosingDate(db, { groupId }));
