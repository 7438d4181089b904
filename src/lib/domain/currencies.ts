/**
 * The currencies an exchange desk deals in (ISO 4217) with their minor digits, and the exact
 * arithmetic of a conversion: amounts are integer minor units, rates are kept to 8 decimals
 * (as the database's numeric(18, 8), here scaled integers), and a result is rounded half up once.
 */
import { moneyOrNull } from './money.ts';

export const CURRENCIES: Readonly<Record<string, number>> = {
  MAD: 2,
  EUR: 2,
  USD: 2,
  GBP: 2,
  CHF: 2,
  CAD: 2,
  AUD: 2,
  JPY: 0,
  CNY: 2,
  SEK: 2,
  NOK: 2,
  DKK: 2,
  SAR: 2,
  AED: 2,
  QAR: 2,
  KWD: 3,
  BHD: 3,
  OMR: 3,
  TND: 3,
  DZD: 2,
  EGP: 2,
  TRY: 2,
  RUB: 2,
  INR: 2,
  BRL: 2,
  ZAR: 2,
};

export const CURRENCY_CODES: readonly string[] = Object.keys(CURRENCIES).sort();

export const isCurrency = (code: string): boolean => Object.hasOwn(CURRENCIES, code);

const intlDigits = new Map<string, number>();

/**
 * The one answer to "how many decimals has this currency": the desk's table, else what Intl knows
 * of ISO 4217 (0 for XOF, 3 for LYD), else 2. Screens, API and exports all ask here.
 */
export function currencyDigits(code: string): number {
  if (Object.hasOwn(CURRENCIES, code)) return CURRENCIES[code]!;
  let digits = intlDigits.get(code);
  if (digits === undefined) {
    try {
      digits = /^[A-Z]{3}$/.test(code) ? (new Intl.NumberFormat('en', { style: 'currency', currency: code }).resolvedOptions().maximumFractionDigits ?? 2) : 2;
    } catch {
      digits = 2;
    }
    if (intlDigits.size >= 500) intlDigits.clear();
    intlDigits.set(code, digits);
  }
  return digits;
}

/** A rate of 1 as a scaled integer (8 decimals). */
export const RATE_ONE = 100_000_000n;
/** Rates above this (in the hotel's currency per unit) are typing mistakes, not rates. */
export const MAX_RATE = 100_000;

/**
 * A typed amount ('1200.5', '1 200,50') in minor units of the currency, read exactly
 * (parseMoney); null when it is not a non-negative amount below 10^13 units or has more decimals
 * than the currency has (0.005 MAD is no amount).
 */
export function parseAmount(text: string, currency: string): number | null {
  const digits = currencyDigits(currency);
  return moneyOrNull(text, { decimals: digits, field: 'amount', max: 10 ** (13 + digits) - 1 });
}

/** A typed rate as a scaled integer ('10.85' → 1085000000n); null unless positive, at most 8 decimals and at most MAX_RATE. */
export function parseRate(text: string): bigint | null {
  const m = /^(\d{1,6})(?:\.(\d{0,8}))?$/.exec(text.trim().replace(',', '.'));
  if (!m) return null;
  const scaled = BigInt(m[1]!) * RATE_ONE + BigInt((m[2] ?? '').padEnd(8, '0') || '0');
  if (scaled <= 0n || scaled > BigInt(MAX_RATE) * RATE_ONE) return null;
  return scaled;
}

/** A scaled rate as the database's numeric text ('10.85000000'). */
export function rateText(scaled: bigint): string {
  return `${scaled / RATE_ONE}.${(scaled % RATE_ONE).toString().padStart(8, '0')}`;
}

/**
 * Converts minor units of one currency into another through the hotel's currency: each rate says
 * what one unit is worth in the hotel's currency (the hotel's own currency has rate 1).
 */
export function convertMinor(o: { amountMinor: number; from: { digits: number; rateScaled: bigint }; to: { digits: number; rateScaled: bigint } }): number {
  const num = BigInt(o.amountMinor) * o.from.rateScaled * 10n ** BigInt(o.to.digits);
  const den = 10n ** BigInt(o.from.digits) * o.to.rateScaled;
  return Number((2n * num + den) / (2n * den));
}
