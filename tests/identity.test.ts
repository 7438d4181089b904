import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SignJWT, importJWK, type JWK } from 'jose';
import { hashPassword } from '../src/backend/idp/password.ts';
import { CookieJar, pkcePair, startIdentityHarness, type IdentityHarness } from './identity-harness.ts';

let h: IdentityHarness;
const PASSWORD = 'correct horse';

beforeAll(async () => {
  h = await startIdentityHarness();
  const hash = await hashPassword(PASSWORD);
  await h.database.query(`update users set password_hash = $1, language = 'fr' where code in ('clerk1', 'clerk2')`, [hash]);
}, 180_000);
afterAll(async () => h?.close());

/** Starts an authorization request; returns the jar and the interaction page URL. */
async function startAuthorization(lang?: string) {
  const jar = new CookieJar();
  const pkce = pkcePair();
  const rp = h.identity.relyingParty;
  const auth = new URL(`${h.issuer}/auth`);
  auth.search = new URLSearchParams({
    client_id: rp.clientId,
    response_type: 'code',
    redirect_uri: rp.redirectUri,
    scope: 'openid profile offline_access',
    code_challenge: pkce.challenge,
    code_challenge_method: 'S256',
    state: 'st-1',
    nonce: 'n-1',
    ...(lang ? { ui_locales: lang } : {}),
  }).toString();
  const res = await jar.fetch(auth.href);
  expect(res.status).toBe(303);
  const interaction = new URL(res.headers.get('location')!, h.url).href;
  expect(interaction).toMatch(/\/oidc\/interaction\/[\w-]+$/);
  return { jar, pkce, interaction };
}

