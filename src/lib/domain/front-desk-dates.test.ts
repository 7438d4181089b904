import { describe, expect, it } from 'vitest';
import { arrivalsWindow, nightsOf, weekRange } from './front-desk-dates.ts';
import { addDays } from './days.ts';

describe('front-desk dates', () => {
  it('runs the week from Monday to Sunday, whatever day it is', () => {
    expect(weekRange('2026-03-11')).toMatchObject({ from: '2026-03-09', to: '2026-03-15' }); // a Wednesday
    expect(weekRange('2026-03-09')).toMatchObject({ from: '2026-03-09', to: '2026-03-15' }); // Monday
    expect(weekRange('2026-03-15')).toMatchObject({ from: '2026-03-09', to: '2026-03-15' }); // Sunday
    expect(weekRange('2026-03-01').days).toEqual(['2026-02-23', '2026-02-24', '2026-02-25', '2026-02-26', '2026-02-27', '2026-02-28', '2026-03-01']);
  });

  it('opens the arrivals window tomorrow for 30 days, across month and year ends', () => {
    expect(arrivalsWindow('2026-12-31')).toEqual({ from: '2027-01-01', to: '2027-01-30' });
    expect(arrivalsWindow('2028-02-28')).toEqual({ from: '2028-02-29', to: '2028-03-29' });
  });

  it('adds days over a DST change without drifting', () => {
    expect(addDays('2026-03-28', 2)).toBe('2026-03-30');
    expect(addDays('2026-10-24', 3)).toBe('2026-10-27');
  });

  it('lists the nights of a stay, checkout excluded', () => {
    expect(nightsOf('2026-03-30', '2026-04-02')).toEqual(['2026-03-30', '2026-03-31', '2026-04-01']);
    expect(nightsOf('2026-03-30', '2026-03-30')).toEqual([]);
  });
});
