import { eq, sql } from 'drizzle-orm';
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
