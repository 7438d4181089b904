import { describe, expect, it } from 'vitest';
import { DEFAULT_HOTEL_CURRENCY, hotelCurrencyOf } from './hotel-currency.ts';

describe("hotelCurrencyOf: the hotel's configured currency, else the one default", () => {
  it('keeps a configured code (trimmed, as char(3) may pad it) and falls back when there is none', () => {
    expect(hotelCurrencyOf('EUR')).toBe('EUR');
    expect(hotelCurrencyOf('JPY ')).toBe('JPY');
    expect(hotelCurrencyOf(undefined)).toBe(DEFAULT_HOTEL_CURRENCY);
    expect(hotelCurrencyOf(null)).toBe(DEFAULT_HOTEL_CURRENCY);
    expect(hotelCurrencyOf('  ')).toBe(DEFAULT_HOTEL_CURRENCY);
  });
});
