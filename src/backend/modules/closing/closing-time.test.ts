import { describe, expect, it } from 'vitest';
import { closingTimeOf, minutesOfTime } from './closing-time.ts';

describe('closingTimeOf', () => {
  const at = (iso: string) => new Date(iso);
  it('opens at midnight ending the day by default: mid-afternoon is early, after midnight is not', () => {
    const c = closingTimeOf({ day: '2026-11-28', notBefore: '00:00', timezone: 'Europe/Paris', now: at('2026-11-28T15:00:00Z') });
    expect(c).toEqual({ opensAtLocal: '2026-11-29 00:00', opensAt: '2026-11-28T23:00:00.000Z', early: true });
    expect(closingTimeOf({ day: '2026-11-28', notBefore: '00:00', timezone: 'Europe/Paris', now: at('2026-11-28T23:00:00Z') }).early).toBe(false);
  });
  it('reads 12:00-23:59 as the evening of the day itself and 00:00-11:59 as the next morning', () => {
    expect(closingTimeOf({ day: '2026-03-10', notBefore: '22:30', timezone: 'UTC', now: at('2026-03-10T22:29:00Z') })).toMatchObject({
      opensAtLocal: '2026-03-10 22:30',
      early: true,
    });
    expect(closingTimeOf({ day: '2026-03-10', notBefore: '22:30', timezone: 'UTC', now: at('2026-03-10T22:30:00Z') }).early).toBe(false);
    expect(closingTimeOf({ day: '2026-03-10', notBefore: '02:00:00', timezone: 'Europe/Paris', now: at('2026-03-11T00:59:00Z') })).toMatchObject({
      opensAtLocal: '2026-03-11 02:00',
      opensAt: '2026-03-11T01:00:00.000Z',
      early: true,
    });
  });
  it('keeps the local time across a clock change', () => {
    // Paris moves to summer time on 2026-03-29 at 02:00: 04:00 local is 02:00 UTC.
    expect(closingTimeOf({ day: '2026-03-28', notBefore: '04:00', timezone: 'Europe/Paris', now: at('2026-03-29T00:00:00Z') }).opensAt).toBe(
      '2026-03-29T02:00:00.000Z',
    );
  });
  it('parses times of day only', () => {
    expect([minutesOfTime('00:00'), minutesOfTime('23:59'), minutesOfTime('24:00'), minutesOfTime('7:00'), minutesOfTime('06:30:00')]).toEqual([
      0,
      1439,
      undefined,
      undefined,
      390,
    ]);
  });
});
