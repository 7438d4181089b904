/**
 * Purchase prices — what the hotel pays a supplier per kilogram, litre or bottle — are declared
 * finer than the currency: PURCHASE_PRICE_DECIMALS decimals, kept as integers in units of 10^-4 of
 * the currency ("e4": 1.2345 MAD is 12345). What they add up to (a line's value, an order's total,
 * a delivery's value, a stock movement's value) is in the currency's minor units: quantity × price,
 * exact on integers, then rounded once by roundHalfUp. Sale prices and what a guest pays stay at
 * the currency's own decimals (money.ts).
 *
 * The database holds the same rule: bo_purchase_value_minor() and bo_post_movement() (migration
 * 0034) round with PostgreSQL's round(numeric), which also takes a half away from zero.
 */
import { parseMoney, unitsText, type MoneyParse } from './money.ts';

export const PURCHASE_PRICE_DECIMALS = 4;
/** Quantities are numeric(14, 3): a kilogram to the gram, a litre to the millilitre. */
export const QUANTITY_DECIMALS = 3;
/** The largest purchase price, in ten-thousandths: ten billion units of the currency. */
export const MAX_PURCHASE_PRICE_E4 = 100_000_000_000_000;

/**
 * n / d rounded half up: a remainder of half of d or more moves the result one unit up, away from
 * zero for a negative n (as PostgreSQL's round(numeric)). d must be positive.
 */
export function roundHalfUp(n: bigint, d: bigint): bigint {
  if (d <= 0n) throw new RangeError(`roundHalfUp: the divisor must be positive, got ${d}`);
  const magnitude = n < 0n ? -n : n;
  const q = (2n * magnitude + d) / (2n * d);
  return n < 0n ? -q : q;
}

/**
 * A quantity in thousandths, exactly: from its decimal text (a numeric(14, 3) as the database sends
 * it, '2.500') or from a JSON number the API validated to at most three decimals.
 */
export function quantityThousandths(quantity: number | string): bigint {
  if (typeof quantity === 'number') {
    const scaled = quantity * 1000;
    const whole = Math.round(scaled);
    if (!Number.isFinite(quantity) || Math.abs(scaled - whole) > 1e-6 || !Number.isSafeInteger(whole)) {
      throw new RangeError(`quantity ${quantity} is not a number with at most ${QUANTITY_DECIMALS} decimals`);
    }
    return BigInt(whole);
  }
  const m = /^(-?)(\d+)(?:\.(\d*))?$/.exec(quantity.trim());
  const frac = (m?.[3] ?? '').replace(/0+$/, '');
  if (!m || frac.length > QUANTITY_DECIMALS) throw new RangeError(`quantity '${quantity}' is not a number with at most ${QUANTITY_DECIMALS} decimals`);
  const units = BigInt(m[2]!) * 1000n + BigInt(frac.padEnd(QUANTITY_DECIMALS, '0'));
  return m[1] ? -units : units;
}

/**
 * quantity × unit price (ten-thousandths) in the currency's minor units (`digits`: 2 for MAD and
 * EUR), rounded half up once. Throws a RangeError past Number.MAX_SAFE_INTEGER minor units.
 */
export function purchaseValueMinor(quantity: number | string, priceE4: number, digits: number): number {
  const exact = quantityThousandths(quantity) * BigInt(priceE4) * 10n ** BigInt(digits);
  const minor = roundHalfUp(exact, 10n ** BigInt(QUANTITY_DECIMALS + PURCHASE_PRICE_DECIMALS));
  if (minor > BigInt(Number.MAX_SAFE_INTEGER) || minor < -BigInt(Number.MAX_SAFE_INTEGER)) {
    throw new RangeError(`${String(quantity)} × ${unitsText(priceE4, PURCHASE_PRICE_DECIMALS)} is too large an amount`);
  }
  return Number(minor);
}

/**
 * The unit cost of a value (minor units) spread over a positive quantity, in ten-thousandths,
 * rounded half up: a stock's average cost, as the ledger's trigger computes it for an issue.
 */
export function averageCostE4(valueMinor: number | bigint, quantity: number | string, digits: number): number {
  const thousandths = quantityThousandths(quantity);
  if (thousandths <= 0n) throw new RangeError(`an average cost needs a positive quantity, got ${String(quantity)}`);
  const scale = 10n ** BigInt(PURCHASE_PRICE_DECIMALS - digits + QUANTITY_DECIMALS);
  return Number(roundHalfUp(BigInt(valueMinor) * scale, thousandths));
}

/** A price given in the currency's minor units (the API's former unit) in ten-thousandths: exact, never rounded. */
export function minorToPriceE4(minor: number, digits: number): number {
  if (digits > PURCHASE_PRICE_DECIMALS) throw new RangeError(`a currency of ${digits} decimals is finer than purchase prices (${PURCHASE_PRICE_DECIMALS})`);
  return minor * 10 ** (PURCHASE_PRICE_DECIMALS - digits);
}

/** The exact decimal text of a price ('1.2345'), as the API answers it and a form sends it. */
export const purchasePriceText = (priceE4: number): string => unitsText(priceE4, PURCHASE_PRICE_DECIMALS);

/** A typed purchase price read exactly in ten-thousandths; 1.23456 is refused (tooManyDecimals), naming the field. */
export function parsePurchasePrice(text: string, o: { field: string; locale?: string; emptyAs?: number }): MoneyParse {
  return parseMoney(text, { ...o, decimals: PURCHASE_PRICE_DECIMALS, max: MAX_PURCHASE_PRICE_E4 });
}
