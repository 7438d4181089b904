import { describe, expect, it } from 'vitest';
import { classifySpeed, formatMbps, mbpsOf } from './connection-speed.ts';

describe('connection speed', () => {
  it('classifies with the 10 and 20 Mbps thresholds (exclusive)', () => {
    expect(classifySpeed(20.01)).toBe('good');
    expect(classifySpeed(20)).toBe('moderate');
    expect(classifySpeed(10.5)).toBe('moderate');
    expect(classifySpeed(10)).toBe('poor');
    expect(classifySpeed(0)).toBe('poor');
  });
  it('computes Mbps from bytes and milliseconds', () => {
    expect(mbpsOf(1_000_000, 1000)).toBe(8);
    expect(mbpsOf(1_000_000, 100)).toBeCloseTo(80);
  });
  it('formats with two decimals', () => {
    expect(formatMbps(12.3456)).toBe('12.35');
    expect(formatMbps(5)).toBe('5.00');
  });
});
