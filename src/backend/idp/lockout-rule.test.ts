import { describe, expect, it } from 'vitest';
import { countAttempt, isLocked, LOCKOUT_MS, throttleKeys, type ThrottleState } from './lockout-rule.ts';

const now = new Date('2025-03-01T10:00:00Z');
const fresh: ThrottleState = { failures: 0, windowStart: now, lockedUntil: null };

describe('sign-in throttle rule', () => {
  it('locks for 15 minutes at the fifth attempt of a window, that attempt still checked', () => {
    let c = fresh;
    for (let i = 0; i < 4; i++) c = countAttempt(c, 5, now);
    expect(c).toEqual({ failures: 4, windowStart: now, lockedUntil: null });
    c = countAttempt(c, 5, now);
    expect(c.lockedUntil?.getTime()).toBe(now.getTime() + LOCKOUT_MS);
    expect(isLocked(c, new Date(now.getTime() + LOCKOUT_MS - 1))).toBe(true);
    expect(isLocked(c, new Date(now.getTime() + LOCKOUT_MS))).toBe(false);
  });

  it('starts a fresh count once a lock or the window has run out', () => {
    const later = new Date(now.getTime() + LOCKOUT_MS);
    expect(countAttempt({ failures: 0, windowStart: now, lockedUntil: new Date(now.getTime() - 1) }, 5, now)).toEqual({ failures: 1, windowStart: now, lockedUntil: null });
    expect(countAttempt({ failures: 4, windowStart: now, lockedUntil: null }, 5, later)).toEqual({ failures: 1, windowStart: later, lockedUntil: null });
  });

  it('counts a name at one address, the address and the name, the name folded to lower case', () => {
    expect(throttleKeys(' Admin ', '10.0.0.1').map((k) => k.key)).toEqual(['pair:admin|10.0.0.1', 'addr:10.0.0.1', 'name:admin']);
  });
});
