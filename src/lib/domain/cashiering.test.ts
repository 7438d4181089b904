import { describe, expect, it } from 'vitest';
import { amountToPay, spreadProportionally, taxBreakdown, toHotelMinor } from './cashiering.ts';

/** A small seeded generator, so a failing case can be replayed. */
function rng(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

describe('amount to pay (operations.md §5)', () => {
  it('percentage mode: value/100 × price, rounded to the cent', () => {
    expect(amountToPay({ mode: 'percent', value: 90, priceMinor: 12345 })).toBe(11111);
    expect(amountToPay({ mode: 'percent', value: 12.5, priceMinor: 1001 })).toBe(125);
  });
  it('amount mode: price minus value, never below zero', () => {
    expect(amountToPay({ mode: 'amount', value: 2000, priceMinor: 50000 })).toBe(48000);
    expect(amountToPay({ mode: 'amount', value: 60000, priceMinor: 50000 })).toBe(0);
  });
});

describe('exchange', () => {
  it('converts minor units at the rate, across decimal places', () => {
    expect(toHotelMinor({ amountMinor: 10000, rate: 10.85, from: 'EUR', to: 'MAD' })).toBe(108500);
    expect(toHotelMinor({ amountMinor: -333, rate: 10.85, from: 'EUR', to: 'MAD' })).toBe(-3613);
    expect(toHotelMinor({ amountMinor: 1000, rate: 0.068, from: 'JPY', to: 'MAD' })).toBe(6800);
  });
});

describe('tax breakdown', () => {
  it('sum of lines = total = tax per rate + net, to the cent, over randomised folios', () => {
    const next = rng(42);
    const rates = [0, 550, 1000, 2000, 1400];
    for (let run = 0; run < 2000; run++) {
      const n = 1 + Math.floor(next() * 12);
      const lines = Array.from({ length: n }, () => ({
        amountMinor: Math.floor(next() * 500000) - (next() < 0.1 ? 600000 : 0),
        taxRateBp: rates[Math.floor(next() * rates.length)]!,
      }));
      const b = taxBreakdown(lines);
      expect(b.totalMinor).toBe(lines.reduce((s, l) => s + l.amountMinor, 0));
      expect(b.byRate.reduce((s, r) => s + r.netMinor + r.taxMinor, 0)).toBe(b.totalMinor);
      expect(b.netMinor + b.taxMinor).toBe(b.totalMinor);
      for (const r of b.byRate) {
        const gross = lines.filter((l) => l.taxRateBp === r.taxRateBp).reduce((s, l) => s + l.amountMinor, 0);
        expect(r.netMinor + r.taxMinor).toBe(gross);
        expect(Math.abs(r.taxMinor - (gross * r.taxRateBp) / (10000 + r.taxRateBp))).toBeLessThanOrEqual(0.5);
      }
    }
  });
  it('spreads a partial credit exactly over its rates', () => {
    const next = rng(7);
    for (let run = 0; run < 500; run++) {
      const weights = Array.from({ length: 1 + Math.floor(next() * 4) }, () => Math.floor(next() * 100000));
      const amount = Math.floor(next() * 100000);
      const shares = spreadProportionally(amount, weights);
      expect(shares.reduce((s, x) => s + x, 0)).toBe(amount);
      expect(shares.every((x) => x >= 0)).toBe(true);
    }
  });
});
