import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../../src/backend/idp/password.ts';
import { checkCredentials } from '../../src/backend/idp/check-credentials.ts';
import { ACCOUNT_FREE_FAILURES, ADDRESS_FREE_FAILURES } from '../../src/backend/idp/lockout-rule.ts';
import { startIdentityHarness, startInteraction, type CookieJar, type IdentityHarness } from '../identity-harness.ts';

/** Sign-in throttle (issue 8 §3, issue 33 §5): counted before the password check, per account and per address; it slows, never locks. */
let h: IdentityHarness;
const PASSWORD = 'correct horse';

beforeAll(async () => {
  h = await startIdentityHarness();
  await h.database.query(`update users set password_hash = $1 where code in ('clerk1', 'clerk2', 'admin', 'housekeeper1')`, [await hashPassword(PASSWORD)]);
}, 180_000);
afterAll(async () => h?.close());

const interaction = () => startInteraction(h);

const login = (i: { jar: CookieJar; url: string }, username: string, password: string) =>
  i.jar.fetch(`${i.url}/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ username, password }).toString(),
  });

const at = (address: string, username: string, password: string, now = new Date()) => checkCredentials(h.database.db, { username, password, now, address });

describe('sign-in throttle', () => {
  it('60 simultaneous wrong passwords get five checks at most; the others are told to wait, unchecked', async () => {
    // One instant for all sixty (a loaded machine may take longer than the first one-second wait to hash five passwords).
    const now = new Date();
    const replies = await Promise.all(
      Array.from({ length: 60 }, () => checkCredentials(h.database.db, { username: 'clerk1', password: 'wrong', now, address: '10.9.0.60' })),
    );
    expect(replies.filter((r) => !r.ok && r.reason === 'invalid')).toHaveLength(ACCOUNT_FREE_FAILURES);
    expect(replies.filter((r) => !r.ok && r.reason === 'wait')).toHaveLength(60 - ACCOUNT_FREE_FAILURES);
    // Exactly five were counted, i.e. got a password check: the others were refused before it.
    const [row] = await h.database.query<{ failed_logins: number; locked_until: Date }>(`select failed_logins, locked_until from users where code = 'clerk1'`);
    expect(row!.failed_logins).toBe(ACCOUNT_FREE_FAILURES);
    // The wait is a second, not a lock: the right password then signs in, through the page.
    expect(new Date(row!.locked_until).getTime()).toBe(now.getTime() + 1000);
    await new Promise((r) => setTimeout(r, Math.max(0, now.getTime() + 1000 - Date.now())));
    expect((await login(await interaction(), 'clerk1', PASSWORD)).status).toBe(303);
  });

  it('answers an unknown name exactly like a known one with a wrong password, waits included', async () => {
    const known: string[] = [];
    const unknown: string[] = [];
    const now = new Date();
    for (let i = 0; i < ACCOUNT_FREE_FAILURES + 1; i++) {
      const k = await at('10.9.0.1', 'housekeeper1', 'wrong', now);
      const u = await at('10.9.0.1', 'no-such-user', 'wrong', now);
      known.push(k.ok ? 'ok' : k.reason);
      unknown.push(u.ok ? 'ok' : u.reason);
    }
    expect(unknown).toEqual(known);
    expect(known).toEqual(['invalid', 'invalid', 'invalid', 'invalid', 'invalid', 'wait']);
  });

  it('slows one machine trying many names, without keeping an account nobody was guessing at from signing in there', async () => {
    const now = new Date();
    for (let i = 0; i < ADDRESS_FREE_FAILURES; i++) await at('10.9.0.4', `guess-${i}`, 'wrong', now);
    expect(await at('10.9.0.4', 'guess-x', 'wrong', now)).toMatchObject({ ok: false, reason: 'wait', scope: 'address' });
    expect(await at('10.9.0.4', 'admin', PASSWORD, now)).toMatchObject({ ok: true });
  });
});
