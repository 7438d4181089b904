/**
 * Sign-in throttling (issue 33): delays that grow, never a lock that a stranger can set.
 *
 * - Per account: five failures are free; from then on each failure makes the next attempt wait
 *   1 s, 2 s, 4 s … up to 15 minutes. An attempt during the wait is refused unchecked (and not
 *   counted); a correct password after it signs in and starts the count again. A day without
 *   failures starts it again too. Names no user has are counted the same way.
 * - Per client address: thirty failures are free, then the address waits the same growing delays,
 *   but only for names no user has and for accounts that have failed recently: a colleague behind
 *   the same address (the hotel's own network, a proxy) signs in at once into an account nobody has
 *   been guessing at.
 * Attempts are counted BEFORE the password is checked, so simultaneous tries cannot outrun the count.
 */
export const ACCOUNT_FREE_FAILURES = 5;
export const ADDRESS_FREE_FAILURES = 30;
export const MAX_WAIT_MS = 15 * 60 * 1000;
/** Quiet time after which a key's failures are forgotten. */
export const ACCOUNT_QUIET_MS = 24 * 60 * 60 * 1000;
export const ADDRESS_QUIET_MS = 60 * 60 * 1000;

export interface ThrottleState {
  failures: number;
  lastFailureAt: Date;
  waitUntil: Date | null;
}

export interface ThrottleRule {
  free: number;
  quietMs: number;
}

export const ACCOUNT_RULE: ThrottleRule = { free: ACCOUNT_FREE_FAILURES, quietMs: ACCOUNT_QUIET_MS };
export const ADDRESS_RULE: ThrottleRule = { free: ADDRESS_FREE_FAILURES, quietMs: ADDRESS_QUIET_MS };

/** How long the attempt after the `failures`-th must wait: nothing within the free ones, then 1 s doubling to 15 min. */
export function waitAfter(failures: number, free: number): number {
  if (failures < free) return 0;
  return Math.min(1000 * 2 ** Math.min(failures - free, 30), MAX_WAIT_MS);
}

/** The state as it stands at `now`: failures forgotten after a quiet spell. */
export function current(c: ThrottleState, rule: ThrottleRule, now: Date): ThrottleState {
  return now.getTime() - c.lastFailureAt.getTime() >= rule.quietMs ? { failures: 0, lastFailureAt: now, waitUntil: null } : c;
}

/** Milliseconds the key must still wait before an attempt is checked (0: none). */
export function waitLeft(c: Pick<ThrottleState, 'waitUntil'>, now: Date): number {
  return c.waitUntil ? Math.max(0, c.waitUntil.getTime() - now.getTime()) : 0;
}

/** The key's state once this attempt is counted as a failure. */
export function countFailure(c: ThrottleState, rule: ThrottleRule, now: Date): ThrottleState {
  const base = current(c, rule, now);
  const failures = base.failures + 1;
  const wait = waitAfter(failures, rule.free);
  return { failures, lastFailureAt: now, waitUntil: wait ? new Date(now.getTime() + wait) : null };
}

/** The state once a success takes back the attempt counted for it (an address keeps its other failures). */
export function takeBack(c: ThrottleState, rule: ThrottleRule): ThrottleState {
  const failures = Math.max(0, c.failures - 1);
  const wait = waitAfter(failures, rule.free);
  return { failures, lastFailureAt: c.lastFailureAt, waitUntil: wait ? new Date(c.lastFailureAt.getTime() + wait) : null };
}

/** The account's key: the user's id when the name is a user's, else the name folded to lower case. */
export const accountKey = (userId: number | null, username: string): string =>
  userId !== null ? `user:${userId}` : `name:${username.trim().toLowerCase().slice(0, 200)}`;
export const addressKey = (address: string): string => `address:${address.slice(0, 100)}`;

/** Whole seconds to wait, rounded up (what the page and Retry-After say). */
export const waitSeconds = (ms: number): number => Math.max(1, Math.ceil(ms / 1000));
