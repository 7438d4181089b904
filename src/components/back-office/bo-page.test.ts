import { describe, expect, it } from 'vitest';
import { formatCell } from './bo-page.ts';

const nbsp = (s: string) => s.replace(/[\u00a0\u202f]/g, ' ');

describe("back-office cells: purchase prices with their four decimals, values in the currency's", () => {
  it("shows a price in ten-thousandths in the reader's language, and a value in minor units", () => {
    const price = { key: 'unitCost', kind: 'price' } as const;
    expect(nbsp(formatCell('fr', price, 12_345, { currency: 'MAD' }))).toBe('1,2345 MAD');
    expect(nbsp(formatCell('en', price, 12_345, { currency: 'MAD' }))).toBe('MAD 1.2345');
    expect(nbsp(formatCell('fr', price, 123_456_789, { currency: 'EUR' }))).toBe('12 345,6789 €');
    // A price without a fourth decimal shows the currency's two at least: 1,25, not 1,2500.
    expect(nbsp(formatCell('fr', price, 12_500, { currency: 'MAD' }))).toBe('1,25 MAD');
    expect(nbsp(formatCell('fr', { key: 'valueMinor', kind: 'money' }, 432, { currency: 'MAD' }))).toBe('4,32 MAD');
  });
});