async function postLogin(jar: CookieJar, interaction: string, username: string, password: string) {
  return jar.fetch(`${interaction}/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ username, password }).toString(),
  });
}

/** Follows the provider's redirects after the sign-in up to the app's callback; returns the code. */
async function followToCallback(jar: CookieJar, res: Response): Promise<URL> {
  for (let i = 0; i < 5 && res.status >= 300 && res.status < 400; i++) {
    const next = new URL(res.headers.get('location')!, h.url);
    if (next.pathname === '/auth/callback') return next;
    res = await jar.fetch(next.href);
  }
  throw new Error(`no redirect to the callback (status ${res.status}): ${await res.text()}`);
}

async function exchange(code: string, verifier: string) {
  const rp = h.identity.relyingParty;
  const res = await fetch(`${h.issuer}/token`, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      authorization: `Basic ${Buffer.from(`${rp.clientId}:${rp.clientSecret}`).toString('base64')}`,
    },
    body: new URLSearchParams({ grant_type: 'authorization_code', code, code_verifier: verifier, redirect_uri: rp.redirectUri }).toString(),
  });
  return { status: res.status, body: (await res.json()) as Record<string, string> };
}

describe('embedded identity provider', () => {
  it('publishes its discovery document on the same origin', async () => {
    const meta = (await (await fetch(`${h.issuer}/.well-known/openid-configuration`)).json()) as Record<string, unknown>;
    expect(meta['issuer']).toBe(h.issuer);
    expect(meta['end_session_endpoint']).toBe(`${h.issuer}/session/end`);
    expect(meta['code_challenge_methods_supported']).toEqual(['S256']);
  });

  it('refuses an authorization request without PKCE', async () => {
    const rp = h.identity.relyingParty;
    const q = new URLSearchParams({ client_id: rp.clientId, response_type: 'code', redirect_uri: rp.redirectUri, scope: 'openid', state: 's' });
    const res = await fetch(`${h.issuer}/auth?${q}`, { redirect: 'manual' });
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toMatch(/error=invalid_request/);
  });

  it('shows its own error page in the reader language, with the error code and without the library English', async () => {
    const rp = h.identity.relyingParty;
    const q = new URLSearchParams({ client_id: 'nobody', response_type: 'code', redirect_uri: rp.redirectUri, scope: 'openid', state: 's' });
    const res = await fetch(`${h.issuer}/auth?${q}`, { redirect: 'manual', headers: { 'accept-language': 'fr-FR,fr;q=0.9' } });
    expect(res.status).toBe(400);
    const html = await res.text();
    expect(html).toContain('<h1>Problème de connexion</h1>');
    expect(html).toContain('Cette connexion n’a pas pu aboutir. Recommencez ; si cela se reproduit, donnez ce code à votre administrateur : invalid_client.');
    expect(html).not.toMatch(/client is invalid|not found/i);
  });

  it('signs in with the right password and issues API access tokens (aud urn:auberge:api, sub = user code)', async () => {
    const { jar, pkce, interaction } = await startAuthorization();
    const page = await jar.fetch(interaction);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('name="username"');
    expect(html).toContain('name="password"');
    expect(html).toContain('Auberge');

    const wrong = await postLogin(jar, interaction, 'clerk1', 'nope');
    expect(wrong.status).toBe(401);
    expect(await wrong.text()).toContain('Wrong user name or password');

    const ok = await postLogin(jar, interaction, 'clerk1', PASSWORD);
    expect(ok.status).toBe(303);
    const callback = await followToCallback(jar, ok);
    expect(callback.searchParams.get('state')).toBe('st-1');
    const tokens = await exchange(callback.searchParams.get('code')!, pkce.verifier);
    expect(tokens.status).toBe(200);
    const claims = await h.identity.verifier.verify(tokens.body['access_token']!);
    expect(claims.aud).toBe('urn:auberge:api');
    expect(claims.sub).toBe('clerk1');
    expect(claims.iss).toBe(h.issuer);
    expect(tokens.body['refresh_token']).toBeTruthy();
    const idClaims = JSON.parse(Buffer.from(tokens.body['id_token']!.split('.')[1]!, 'base64url').toString()) as Record<string, unknown>;
    expect(idClaims).toMatchObject({ sub: 'clerk1', nonce: 'n-1', preferred_username: 'clerk1', locale: 'fr' });

    const [audit] = await h.database.query<{ type_id: number; message: string }>(
      `select type_id, message from audit_events where user_id = 2 order by audit_event_id desc limit 1`,
    );
    expect(audit).toEqual({ type_id: 7, message: 'Logged in to Auberge' });

    const refreshed = await fetch(`${h.issuer}/token`, {
      method: 'POST',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        authorization: `Basic ${Buffer.from(`${h.identity.relyingParty.clientId}:${h.identity.relyingParty.clientSecret}`).toString('base64')}`,
      },
      body: new URLSearchParams({ grant_type: 'refresh_token', refresh_token: tokens.body['refresh_token']! }).toString(),
    });
    expect(refreshed.status).toBe(200);
    const again = (await refreshed.json()) as Record<string, string>;
    expect((await h.identity.verifier.verify(again['access_token']!)).sub).toBe('clerk1');

    // The code is single-use.
    expect((await exchange(callback.searchParams.get('code')!, pkce.verifier)).status).toBe(400);
  });

  it('shows the form in French for ui_locales=fr or ?lang=fr', async () => {
    const { jar, interaction } = await startAuthorization('fr');
    expect(await (await jar.fetch(interaction)).text()).toContain('Mot de passe');
    const en = await jar.fetch(`${interaction}?lang=en`);
    expect(await en.text()).toContain('Password');
  });

  it('makes the account wait a second after 5 wrong passwords, and says so on the page', async () => {
    const { jar, interaction } = await startAuthorization();
    for (let i = 0; i < 4; i++) expect((await postLogin(jar, interaction, 'clerk2', 'bad')).status).toBe(401);
    const fifth = await postLogin(jar, interaction, 'clerk2', 'bad');
    expect(fifth.status).toBe(401);
    expect(await fifth.text()).toContain('wait 1 second before the next try');
    const [row] = await h.database.query<{ failed_logins: number; locked_until: Date }>(`select failed_logins, locked_until from users where code = 'clerk2'`);
    expect(row!.failed_logins).toBe(5);
    expect(new Date(row!.locked_until).getTime()).toBeLessThanOrEqual(Date.now() + 1000);
    // Further failures have doubled the wait to a minute (set here: hashing them would take real seconds).
    await h.database.query(`update sign_in_throttle set failures = 11, wait_until = now() + interval '60 seconds' where key = 'user:3'`);
    const right = await postLogin(jar, interaction, 'clerk2', PASSWORD);
    expect(right.status).toBe(429);
    expect(Number(right.headers.get('retry-after'))).toBeGreaterThan(55);
    expect(await right.text()).toMatch(/wait (59|60) seconds, then sign in again/);
  });

  it('refuses a tampered token and an expired one', async () => {
    const [row] = await h.database.query<{ key: JWK }>(`select key from server_keys where kid = 'oidc:signing'`);
    const key = await importJWK(row!.key, 'ES256');
    const sign = (exp: number, sub = 'clerk1') =>
      new SignJWT({ scope: 'openid profile' })
        .setProtectedHeader({ alg: 'ES256', kid: row!.key.kid! })
        .setIssuer(h.issuer)
        .setAudience('urn:auberge:api')
        .setSubject(sub)
        .setIssuedAt()
        .setExpirationTime(exp)
        .sign(key);
    const valid = await sign(Math.floor(Date.now() / 1000) + 300);
    expect((await h.identity.verifier.verify(valid)).sub).toBe('clerk1');
    const [head, payload, sig] = valid.split('.');
    const forged = `${head}.${Buffer.from(JSON.stringify({ ...JSON.parse(Buffer.from(payload!, 'base64url').toString()), sub: 'admin' })).toString('base64url')}.${sig}`;
    await expect(h.identity.verifier.verify(forged)).rejects.toThrow(/not valid/);
    await expect(h.identity.verifier.verify(await sign(Math.floor(Date.now() / 1000) - 60))).rejects.toThrow(/expired/);
  });

  it("walks the same flow through the app's relying party (openid-client, PKCE, state, nonce, refresh, end session)", async () => {
    const { createAuthClient } = await import('../src/lib/server/auth-client.ts');
    const auth = createAuthClient(h.identity.relyingParty);
    const start = await auth.startSignIn({ lang: 'en' });
    const jar = new CookieJar();
    const res = await jar.fetch(start.url);
    const interaction = new URL(res.headers.get('location')!, h.url).href;
    const callback = await followToCallback(jar, await postLogin(jar, interaction, 'clerk1', PASSWORD));
    await expect(auth.finishSignIn(callback, { ...start, state: 'forged' })).rejects.toThrow();
    const tokens = await auth.finishSignIn(callback, start);
    expect(tokens.claims['sub']).toBe('clerk1');
    expect(tokens.accessExpiresAt).toBeGreaterThan(Date.now() / 1000 + 3000);
    const refreshed = await auth.refresh(tokens.refreshToken!);
    expect((await h.identity.verifier.verify(refreshed.accessToken)).sub).toBe('clerk1');
    const end = new URL(await auth.endSessionUrl(tokens.idToken));
    expect(end.pathname).toBe('/oidc/session/end');
    expect(end.searchParams.get('post_logout_redirect_uri')).toBe(`${h.url}/`);
    // Sign-out revokes the refresh token: the grant does not outlive the session.
    await auth.revoke(refreshed.refreshToken ?? tokens.refreshToken!);
    await expect(auth.refresh(refreshed.refreshToken ?? tokens.refreshToken!)).rejects.toThrow();
  });

  it('keeps one key set when two instances start together on an empty key table', async () => {
    const { loadServerKey } = await import('../src/backend/idp/load-server-key.ts');
    await h.database.query(`delete from server_keys where kid = 'race:test'`);
    const [a, b] = await Promise.all([
      loadServerKey(h.database, 'race:test', 'sig', async () => ({ v: 'a' })),
      loadServerKey(h.database, 'race:test', 'sig', async () => ({ v: 'b' })),
    ]);
    expect(a).toEqual(b);
  });
});
