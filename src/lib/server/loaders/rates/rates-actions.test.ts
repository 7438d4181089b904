import { describe, expect, it } from 'vitest';
import { percentToBp } from './rates-actions.ts';

describe('percentToBp', () => {
  it('reads a typed percent exactly, with a point or a comma', () => {
    expect(percentToBp('10')).toBe(1000);
    expect(percentToBp('5.5')).toBe(550);
    expect(percentToBp('5,55')).toBe(555);
    expect(percentToBp(' 0 ')).toBe(0);
    expect(percentToBp('100')).toBe(10000);
    // 0.29 × 100 is 28.999… in floating point: read on the digits, it stays 29.
    expect(percentToBp('0.29')).toBe(29);
  });

  it('refuses what is not a percent with at most two decimals', () => {
    for (const t of ['', 'ten', '5.555', '-1', '1e2', '1000', '5.']) expect(percentToBp(t)).toBeNull();
  });
});
