/** Five wrong passwords in a row lock the account for fifteen minutes. */
export const MAX_FAILED_LOGINS = 5;
export const LOCKOUT_MS = 15 * 60 * 1000;

export interface LoginCounters {
  failedLogins: number;
  lockedUntil: Date | null;
}

export const isLocked = (c: LoginCounters, now: Date): boolean => c.lockedUntil !== null && c.lockedUntil.getTime() > now.getTime();

/** The counters after one attempt. A lock that has run out starts a fresh count. */
export function countersAfterAttempt(c: LoginCounters, succeeded: boolean, now: Date): LoginCounters {
  if (succeeded) return { failedLogins: 0, lockedUntil: null };
  const lockExpired = c.lockedUntil !== null && c.lockedUntil.getTime() <= now.getTime();
  const failed = (lockExpired ? 0 : c.failedLogins) + 1;
  if (failed >= MAX_FAILED_LOGINS) return { failedLogins: 0, lockedUntil: new Date(now.getTime() + LOCKOUT_MS) };
  return { failedLogins: failed, lockedUntil: lockExpired ? null : c.lockedUntil };
}
