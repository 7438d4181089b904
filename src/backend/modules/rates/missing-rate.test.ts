import { describe, expect, it } from 'vitest';
import { missingRate } from './missing-rate.ts';

describe('missingRate', () => {
  const rates = [
    { day: '2026-05-01', rateMinor: 0 },
    { day: '2026-05-02', rateMinor: 70000 },
    { day: '2026-05-03', rateMinor: 0 },
  ];

  it('names the type, the plan and every night without a rate', () => {
    const r = missingRate({ roomTypeName: 'Loft', plan: { code: 'BAR', complimentary: false }, rates });
    expect(r).toMatchObject({ rule: 'no_rate', day: '2026-05-01', planCode: 'BAR' });
    expect(r!.message).toContain('No rate for Loft on plan BAR on 2026-05-01, 2026-05-03');
  });

  it('says nothing when every night is priced, or when the plan gives the nights away', () => {
    expect(missingRate({ roomTypeName: 'Loft', plan: null, rates: [{ day: '2026-05-02', rateMinor: 1 }] })).toBeNull();
    expect(missingRate({ roomTypeName: 'Loft', plan: { code: 'FREE', complimentary: true }, rates })).toBeNull();
  });

  it('counts a plan priced down to nothing (or below) as no rate', () => {
    expect(missingRate({ roomTypeName: 'Loft', plan: null, rates: [{ day: '2026-05-02', rateMinor: -5 }] })?.planCode).toBe('');
  });
});
