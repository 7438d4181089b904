import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { signInThrottle, users } from '../db/schema/index.ts';
import { hashPassword, verifyPassword } from './password.ts';
import { countAttempt, isLocked, throttleKeys } from './lockout-rule.ts';

export type CredentialsResult =
  | { ok: true; user: { userId: number; code: string; name: string; groupId: number } }
  | { ok: false; reason: 'invalid' | 'locked'; lockedUntil?: Date };

// Compared against when the user name is unknown, so that the answer takes as long as for a known one.
let dummyHash: Promise<string> | undefined;

/**
 * Counts the attempt against each of its keys in one transaction, under row locks, BEFORE any
 * password is checked: sixty simultaneous tries get at most five checks. Returns the lock end when
 * a key is already locked (nothing counted then).
 */
async function reserveAttempt(db: Db, keys: { key: string; limit: number }[], now: Date): Promise<Date | null> {
  return db.transaction(async (tx) => {
    await tx.insert(signInThrottle).values(keys.map((k) => ({ key: k.key, failures: 0, windowStart: now }))).onConflictDoNothing();
    const rows = await tx.select().from(signInThrottle).where(inArray(signInThrottle.key, keys.map((k) => k.key))).orderBy(signInThrottle.key).for('update');
    const locked = rows.filter((r) => isLocked(r, now)).map((r) => r.lockedUntil!.getTime());
    if (locked.length) return new Date(Math.max(...locked));
    for (const k of keys) {
      const row = rows.find((r) => r.key === k.key)!;
      const next = countAttempt(row, k.limit, now);
      await tx.update(signInThrottle).set(next).where(eq(signInThrottle.key, k.key));
    }
    return null;
  });
}

/** A success takes its attempt back: the person's and the name's counts start again, the machine's loses one. */
async function clearAttempt(db: Db, keys: { key: string }[]): Promise<void> {
  const [pair, addr, name] = keys.map((k) => k.key);
  await db.delete(signInThrottle).where(inArray(signInThrottle.key, [pair!, name!]));
  await db.update(signInThrottle).set({ failures: sql`greatest(${signInThrottle.failures} - 1, 0)` })
    .where(and(eq(signInThrottle.key, addr!), sql`${signInThrottle.lockedUntil} is null`));
}

/**
 * Checks a user name and password for the embedded provider's sign-in page. The attempt is
 * counted first (per name at this address, per address, per name); a locked key answers 'locked'
 * whether or not the name exists, an unknown name answers exactly like a wrong password.
 * users.failed_logins / locked_until mirror the counts for the administrators' screen.
 */
export async function checkCredentials(db: Db, { username, password, now, address }: { username: string; password: string; now: Date; address: string }): Promise<CredentialsResult> {
  const keys = throttleKeys(username, address);
  const lockedUntil = await reserveAttempt(db, keys, now);
  if (lockedUntil) return { ok: false, reason: 'locked', lockedUntil };
  const [row] = await db
    .select({ userId: users.userId, code: users.code, name: users.name, groupId: users.groupId, passwordHash: users.passwordHash, active: users.active })
    .from(users)
    .where(eq(users.username, username.trim()))
    .limit(1);
  if (!row || !row.active) {
    await verifyPassword(password, await (dummyHash ??= hashPassword('not-a-password')));
    return failed(await pairLock(db, keys[0]!.key, now));
  }
  const ok = await verifyPassword(password, row.passwordHash);
  if (ok) {
    await clearAttempt(db, keys);
    await db.update(users).set({ failedLogins: 0, lockedUntil: null }).where(eq(users.userId, row.userId));
    return { ok: true, user: { userId: row.userId, code: row.code, name: row.name, groupId: row.groupId } };
  }
  const lock = await pairLock(db, keys[0]!.key, now);
  await db.update(users).set({ failedLogins: sql`${users.failedLogins} + 1`, lockedUntil: lock }).where(eq(users.userId, row.userId));
  return failed(lock);
}

/** The lock this attempt's person-at-machine key now holds (the fifth failure sets it). */
async function pairLock(db: Db, key: string, now: Date): Promise<Date | null> {
  const [pair] = await db.select({ lockedUntil: signInThrottle.lockedUntil }).from(signInThrottle).where(eq(signInThrottle.key, key));
  return pair && isLocked(pair, now) ? pair.lockedUntil : null;
}

const failed = (lockedUntil: Date | null): CredentialsResult => (lockedUntil ? { ok: false, reason: 'locked', lockedUntil } : { ok: false, reason: 'invalid' });

/** An administrator's unlock: the name's counts at every address start again. */
export async function clearSignInLocks(db: Db, username: string): Promise<void> {
  const name = username.trim().toLowerCase();
  await db.delete(signInThrottle).where(sql`${signInThrottle.key} = ${`name:${name}`} or ${signInThrottle.key} like ${`pair:${name.replace(/[\\%_]/g, '\\$&')}|%`}`);
}
