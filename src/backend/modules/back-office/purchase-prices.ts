import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../http/errors.ts';
import { currencyDigits } from '../../../lib/domain/currencies.ts';
import { minorToPriceE4, purchasePriceText, purchaseValueMinor } from '../../../lib/domain/purchase-price.ts';
import { rowsOf } from '../../core/rows.ts';
import { hotelCurrencyOf } from '../../../lib/domain/hotel-currency.ts';

/** The hotel's currency and its decimals (the unit of a price given in minor units, and of every value). */
export async function hotelCurrency(db: Db, groupId: number): Promise<{ currency: string; digits: number }> {
  const [hotel] = await rowsOf<{ currency: string }>(db, sql`select currency from hotels where group_id = ${groupId}`);
  const currency = hotelCurrencyOf(hotel?.currency);
  return { currency, digits: currencyDigits(currency) };
}

/** A price as a request gave it — text read to four decimals, or whole minor units as before — in ten-thousandths; undefined when neither. */
export function givenPriceE4(text: number | undefined, minor: number | undefined, digits: number): number | undefined {
  if (text !== undefined) return text;
  return minor === undefined ? undefined : minorToPriceE4(minor, digits);
}

/** A line's value in minor units; a value no amount can hold is the line's quantity's fault (400 naming it). */
export function lineValueMinor(quantity: number | string, priceE4: number, digits: number, field: string): number {
  try {
    return purchaseValueMinor(quantity, priceE4, digits);
  } catch (err) {
    if (!(err instanceof RangeError)) throw err;
    throw new AppError('invalid_input', `${field}: ${String(quantity)} × ${purchasePriceText(priceE4)} is too large an amount`, field, {
      key: 'errors.bo.lineTooLarge',
    });
  }
}
