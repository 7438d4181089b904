/**
 * Sign-in throttling: failures are counted per key within a 15-minute window, BEFORE the password
 * is checked (an attempt is a failure until it succeeds), and a key that reaches its limit is
 * locked for 15 minutes. Five per person at one machine, thirty per machine whatever the name,
 * fifty per name whatever the machine: nobody can lock a colleague out from their own desk.
 */
export const MAX_FAILED_LOGINS = 5;
export const LOCKOUT_MS = 15 * 60 * 1000;
export const THROTTLE_LIMITS = { pair: MAX_FAILED_LOGINS, addr: 30, name: 50 } as const;

export interface ThrottleState {
  failures: number;
  windowStart: Date;
  lockedUntil: Date | null;
}

export const isLocked = (c: Pick<ThrottleState, 'lockedUntil'>, now: Date): boolean => c.lockedUntil !== null && c.lockedUntil.getTime() > now.getTime();

/** The key's state once this attempt is counted; a window or lock that has run out starts afresh. */
export function countAttempt(c: ThrottleState, limit: number, now: Date): ThrottleState {
  const expired = (c.lockedUntil !== null && c.lockedUntil.getTime() <= now.getTime()) || now.getTime() - c.windowStart.getTime() >= LOCKOUT_MS;
  const base = expired ? { failures: 0, windowStart: now, lockedUntil: null } : c;
  const failures = base.failures + 1;
  return { failures, windowStart: base.windowStart, lockedUntil: failures >= limit ? new Date(now.getTime() + LOCKOUT_MS) : base.lockedUntil };
}

/** The keys one attempt counts against (the name folded to lower case, as users type it). */
export function throttleKeys(username: string, address: string): { key: string; limit: number }[] {
  const name = username.trim().toLowerCase().slice(0, 200);
  return [
    { key: `pair:${name}|${address}`, limit: THROTTLE_LIMITS.pair },
    { key: `addr:${address}`, limit: THROTTLE_LIMITS.addr },
    { key: `name:${name}`, limit: THROTTLE_LIMITS.name },
  ];
}
