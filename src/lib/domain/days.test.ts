import { describe, expect, it } from 'vitest';
import { dayInZone, startOfDayInZone } from './days.ts';

describe('dayInZone', () => {
  it('gives the local calendar day of an instant', () => {
    const at = new Date('2025-03-01T23:30:00Z');
    expect(dayInZone(at, 'UTC')).toBe('2025-03-01');
    expect(dayInZone(at, 'Europe/Paris')).toBe('2025-03-02');
    expect(dayInZone(at, 'America/New_York')).toBe('2025-03-01');
  });
});

describe('startOfDayInZone', () => {
  it("gives the instant of a day's local midnight", () => {
    expect(startOfDayInZone('2025-03-02', 'UTC').toISOString()).toBe('2025-03-02T00:00:00.000Z');
    expect(startOfDayInZone('2025-03-02', 'Europe/Paris').toISOString()).toBe('2025-03-01T23:00:00.000Z');
    expect(startOfDayInZone('2025-07-14', 'Europe/Paris').toISOString()).toBe('2025-07-13T22:00:00.000Z');
    expect(startOfDayInZone('2025-03-02', 'America/New_York').toISOString()).toBe('2025-03-02T05:00:00.000Z');
    expect(startOfDayInZone('2025-03-02', 'Asia/Kolkata').toISOString()).toBe('2025-03-01T18:30:00.000Z');
  });
  it('follows a clock change on that day or the day before', () => {
    // Paris moves to summer time at 02:00 on 2025-03-30: that day starts in winter time, the next in summer time.
    expect(startOfDayInZone('2025-03-30', 'Europe/Paris').toISOString()).toBe('2025-03-29T23:00:00.000Z');
    expect(startOfDayInZone('2025-03-31', 'Europe/Paris').toISOString()).toBe('2025-03-30T22:00:00.000Z');
    expect(startOfDayInZone('2025-10-27', 'Europe/Paris').toISOString()).toBe('2025-10-26T23:00:00.000Z');
  });
  it('starts a day whose midnight the clocks skip when they jump', () => {
    // Santiago de Chile jumps from 23:59:59 (UTC-4) to 01:00 (UTC-3) into 2025-09-07.
    const start = startOfDayInZone('2025-09-07', 'America/Santiago');
    expect(start.toISOString()).toBe('2025-09-07T04:00:00.000Z');
    expect(dayInZone(start, 'America/Santiago')).toBe('2025-09-07');
    expect(dayInZone(new Date(start.getTime() - 1000), 'America/Santiago')).toBe('2025-09-06');
  });
  it('agrees with dayInZone at every hour of a year', () => {
    for (const zone of ['Africa/Casablanca', 'Europe/Paris', 'America/Santiago', 'Australia/Lord_Howe']) {
      for (let t = Date.UTC(2026, 0, 1); t < Date.UTC(2027, 0, 1); t += 3 * 3_600_000) {
        const day = dayInZone(new Date(t), zone);
        const start = startOfDayInZone(day, zone).getTime();
        expect(start).toBeLessThanOrEqual(t);
        expect(dayInZone(new Date(start), zone)).toBe(day);
        expect(dayInZone(new Date(start - 1000), zone)).not.toBe(day);
      }
    }
  });
});
