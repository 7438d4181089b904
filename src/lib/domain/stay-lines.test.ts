import { describe, expect, it } from 'vitest';
import { repriceStay, stayLines } from './stay-lines.ts';

const night = (day: string, amountMinor: number) => ({ day, kind: 'room_night', amountMinor });

describe('stayLines', () => {
  it('makes one line of the nights at one price: quantity = nights, quantity × unit = total', () => {
    const r = stayLines([night('2026-03-11', 63600), night('2026-03-10', 63600), night('2026-03-12', 63600), night('2026-03-13', 63600)]);
    expect(r.lines).toEqual([
      { kind: 'room_night', quantity: 4, unitPriceMinor: 63600, totalMinor: 254400, from: '2026-03-10', to: '2026-03-14', description: null },
    ]);
    expect(r).toMatchObject({ nights: 4, totalMinor: 254400 });
  });
  it('splits nights at different prices into lines that add up', () => {
    const r = stayLines([night('2026-03-10', 100000), night('2026-03-11', 90000), night('2026-03-12', 90000)]);
    expect(r.lines.map((l) => [l.quantity, l.unitPriceMinor, l.totalMinor])).toEqual([
      [1, 100000, 100000],
      [2, 90000, 180000],
    ]);
    expect(r.totalMinor).toBe(280000);
  });
  it('shows a cancelled stay as its fee alone: 1 × 636 = 636, no nights', () => {
    const r = stayLines([{ day: '2026-03-10', kind: 'cancellation', amountMinor: 63600, description: 'Cancellation fee' }]);
    expect(r.lines).toEqual([
      { kind: 'cancellation', quantity: 1, unitPriceMinor: 63600, totalMinor: 63600, from: null, to: null, description: 'Cancellation fee' },
    ]);
    expect(r).toMatchObject({ nights: 0, totalMinor: 63600 });
  });
});

describe('repriceStay', () => {
  it('keeps the price per night over the new nights', () => {
    expect(repriceStay(30000, { checkin: '2026-03-10', checkout: '2026-03-13' }, { checkin: '2026-03-10', checkout: '2026-03-14' })).toBe(40000);
    expect(repriceStay(30000, { checkin: '2026-03-10', checkout: '2026-03-13' }, { checkin: '2026-03-11', checkout: '2026-03-14' })).toBe(30000);
  });
});
