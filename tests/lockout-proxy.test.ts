import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { hashPassword } from '../src/backend/idp/password.ts';
import { ADDRESS_FREE_FAILURES } from '../src/backend/idp/lockout-rule.ts';
import { startIdentityHarness, startInteraction, type CookieJar, type IdentityHarness } from './identity-harness.ts';

/**
 * Issue 33 §5 through the embedded provider's sign-in page: the client's address comes from
 * X-Forwarded-For only when TRUSTED_PROXIES names the socket's peer, and the page says how long to wait.
 */
const PASSWORD = 'correct horse';

const interaction = startInteraction;

const login = (i: { jar: CookieJar; url: string }, username: string, password: string, headers: Record<string, string> = {}) =>
  i.jar.fetch(`${i.url}/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
    body: new URLSearchParams({ username, password }).toString(),
  });

async function addressKeys(h: IdentityHarness): Promise<Record<string, number>> {
  const rows = await h.database.query<{ key: string; failures: number }>(`select key, failures from sign_in_throttle where key like 'address:%'`);
  return Object.fromEntries(rows.map((r) => [r.key, r.failures]));
}

/**
 * The thirtieth failure made the address wait a second; on a loaded machine the next request may
 * take longer than that to arrive. The count is checked, then the wait set to 30 s, as if the
 * attack had gone on, so that the next attempt surely falls within it.
 */
async function outlastHashing(h: IdentityHarness, key: string): Promise<void> {
  const [row] = await h.database.query<{ failures: number; waits: boolean }>(
    `select failures, wait_until is not null as waits from sign_in_throttle where key = $1`,
    [key],
  );
  expect(row).toEqual({ failures: ADDRESS_FREE_FAILURES, waits: true });
  await h.database.query(`update sign_in_throttle set wait_until = now() + interval '30 seconds' where key = $1`, [key]);
}

async function prepare(h: IdentityHarness): Promise<void> {
  await h.database.query(`update users set password_hash = $1 where code in ('clerk1', 'clerk2', 'admin')`, [await hashPassword(PASSWORD)]);
}

describe('sign-in behind a reverse proxy (TRUSTED_PROXIES=127.0.0.1)', () => {
  let h: IdentityHarness;
  beforeAll(async () => {
    h = await startIdentityHarness({ TRUSTED_PROXIES: '127.0.0.1' });
    await prepare(h);
  }, 180_000);
  afterAll(async () => h?.close());
  // Each case starts with no count anywhere.
  beforeEach(async () => {
    await h.database.query('delete from sign_in_throttle');
  });

  it("counts each client apart by the right-most X-Forwarded-For address, never the client's own entries", async () => {
    const i = await interaction(h);
    expect((await login(i, 'nobody', 'wrong', { 'x-forwarded-for': '203.0.113.5' })).status).toBe(401);
    expect((await login(i, 'nobody', 'wrong', { 'x-forwarded-for': '6.6.6.6, 203.0.113.6' })).status).toBe(401);
    expect(await addressKeys(h)).toEqual({ 'address:203.0.113.5': 1, 'address:203.0.113.6': 1 });
  });

  it('thirty failures from one outside client slow that client only: the hotel behind the same proxy signs in', async () => {
    const i = await interaction(h);
    for (let n = 0; n < ADDRESS_FREE_FAILURES; n++) await login(i, `guess-${n}`, 'wrong', { 'x-forwarded-for': '198.51.100.66' });
    await outlastHashing(h, 'address:198.51.100.66');
    const slowed = await login(i, 'guess-x', 'wrong', { 'x-forwarded-for': '198.51.100.66' });
    expect(slowed.status).toBe(429);
    expect(Number(slowed.headers.get('retry-after'))).toBeGreaterThan(25);
    expect(await slowed.text()).toMatch(/Too many failed sign-ins from your network address: wait (2\d|30) seconds, then try again./);
    const colleague = await login(await interaction(h), 'clerk1', PASSWORD, { 'x-forwarded-for': '192.0.2.10' });
    expect(colleague.status).toBe(303);
  });
});

describe('sign-in without TRUSTED_PROXIES', () => {
  let h: IdentityHarness;
  beforeAll(async () => {
    h = await startIdentityHarness();
    await prepare(h);
  }, 180_000);
  afterAll(async () => h?.close());
  // Each case starts with no count anywhere.
  beforeEach(async () => {
    await h.database.query('delete from sign_in_throttle');
  });

  it('ignores X-Forwarded-For: the socket address is the one counted', async () => {
    const i = await interaction(h);
    expect((await login(i, 'nobody', 'wrong', { 'x-forwarded-for': '203.0.113.5' })).status).toBe(401);
    expect(await addressKeys(h)).toEqual({ 'address:127.0.0.1': 1 });
  });

  it('thirty wrong passwords under thirty names from one address leave a correct sign-in of another account working', async () => {
    const i = await interaction(h);
    for (let n = 0; n < ADDRESS_FREE_FAILURES; n++) expect((await login(i, `name-${n}`, 'wrong')).status).toBe(401);
    await outlastHashing(h, 'address:127.0.0.1');
    expect((await login(i, 'another-name', 'wrong')).status).toBe(429);
    expect((await login(await interaction(h), 'admin', PASSWORD)).status).toBe(303);
  });

  it('says on the page how long the account must wait, in English and in French, and lets the right password in after it', async () => {
    const i = await interaction(h);
    for (let n = 0; n < 4; n++) expect((await login(i, 'clerk2', 'wrong', { 'accept-language': 'en' })).status).toBe(401);
    const fifth = await login(i, 'clerk2', 'wrong');
    expect(fifth.status).toBe(401);
    expect(await fifth.text()).toContain('Too many failed attempts on this account: wait 1 second before the next try.');
    // A longer wait, set here (hashing the failures behind it would take real seconds), and said in French.
    await h.database.query(`update sign_in_throttle set failures = 6, wait_until = now() + interval '2 seconds' where key = 'user:3'`);
    const early = await i.jar.fetch(`${i.url}/login?lang=fr`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ username: 'clerk2', password: PASSWORD }).toString(),
    });
    expect(early.status).toBe(429);
    expect(['1', '2']).toContain(early.headers.get('retry-after'));
    expect(await early.text()).toMatch(/Trop de tentatives échouées sur ce compte : attendez [12] secondes?, puis reconnectez-vous./);
    await new Promise((r) => setTimeout(r, 2100));
    expect((await login(await interaction(h), 'clerk2', PASSWORD)).status).toBe(303);
  });

  it('answers a chunked sign-in form past 16 KB with 413, not a 500, and keeps serving', async () => {
    const i = await interaction(h);
    const chunk = new TextEncoder().encode(`username=clerk1&password=${'x'.repeat(4096)}`);
    let sent = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent >= 40) return controller.close();
        sent += 1;
        controller.enqueue(chunk);
      },
    });
    const res = await i.jar.fetch(`${i.url}/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body,
      duplex: 'half',
    } as RequestInit);
    expect(res.status).toBe(413);
    expect(await res.text()).toContain('This form is too large (16\u00a0KB at most).');
    const again = await interaction(h);
    expect((await login(again, 'clerk2', PASSWORD)).status).toBeLessThan(400);
  });
});
