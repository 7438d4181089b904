import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { hotels } from '../../db/schema/index.ts';

/** What a hotel's reports need to know of it: its currency and the month (1-12) its fiscal year starts. */
export async function findHotelReportSettings(db: Db, groupId: number): Promise<{ currency: string; fiscalYearStartMonth: number }> {
  const [h] = await db.select({ currency: hotels.currency, fiscalYearStartMonth: hotels.fiscalYearStartMonth }).from(hotels).where(eq(hotels.groupId, groupId));
  return h ?? { currency: 'MAD', fiscalYearStartMonth: 1 };
}
