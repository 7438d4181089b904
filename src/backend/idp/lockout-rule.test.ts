import { describe, expect, it } from 'vitest';
import {
  ACCOUNT_RULE,
  ADDRESS_RULE,
  MAX_WAIT_MS,
  accountKey,
  addressKey,
  countFailure,
  current,
  takeBack,
  waitAfter,
  waitLeft,
  type ThrottleState,
} from './lockout-rule.ts';

const now = new Date('2025-03-01T10:00:00Z');
const fresh: ThrottleState = { failures: 0, lastFailureAt: now, waitUntil: null };
const after = (ms: number) => new Date(now.getTime() + ms);

describe('sign-in throttle rule', () => {
  it('lets five failures of an account go free, then doubles the wait from 1 s up to 15 minutes', () => {
    expect([1, 2, 3, 4].map((f) => waitAfter(f, 5))).toEqual([0, 0, 0, 0]);
    expect([5, 6, 7, 8, 14, 15, 16, 60, 10_000].map((f) => waitAfter(f, 5))).toEqual([
      1000,
      2000,
      4000,
      8000,
      512_000,
      MAX_WAIT_MS,
      MAX_WAIT_MS,
      MAX_WAIT_MS,
      MAX_WAIT_MS,
    ]);
    let c = fresh;
    for (let i = 0; i < 4; i++) c = countFailure(c, ACCOUNT_RULE, now);
    expect(c).toEqual({ failures: 4, lastFailureAt: now, waitUntil: null });
    c = countFailure(c, ACCOUNT_RULE, now);
    expect(waitLeft(c, now)).toBe(1000);
    expect(waitLeft(c, after(999))).toBe(1);
    expect(waitLeft(c, after(1000))).toBe(0);
    c = countFailure(c, ACCOUNT_RULE, after(1000));
    expect(waitLeft(c, after(1000))).toBe(2000);
  });

  it('forgets an account after a quiet day and an address after a quiet hour', () => {
    const busy: ThrottleState = { failures: 40, lastFailureAt: now, waitUntil: after(MAX_WAIT_MS) };
    expect(current(busy, ACCOUNT_RULE, after(ACCOUNT_RULE.quietMs - 1))).toBe(busy);
    expect(current(busy, ACCOUNT_RULE, after(ACCOUNT_RULE.quietMs))).toEqual({ failures: 0, lastFailureAt: after(ACCOUNT_RULE.quietMs), waitUntil: null });
    expect(countFailure(busy, ADDRESS_RULE, after(ADDRESS_RULE.quietMs))).toEqual({ failures: 1, lastFailureAt: after(ADDRESS_RULE.quietMs), waitUntil: null });
  });

  it('takes one failure back from an address on a success, its wait shrinking with it', () => {
    const c: ThrottleState = { failures: 32, lastFailureAt: now, waitUntil: after(4000) };
    expect(takeBack(c, ADDRESS_RULE)).toEqual({ failures: 31, lastFailureAt: now, waitUntil: after(2000) });
    expect(takeBack({ failures: 30, lastFailureAt: now, waitUntil: after(1000) }, ADDRESS_RULE).waitUntil).toBeNull();
  });

  it('keys a known account by its id, an unknown name folded to lower case, an address as given', () => {
    expect(accountKey(12, ' Admin ')).toBe('user:12');
    expect(accountKey(null, ' Admin ')).toBe('name:admin');
    expect(addressKey('10.0.0.1')).toBe('address:10.0.0.1');
  });
});
