import { describe, expect, it } from 'vitest';
import { chargesByDay, totalsOf } from './order-totals.ts';
import type { TOrderChargeDto } from './orders.schemas.ts';

const charge = (chargeId: number, day: string, kind: TOrderChargeDto['kind'], amountMinor: number): TOrderChargeDto => ({
  chargeId,
  itemId: 1,
  day,
  kind,
  description: kind,
  text: null,
  amountMinor,
});

describe('order charges', () => {
  const charges = [
    charge(1, '2026-03-10', 'room_night', 50_000),
    charge(2, '2026-03-10', 'extra', 1_500),
    charge(3, '2026-03-11', 'room_night', 45_000),
    charge(4, '2026-03-12', 'cancellation', 10_000),
  ];

  it('groups the charges of each day with the day total', () => {
    expect(chargesByDay(charges).map((d) => [d.day, d.totalMinor, d.charges.map((c) => c.chargeId)])).toEqual([
      ['2026-03-10', 51_500, [1, 2]],
      ['2026-03-11', 45_000, [3]],
      ['2026-03-12', 10_000, [4]],
    ]);
    expect(chargesByDay([])).toEqual([]);
  });

  it('sums the charges by kind next to the stored total', () => {
    expect(totalsOf(106_500, charges)).toEqual({
      totalMinor: 106_500,
      chargesMinor: 106_500,
      byKind: { room_night: 95_000, extra: 1_500, cancellation: 10_000, no_show: 0, city_tax: 0, discount: 0, fee: 0, wallet: 0 },
    });
  });
});
