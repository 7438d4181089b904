import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { hotels } from '../../db/schema/index.ts';

/** The month (1-12) a hotel's fiscal year starts. */
export async function findFiscalYearStart(db: Db, groupId: number): Promise<number> {
  const [h] = await db.select({ m: hotels.fiscalYearStartMonth }).from(hotels).where(eq(hotels.groupId, groupId));
  return h?.m ?? 1;
}
