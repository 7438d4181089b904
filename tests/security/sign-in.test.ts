import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../../src/backend/idp/password.ts';
import { checkCredentials } from '../../src/backend/idp/check-credentials.ts';
import { THROTTLE_LIMITS } from '../../src/backend/idp/lockout-rule.ts';
import { CookieJar, pkcePair, startIdentityHarness, type IdentityHarness } from '../identity-harness.ts';

/** Sign-in lockout (issue 8 §3): counted before the password check, per person at a machine, per machine, per name. */
let h: IdentityHarness;
const PASSWORD = 'correct horse';

beforeAll(async () => {
  h = await startIdentityHarness();
  await h.database.query(`update users set password_hash = $1 where code in ('clerk1', 'clerk2', 'admin', 'housekeeper1')`, [await hashPassword(PASSWORD)]);
}, 60_000);
afterAll(async () => h?.close());

async function interaction(): Promise<{ jar: CookieJar; url: string }> {
  const jar = new CookieJar();
  const rp = h.identity.relyingParty;
  const auth = new URL(`${h.issuer}/auth`);
  auth.search = new URLSearchParams({
    client_id: rp.clientId, response_type: 'code', redirect_uri: rp.redirectUri, scope: 'openid profile',
    code_challenge: pkcePair().challenge, code_challenge_method: 'S256', state: 's', nonce: 'n',
  }).toString();
  const res = await jar.fetch(auth.href);
  return { jar, url: new URL(res.headers.get('location')!, h.url).href };
}

const login = (i: { jar: CookieJar; url: string }, username: string, password: string) =>
  i.jar.fetch(`${i.url}/login`, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams({ username, password }).toString() });

const at = (address: string, username: string, password: string) => checkCredentials(h.database.db, { username, password, now: new Date(), address });

describe('sign-in lockout', () => {
  it('60 simultaneous wrong passwords get five checks at most, all are refused, and the right one is then refused too', async () => {
    const pages = await Promise.all(Array.from({ length: 60 }, () => interaction()));
    const replies = await Promise.all(pages.map((p) => login(p, 'clerk1', 'wrong')));
    // Every one refused (those checked see the lock the fifth set by the time their hash is computed) …
    expect(new Set(replies.map((r) => r.status))).toEqual(new Set([423]));
    // … and exactly five were counted, i.e. got a password check: the others were refused before it.
    const [pair] = await h.database.query<{ failures: number; locked_until: Date }>(`select failures, locked_until from sign_in_throttle where key = 'pair:clerk1|127.0.0.1'`);
    expect(pair!.failures).toBe(THROTTLE_LIMITS.pair);
    const right = await login(await interaction(), 'clerk1', PASSWORD);
    expect(right.status).toBe(423);
    const [row] = await h.database.query<{ failed_logins: number; locked_until: Date }>(`select failed_logins, locked_until from users where code = 'clerk1'`);
    expect(row!.failed_logins).toBe(THROTTLE_LIMITS.pair);
    expect(new Date(row!.locked_until).getTime()).toBeGreaterThan(Date.now() + 14 * 60_000);
  });

  it('answers an unknown name exactly like a known one with a wrong password, lock included', async () => {
    const known: string[] = [];
    const unknown: string[] = [];
    for (let i = 0; i < THROTTLE_LIMITS.pair + 1; i++) {
      const k = await at('10.9.0.1', 'housekeeper1', 'wrong');
      const u = await at('10.9.0.1', 'no-such-user', 'wrong');
      known.push(k.ok ? 'ok' : k.reason);
      unknown.push(u.ok ? 'ok' : u.reason);
    }
    expect(unknown).toEqual(known);
    expect(known).toEqual(['invalid', 'invalid', 'invalid', 'invalid', 'locked', 'locked']);
  });

  it("a colleague typing someone's name at their own machine does not lock that person out at theirs", async () => {
    for (let i = 0; i < THROTTLE_LIMITS.pair; i++) await at('10.9.0.2', 'clerk2', 'wrong');
    expect(await at('10.9.0.2', 'clerk2', PASSWORD)).toMatchObject({ ok: false, reason: 'locked' });
    expect(await at('10.9.0.3', 'clerk2', PASSWORD)).toMatchObject({ ok: true });
  });

  it('limits one machine whatever the names it tries, and a success takes its attempt back', async () => {
    expect(await at('10.9.0.4', 'admin', PASSWORD)).toMatchObject({ ok: true });
    for (let i = 0; i < THROTTLE_LIMITS.addr; i++) await at('10.9.0.4', `guess-${i}`, 'wrong');
    expect(await at('10.9.0.4', 'admin', PASSWORD)).toMatchObject({ ok: false, reason: 'locked' });
    expect(await at('10.9.0.5', 'admin', PASSWORD)).toMatchObject({ ok: true });
  });
});
