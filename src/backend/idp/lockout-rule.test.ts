import { describe, expect, it } from 'vitest';
import { countersAfterAttempt, isLocked, LOCKOUT_MS, type LoginCounters } from './lockout-rule.ts';

const now = new Date('2025-03-01T10:00:00Z');
const fresh: LoginCounters = { failedLogins: 0, lockedUntil: null };

describe('lockout rule', () => {
  it('locks for 15 minutes at the fifth failure in a row', () => {
    let c = fresh;
    for (let i = 0; i < 4; i++) c = countersAfterAttempt(c, false, now);
    expect(c).toEqual({ failedLogins: 4, lockedUntil: null });
    expect(isLocked(c, now)).toBe(false);
    c = countersAfterAttempt(c, false, now);
    expect(c.lockedUntil?.getTime()).toBe(now.getTime() + LOCKOUT_MS);
    expect(isLocked(c, new Date(now.getTime() + LOCKOUT_MS - 1))).toBe(true);
    expect(isLocked(c, new Date(now.getTime() + LOCKOUT_MS))).toBe(false);
  });

  it('resets on success', () => {
    expect(countersAfterAttempt({ failedLogins: 3, lockedUntil: null }, true, now)).toEqual(fresh);
  });

  it('starts a fresh count once a lock has run out', () => {
    const expired = { failedLogins: 0, lockedUntil: new Date(now.getTime() - 1) };
    expect(countersAfterAttempt(expired, false, now)).toEqual({ failedLogins: 1, lockedUntil: null });
  });
});
