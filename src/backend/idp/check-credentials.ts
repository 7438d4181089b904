import { and, eq, inArray, or, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { signInThrottle, users } from '../db/schema/index.ts';
import { hashPassword, verifyPassword } from './password.ts';
import {
  ACCOUNT_RULE,
  ADDRESS_RULE,
  accountKey,
  addressKey,
  countFailure,
  current,
  takeBack,
  waitLeft,
  waitSeconds,
  type ThrottleState,
} from './lockout-rule.ts';

export type CredentialsResult =
  | { ok: true; user: { userId: number; code: string; name: string; groupId: number } }
  /** Wrong name or password; `waitSeconds` when the next attempt on this account must now wait. */
  | { ok: false; reason: 'invalid'; waitSeconds?: number }
  /** Refused unchecked: the account (or, for this attempt, the address) must wait that long. */
  | { ok: false; reason: 'wait'; scope: 'account' | 'address'; waitSeconds: number }
  /** The right password for an account an administrator has locked. */
  | { ok: false; reason: 'locked' };

// Compared against when the user name is unknown, so that the answer takes as long as for a known one.
let dummyHash: Promise<string> | undefined;

type Reserved = { wait: { scope: 'account' | 'address'; ms: number } } | { account: ThrottleState; address: ThrottleState };

/**
 * Counts the attempt as a failure against the account and the address in one transaction, under
 * row locks, BEFORE any password is checked: simultaneous tries on one account get at most five
 * checks. An account or address that must still wait answers so, and nothing is counted. The
 * address's wait does not apply to a known account without recent failures.
 */
async function reserveAttempt(db: Db, o: { accountKey: string; addressKey: string; userId: number | null; now: Date }): Promise<Reserved> {
  const { now } = o;
  return db.transaction(async (tx) => {
    const keys = [o.accountKey, o.addressKey].sort();
    await tx
      .insert(signInThrottle)
      .values(keys.map((key) => ({ key, failures: 0, lastFailureAt: now })))
      .onConflictDoNothing();
    const rows = await tx.select().from(signInThrottle).where(inArray(signInThrottle.key, keys)).orderBy(signInThrottle.key).for('update');
    const account = current(
      rows.find((r) => r.key === o.accountKey)!,
      ACCOUNT_RULE,
      now,
    );
    const address = current(
      rows.find((r) => r.key === o.addressKey)!,
      ADDRESS_RULE,
      now,
    );
    const accountWait = waitLeft(account, now);
    if (accountWait > 0) return { wait: { scope: 'account' as const, ms: accountWait } };
    const addressWait = waitLeft(address, now);
    if (addressWait > 0 && !(o.userId !== null && account.failures === 0)) return { wait: { scope: 'address' as const, ms: addressWait } };
    const next = { account: countFailure(account, ACCOUNT_RULE, now), address: countFailure(address, ADDRESS_RULE, now) };
    await tx.update(signInThrottle).set(next.account).where(eq(signInThrottle.key, o.accountKey));
    await tx.update(signInThrottle).set(next.address).where(eq(signInThrottle.key, o.addressKey));
    return next;
  });
}

/** A right password takes its attempt back: the account's count starts again, the address loses one failure. */
async function takeAttemptBack(db: Db, o: { accountKey: string; addressKey: string }): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.delete(signInThrottle).where(eq(signInThrottle.key, o.accountKey));
    const [row] = await tx.select().from(signInThrottle).where(eq(signInThrottle.key, o.addressKey)).for('update');
    if (row) await tx.update(signInThrottle).set(takeBack(row, ADDRESS_RULE)).where(eq(signInThrottle.key, o.addressKey));
  });
}

/**
 * Checks a user name and password for the embedded provider's sign-in page (rules in
 * lockout-rule.ts). An unknown name answers exactly like a wrong password, waits included.
 * users.failed_logins / locked_until mirror the account's count and wait for the administrators' screen
 * (written with the count, so a right password's take-back resets them).
 */
export async function checkCredentials(
  db: Db,
  { username, password, now, address }: { username: string; password: string; now: Date; address: string },
): Promise<CredentialsResult> {
  const [row] = await db
    .select({ userId: users.userId, code: users.code, name: users.name, groupId: users.groupId, passwordHash: users.passwordHash, locked: users.locked })
    .from(users)
    .where(and(eq(users.username, username.trim()), eq(users.active, true)))
    .limit(1);
  const keys = { accountKey: accountKey(row?.userId ?? null, username), addressKey: addressKey(address) };
  const reserved = await reserveAttempt(db, { ...keys, userId: row?.userId ?? null, now });
  if ('wait' in reserved) return { ok: false, reason: 'wait', scope: reserved.wait.scope, waitSeconds: waitSeconds(reserved.wait.ms) };
  const ok = row ? await verifyPassword(password, row.passwordHash) : await verifyPassword(password, await (dummyHash ??= hashPassword('not-a-password')));
  if (row && ok) {
    await takeAttemptBack(db, keys);
    await db
      .update(users)
      .set({ failedLogins: 0, lockedUntil: null })
      .where(and(eq(users.userId, row.userId), or(sql`${users.failedLogins} <> 0`, sql`${users.lockedUntil} is not null`)));
    if (row.locked) return { ok: false, reason: 'locked' };
    return { ok: true, user: { userId: row.userId, code: row.code, name: row.name, groupId: row.groupId } };
  }
  // The administrators' mirror takes the count as it stands now, not this attempt's: simultaneous
  // failures, finishing their checks in any order, leave it at the last count (a users write also
  // moves the session cache stamp, so it is written after the check, once, and only when it differs).
  if (row) {
    await db.execute(sql`update users set failed_logins = t.failures, locked_until = t.wait_until
      from sign_in_throttle t where t.key = ${keys.accountKey} and users.user_id = ${row.userId}
        and (users.failed_logins is distinct from t.failures or users.locked_until is distinct from t.wait_until)`);
  }
  const wait = waitLeft(reserved.account, now);
  return wait > 0 ? { ok: false, reason: 'invalid', waitSeconds: waitSeconds(wait) } : { ok: false, reason: 'invalid' };
}

/** An administrator's unlock: every count of the account starts again (its id's, and its name's from before it was a user's). */
export async function clearSignInCounters(db: Db, user: { userId: number; username: string }): Promise<void> {
  await db.delete(signInThrottle).where(inArray(signInThrottle.key, [accountKey(user.userId, user.username), accountKey(null, user.username)]));
}
