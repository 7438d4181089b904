import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { hotels } from '../db/schema/index.ts';
import { currencyDigits } from '../../lib/domain/currencies.ts';
import { hotelCurrencyOf } from '../../lib/domain/hotel-currency.ts';

/**
 * The currency a hotel keeps its books in and its decimals: what a money amount in minor units of
 * that hotel is counted in (an audit message's params, a purchase price, a debtor account). The
 * one reader of `hotels.currency` for the back end's use cases.
 */
export async function readHotelCurrency(db: Db, groupId: number): Promise<{ currency: string; digits: number }> {
  const [row] = await db.select({ currency: hotels.currency }).from(hotels).where(eq(hotels.groupId, groupId));
  const currency = hotelCurrencyOf(row?.currency);
  return { currency, digits: currencyDigits(currency) };
}
