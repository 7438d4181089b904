import { describe, expect, it } from 'vitest';
import { occupancyOf } from './occupancy-rates.ts';

describe('occupancyOf', () => {
  it('adds the room nights of the run and rounds the rate to one decimal', () => {
    expect(occupancyOf([2, 1, 0], 3)).toEqual({ nights: 3, sold: 3, available: 9, percent: 33.3 });
    expect(occupancyOf([3], 3)).toEqual({ nights: 1, sold: 3, available: 3, percent: 100 });
    expect(occupancyOf([1, 1], 6)).toEqual({ nights: 2, sold: 2, available: 12, percent: 16.7 });
  });

  it('is 0 % when the hotel has no room to sell, and may pass 100 % when more is sold than is available', () => {
    expect(occupancyOf([2], 0)).toEqual({ nights: 1, sold: 2, available: 0, percent: 0 });
    expect(occupancyOf([5], 4).percent).toBe(125);
  });
});
