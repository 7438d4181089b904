import { AppError } from '../../http/errors.ts';
import { minorToPriceE4, purchasePriceText, purchaseValueMinor } from '../../../lib/domain/purchase-price.ts';

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
