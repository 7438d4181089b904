import { describe, expect, it } from 'vitest';
import { closingPeriods } from './closing-periods.ts';

describe('closing periods', () => {
  it('last 30 days run from D-30 to D-1', () => {
    expect(closingPeriods('2026-03-10', 1).last30).toEqual({ from: '2026-02-08', to: '2026-03-09' });
  });
  it('the year to date starts on the configured fiscal month, in the current or the previous year', () => {
    expect(closingPeriods('2026-03-10', 1).yearToDate).toEqual({ from: '2026-01-01', to: '2026-03-09' });
    expect(closingPeriods('2026-03-10', 11).yearToDate).toEqual({ from: '2025-11-01', to: '2026-03-09' });
    expect(closingPeriods('2026-11-02', 11).yearToDate).toEqual({ from: '2026-11-01', to: '2026-11-01' });
    expect(closingPeriods('2026-01-01', 1).yearToDate).toEqual({ from: '2025-01-01', to: '2025-12-31' });
  });
});
