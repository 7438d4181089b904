import { describe, expect, it } from 'vitest';
import { addDays } from '../../../lib/domain/days.ts';
import { nightsBetween, parseGuests, priceNight } from './price-stay.ts';

describe('priceNight', () => {
  const bands = [
    { minAge: 0, maxAge: 2, percent: null, fixedMinor: 0 },
    { minAge: 3, maxAge: 11, percent: 50, fixedMinor: null },
    { minAge: 12, maxAge: 17, percent: null, fixedMinor: 20_000 },
  ];
  it('adds each child by its age band', () => {
    expect(priceNight(90_000, [], bands)).toBe(90_000);
    expect(priceNight(90_000, [1, 5, 14], bands)).toBe(90_000 + 0 + 45_000 + 20_000);
    expect(priceNight(90_001, [5], [])).toBe(90_001);
    expect(priceNight(33_333, [5], bands)).toBe(33_333 + 16_667);
  });
});

describe('parseGuests', () => {
  it("reads 'adults;kid ages'", () => {
    expect(parseGuests('2;5,9')).toEqual({ adults: 2, kidAges: [5, 9] });
    expect(parseGuests('1')).toEqual({ adults: 1, kidAges: [] });
    expect(parseGuests('3;')).toEqual({ adults: 3, kidAges: [] });
    expect(typeof parseGuests('0;5')).toBe('string');
    expect(typeof parseGuests('2;18')).toBe('string');
    expect(typeof parseGuests('two')).toBe('string');
  });
  it('counts nights', () => {
    expect(addDays('2026-02-28', 1)).toBe('2026-03-01');
    expect(nightsBetween('2026-03-10', '2026-03-13')).toBe(3);
  });
});
