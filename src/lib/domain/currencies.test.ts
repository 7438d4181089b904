import { describe, expect, it } from 'vitest';
import { convertMinor, parseAmount, parseRate, rateText } from './currencies.ts';

describe('currencies', () => {
  it('parses amounts into minor units with no more decimals than the currency has', () => {
    expect(parseAmount('1200.5', 'MAD')).toBe(120050);
    expect(parseAmount('1200,50', 'EUR')).toBe(120050);
    expect(parseAmount('0.10', 'MAD')).toBe(10);
    expect(parseAmount('12', 'JPY')).toBe(12);
    expect(parseAmount('1.005', 'MAD')).toBeNull();
    expect(parseAmount('1.5', 'JPY')).toBeNull();
    expect(parseAmount('1.005', 'KWD')).toBe(1005);
    expect(parseAmount('-1', 'MAD')).toBeNull();
    expect(parseAmount('1e3', 'MAD')).toBeNull();
    expect(parseAmount('99999999999999', 'MAD')).toBeNull();
  });

  it('parses rates to eight decimals and refuses zero and absurd ones', () => {
    expect(parseRate('10.85')).toBe(1_085_000_000n);
    expect(rateText(1_085_000_000n)).toBe('10.85000000');
    expect(parseRate('0')).toBeNull();
    expect(parseRate('1.000000001')).toBeNull();
    expect(parseRate('0.00000001')).toBe(1n);
    expect(parseRate('100001')).toBeNull();
  });

  it('converts through the hotel currency, rounding half up once', () => {
    const eur = { digits: 2, rateScaled: 1_085_000_000n };
    const mad = { digits: 2, rateScaled: 100_000_000n };
    const usd = { digits: 2, rateScaled: 995_000_000n };
    expect(convertMinor({ amountMinor: 10_000, from: eur, to: mad })).toBe(108_500);
    expect(convertMinor({ amountMinor: 108_500, from: mad, to: eur })).toBe(10_000);
    // 1 EUR = 10.85 / 9.95 USD = 1.090452… → 100 EUR = 109.05 USD
    expect(convertMinor({ amountMinor: 10_000, from: eur, to: usd })).toBe(10_905);
    expect(convertMinor({ amountMinor: 1, from: { digits: 2, rateScaled: 50_000_000n }, to: mad })).toBe(1);
    expect(convertMinor({ amountMinor: 100, from: { digits: 0, rateScaled: 6_800_000n }, to: mad })).toBe(680);
  });
});
