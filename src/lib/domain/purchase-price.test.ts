import { describe, expect, it } from 'vitest';
import {
  averageCostE4,
  MAX_PURCHASE_PRICE_E4,
  minorToPriceE4,
  parsePurchasePrice,
  PURCHASE_PRICE_DECIMALS,
  purchasePriceText,
  purchaseValueMinor,
  quantityThousandths,
  roundHalfUp,
} from './purchase-price.ts';

describe('roundHalfUp: the one rounding of purchase values', () => {
  it('rounds a half up, below a half down, and a negative half away from zero (as PostgreSQL round(numeric))', () => {
    expect([5n, 14n, 15n, 16n, 24n, 25n].map((n) => roundHalfUp(n, 10n))).toEqual([1n, 1n, 2n, 2n, 2n, 3n]);
    expect([-5n, -14n, -15n, -16n].map((n) => roundHalfUp(n, 10n))).toEqual([-1n, -1n, -2n, -2n]);
    expect(roundHalfUp(0n, 7n)).toBe(0n);
    // An odd divisor: 3.5 / 7 = 0.5 exactly is no integer numerator; 4/7 is above a half, 3/7 below.
    expect([3n, 4n, 10n, 11n].map((n) => roundHalfUp(n, 7n))).toEqual([0n, 1n, 1n, 2n]);
    expect(() => roundHalfUp(1n, 0n)).toThrow(RangeError);
  });
});

describe('purchase prices at four decimals, values in minor units', () => {
  it('declares four decimals and keeps 1.2345 exactly', () => {
    expect(PURCHASE_PRICE_DECIMALS).toBe(4);
    const read = parsePurchasePrice('1.2345', { field: 'lines.0.unitPrice' });
    expect(read).toEqual({ ok: true, minor: 12_345 });
    expect(purchasePriceText(12_345)).toBe('1.2345');
    expect(parsePurchasePrice('1,2345', { field: 'p', locale: 'fr' })).toEqual({ ok: true, minor: 12_345 });
    expect(parsePurchasePrice('1 234,5', { field: 'p', locale: 'fr' })).toEqual({ ok: true, minor: 12_345_000 });
  });

  it('refuses a fifth decimal instead of rounding it, naming the field', () => {
    const r = parsePurchasePrice('1.23456', { field: 'lines.0.unitPrice' });
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.error).toMatchObject({ code: 'tooManyDecimals', field: 'lines.0.unitPrice', decimals: 4, text: '1.23456' });
    expect(r.error.message).toBe("lines.0.unitPrice: at most 4 decimals; got '1.23456'");
    // Trailing zeros add nothing.
    expect(parsePurchasePrice('1.234500', { field: 'p' })).toEqual({ ok: true, minor: 12_345 });
    const huge = parsePurchasePrice(purchasePriceText(MAX_PURCHASE_PRICE_E4 + 1), { field: 'p' });
    expect(huge.ok ? null : huge.error.code).toBe('tooLarge');
  });

  it('reads quantities exactly in thousandths from numbers and from numeric text', () => {
    expect(quantityThousandths(3)).toBe(3000n);
    expect(quantityThousandths(0.1)).toBe(100n);
    expect(quantityThousandths(2.675)).toBe(2675n);
    expect(quantityThousandths('2.500')).toBe(2500n);
    expect(quantityThousandths('-0.250')).toBe(-250n);
    expect(quantityThousandths('999999999.999')).toBe(999_999_999_999n);
    expect(() => quantityThousandths(0.0005)).toThrow(RangeError);
    expect(() => quantityThousandths('1.2345')).toThrow(RangeError);
    expect(() => quantityThousandths('abc')).toThrow(RangeError);
  });

  it('values quantity × price in minor units, rounded half up once', () => {
    // 3 × 1.2345 = 3.7035 → 3.70; 2 × 1.2345 = 2.469 → 2.47; 0.5 × 1.2345 = 0.61725 → 0.62.
    expect(purchaseValueMinor(3, 12_345, 2)).toBe(370);
    expect(purchaseValueMinor(2, 12_345, 2)).toBe(247);
    expect(purchaseValueMinor(0.5, 12_345, 2)).toBe(62);
    // Exactly half a minor unit goes up: 1 × 0.0050 = 0.005 → 0.01; 1 × 0.0049 → 0.00.
    expect(purchaseValueMinor(1, 50, 2)).toBe(1);
    expect(purchaseValueMinor(1, 49, 2)).toBe(0);
    // A float product loses the half: Math.round(1.005 * 100) is 100; 1.005 × 1.0000 is 100.5 minor units → 101.
    expect(purchaseValueMinor(1.005, 10_000, 2)).toBe(101);
    expect(purchaseValueMinor(1, 10_050, 2)).toBe(101);
    expect(purchaseValueMinor(0.1, 10_050, 2)).toBe(10);
    // Kilograms at a 4-decimal price: 12.345 kg × 1.2345 = 15.2399025 → 15.24.
    expect(purchaseValueMinor('12.345', 12_345, 2)).toBe(1524);
    // Other currencies' minor units: JPY (0), KWD (3).
    expect(purchaseValueMinor(3, 12_345, 0)).toBe(4);
    expect(purchaseValueMinor(3, 12_345, 3)).toBe(3704);
    expect(purchaseValueMinor(-2, 12_345, 2)).toBe(-247);
    expect(() => purchaseValueMinor(1_000_000_000, MAX_PURCHASE_PRICE_E4, 2)).toThrow(RangeError);
  });

  it('sums of line values equal the value of the lines one by one (no hidden float drift over many lines)', () => {
    let total = 0;
    let exact = 0n;
    for (let i = 1; i <= 500; i++) {
      const q = (i % 37) + i / 1000;
      const price = 10_001 + i * 97;
      const v = purchaseValueMinor(q, price, 2);
      total += v;
      exact += roundHalfUp(BigInt(Math.round(q * 1000)) * BigInt(price) * 100n, 10_000_000n);
    }
    expect(BigInt(total)).toBe(exact);
  });

  it('spreads a value over a quantity as an average cost in ten-thousandths, half up', () => {
    // 370 minor units over 3 units: 1.23333… → 1.2333; 100 over 3 → 0.3333; 200 over 3 → 0.6667.
    expect(averageCostE4(370, 3, 2)).toBe(12_333);
    expect(averageCostE4(100, '3.000', 2)).toBe(3_333);
    expect(averageCostE4(200, 3, 2)).toBe(6_667);
    expect(averageCostE4(1, 2, 2)).toBe(50);
    expect(averageCostE4(-1, 2, 2)).toBe(-50);
    expect(averageCostE4(5, 2, 0)).toBe(25_000);
    expect(() => averageCostE4(100, 0, 2)).toThrow(RangeError);
  });

  it('converts a price given in minor units to ten-thousandths exactly', () => {
    expect(minorToPriceE4(125, 2)).toBe(12_500);
    expect(minorToPriceE4(1005, 3)).toBe(10_050);
    expect(minorToPriceE4(5, 0)).toBe(50_000);
    expect(() => minorToPriceE4(1, 5)).toThrow(RangeError);
  });
});
