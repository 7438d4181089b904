import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { users } from '../db/schema/index.ts';
import { hashPassword, verifyPassword } from './password.ts';
import { countersAfterAttempt, isLocked } from './lockout-rule.ts';

export type CredentialsResult =
  | { ok: true; user: { userId: number; code: string; name: string; groupId: number } }
  | { ok: false; reason: 'invalid' | 'locked'; lockedUntil?: Date };

// Compared against when the user name is unknown, so that the answer takes as long as for a known one.
let dummyHash: Promise<string> | undefined;

/**
 * Checks a user name and password for the embedded provider's sign-in page, keeping the
 * lockout counters (users.failed_logins, users.locked_until) up to date.
 */
export async function checkCredentials(db: Db, { username, password, now }: { username: string; password: string; now: Date }): Promise<CredentialsResult> {
  const [row] = await db
    .select({ userId: users.userId, code: users.code, name: users.name, groupId: users.groupId, passwordHash: users.passwordHash, active: users.active, failedLogins: users.failedLogins, lockedUntil: users.lockedUntil })
    .from(users)
    .where(eq(users.username, username.trim()))
    .limit(1);
  if (!row || !row.active) {
    await verifyPassword(password, await (dummyHash ??= hashPassword('not-a-password')));
    return { ok: false, reason: 'invalid' };
  }
  if (isLocked(row, now)) return { ok: false, reason: 'locked', lockedUntil: row.lockedUntil! };
  const ok = await verifyPassword(password, row.passwordHash);
  // Re-read the counters under a row lock: simultaneous wrong passwords must each count.
  const next = await db.transaction(async (tx) => {
    const [current] = await tx.select({ failedLogins: users.failedLogins, lockedUntil: users.lockedUntil }).from(users).where(eq(users.userId, row.userId)).for('update');
    const counters = countersAfterAttempt(current ?? row, ok, now);
    if (counters.failedLogins !== current?.failedLogins || counters.lockedUntil?.getTime() !== current?.lockedUntil?.getTime()) {
      await tx.update(users).set({ failedLogins: counters.failedLogins, lockedUntil: counters.lockedUntil }).where(eq(users.userId, row.userId));
    }
    return counters;
  });
  if (!ok) return next.lockedUntil ? { ok: false, reason: 'locked', lockedUntil: next.lockedUntil } : { ok: false, reason: 'invalid' };
  return { ok: true, user: { userId: row.userId, code: row.code, name: row.name, groupId: row.groupId } };
}
