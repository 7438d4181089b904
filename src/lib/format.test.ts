import { describe, expect, it } from 'vitest';
import { formatDateTime, formatDay, formatMoney, formatNumber, majorInput, toMinor } from './format.ts';

describe('money in minor units', () => {
  it('reads typed amounts with a dot or a comma and refuses negatives and text', () => {
    expect(toMinor('1200.5', 'MAD')).toBe(120050);
    expect(toMinor('19,99', 'EUR')).toBe(1999);
    expect(toMinor(' 0 ', 'EUR')).toBe(0);
    expect(toMinor('-5', 'EUR')).toBeNull();
    expect(toMinor('abc', 'EUR')).toBeNull();
    expect(toMinor('1500', 'JPY')).toBe(1500);
  });

  it('shows minor units in major units of the currency', () => {
    expect(majorInput(120050, 'MAD')).toBe('1200.50');
    expect(formatMoney(120050, 'EUR', 'en')).toBe('€1,200.50');
    expect(formatMoney(120050, 'EUR', 'fr')).toMatch(/^1\s200,50\s€$/);
  });
});

describe('days and numbers in the user language', () => {
  it('writes one date format, dd/mm/yyyy, in English and French', () => {
    expect(formatDay('2027-02-23', 'en')).toBe('23/02/2027');
    expect(formatDay('2027-02-23', 'fr')).toBe('23/02/2027');
    expect(formatDateTime('2026-11-24T13:05:00Z', 'fr', 'Europe/Paris')).toBe('24/11/2026 14:05');
    expect(formatNumber(1234.5, 'fr')).toMatch(/^1\s234,5$/);
    expect(formatDay('', 'en')).toBe('');
  });
});
