import { eq } from 'drizzle-orm';
import { hotels } from '../../db/schema/index.ts';
import { keptWithUser } from '../../core/kept-with-user.ts';
import { DEFAULT_HOTEL_CURRENCY } from '../../../lib/domain/hotel-currency.ts';

/**
 * What a hotel's reports need to know of it: its currency and the month (1-12) its fiscal year
 * starts. Kept with the signed-in user's object: a change to hotels moves the session stamp
 * (migration 0018).
 */
export const findHotelReportSettings = keptWithUser(async (db, _user, groupId: number): Promise<{ currency: string; fiscalYearStartMonth: number }> => {
  const [h] = await db.select({ currency: hotels.currency, fiscalYearStartMonth: hotels.fiscalYearStartMonth }).from(hotels).where(eq(hotels.groupId, groupId));
  return h ?? { currency: DEFAULT_HOTEL_CURRENCY, fiscalYearStartMonth: 1 };
});
