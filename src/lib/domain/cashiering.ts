/**
 * Money rules of the cashier that both the server and the screens apply. Amounts are integer
 * minor units; prices are tax included; tax rates are basis points (1000 = 10 %).
 */
import { currencyDigits } from './currencies.ts';

/** Currencies a payment or a rate may be in (ISO 4217). */
export const CURRENCIES = ['MAD', 'EUR', 'USD', 'GBP', 'CHF', 'CAD', 'JPY', 'AED', 'SAR', 'TND', 'DZD', 'CNY', 'SEK', 'NOK', 'DKK'] as const;
export type Currency = (typeof CURRENCIES)[number];

/** The decimals of a currency come from one table (TND has 3, JPY 0). */
export { currencyDigits };

export const PAYMENT_METHOD_CODES = ['cash', 'card', 'transfer', 'cheque', 'rfid_wallet', 'company_account'] as const;

/** Half away from zero, so a refund rounds like the payment it reverses. */
export const roundHalfAway = (x: number): number => Math.sign(x) * Math.round(Math.abs(x));

/**
 * operations.md §5, the amount to pay: in percentage mode value/100 × price rounded to two
 * decimals (the minor unit), otherwise price minus value. Never below zero.
 */
export function amountToPay(opts: { mode: 'percent' | 'amount'; value: number; priceMinor: number }): number {
  const pay = opts.mode === 'percent' ? roundHalfAway((opts.value / 100) * opts.priceMinor) : opts.priceMinor - opts.value;
  return Math.max(0, pay);
}

/** A foreign amount in the hotel's currency at `rate` (hotel units per foreign unit), in the hotel's minor units. */
export function toHotelMinor(opts: { amountMinor: number; rate: number; from: string; to: string }): number {
  const shift = 10 ** (currencyDigits(opts.to) - currencyDigits(opts.from));
  return roundHalfAway(opts.amountMinor * opts.rate * shift);
}

export interface TaxLine {
  amountMinor: number;
  taxRateBp: number;
}

export interface TaxBreakdown {
  totalMinor: number;
  netMinor: number;
  taxMinor: number;
  byRate: Array<{ taxRateBp: number; netMinor: number; taxMinor: number }>;
}

/**
 * The tax in tax-included lines, per rate: the tax of a rate is taken once on the sum of its
 * lines (not line by line), so base + tax of each rate is exactly its lines and the rates add
 * up to the total, to the cent.
 */
export function taxBreakdown(lines: readonly TaxLine[]): TaxBreakdown {
  const sums = new Map<number, number>();
  for (const l of lines) sums.set(l.taxRateBp, (sums.get(l.taxRateBp) ?? 0) + l.amountMinor);
  const byRate = [...sums.entries()]
    .sort((a, b) => a[0] - b[0])
    .map(([taxRateBp, gross]) => {
      const taxMinor = roundHalfAway((gross * taxRateBp) / (10000 + taxRateBp));
      return { taxRateBp, netMinor: gross - taxMinor, taxMinor };
    });
  const totalMinor = lines.reduce((s, l) => s + l.amountMinor, 0);
  const taxMinor = byRate.reduce((s, r) => s + r.taxMinor, 0);
  return { totalMinor, netMinor: totalMinor - taxMinor, taxMinor, byRate };
}

/**
 * Spreads `amountMinor` over parts in proportion to their weights (largest remainder), so the
 * shares add up exactly: a partial credit note split over an invoice's tax rates.
 */
export function spreadProportionally(amountMinor: number, weights: readonly number[]): number[] {
  const total = weights.reduce((s, w) => s + w, 0);
  if (total === 0) return weights.map((_, i) => (i === 0 ? amountMinor : 0));
  const raw = weights.map((w) => (amountMinor * w) / total);
  const shares = raw.map((r) => Math.floor(r));
  let rest = amountMinor - shares.reduce((s, x) => s + x, 0);
  const order = raw.map((r, i) => [r - Math.floor(r), i] as const).sort((a, b) => b[0] - a[0]);
  for (const [, i] of order) {
    if (rest <= 0) break;
    shares[i]! += 1;
    rest -= 1;
  }
  return shares;
}

/** French-speaking countries get French invoices; everyone else English. */
const FRENCH = new Set(['FR', 'BE', 'CH', 'LU', 'MC', 'MA', 'DZ', 'TN', 'SN', 'CI', 'CA', 'CM', 'ML', 'BF', 'NE', 'TG', 'BJ', 'GA', 'CG', 'CD', 'MG', 'HT']);
export const languageOfCountry = (countryCode: string | null | undefined): 'fr' | 'en' => (countryCode && FRENCH.has(countryCode.toUpperCase()) ? 'fr' : 'en');
