import { describe, expect, it } from 'vitest';
import { dayInZone } from './days.ts';

describe('dayInZone', () => {
  it('gives the local calendar day of an instant', () => {
    const at = new Date('2025-03-01T23:30:00Z');
    expect(dayInZone(at, 'UTC')).toBe('2025-03-01');
    expect(dayInZone(at, 'Europe/Paris')).toBe('2025-03-02');
    expect(dayInZone(at, 'America/New_York')).toBe('2025-03-01');
  });
});
