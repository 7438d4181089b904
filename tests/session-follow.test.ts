import { beforeAll, expect, it } from 'vitest';
import { describeApi, type TestApi } from './helpers/test-api.ts';
import { createSession, loadSession } from '../src/server/session-store.ts';
import { createSqlAdapterFactory } from '../src/backend/idp/sql-adapter.ts';
import { createCrmApi } from '../src/backend/crm-api.ts';
import { findSessionUser } from '../src/backend/core/session-user.ts';

/**
 * Issue 33 §6: sessions follow the account. A password reset, a role change and a lock by an
 * administrator end the user's sessions: the app's (the next page or API call goes to sign-in),
 * the embedded provider's sign-in session and grants (no silent sign-in, no refresh), and the
 * access tokens already handed out (refused by the API).
 */
const tokens = (n: string) => ({ accessToken: `at-${n}`, refreshToken: `rt-${n}`, accessExpiresAt: 2_000_000_000 });

async function addUser(api: TestApi, username: string): Promise<number> {
  const r = await api.as('admin').post('/crm/users', {
    username,
    name: `Name ${username}`,
    email: '',
    language: 'en',
    groupId: 1,
    posId: 1,
    preferredGroups: [1],
    preferredPos: [1],
    roles: ['front_desk'],
    permissions: [],
    password: 'first password',
  });
  expect(r.status, JSON.stringify(r.body)).toBe(201);
  return r.body.userId as number;
}

/** What the embedded provider keeps for a signed-in user: its sign-in session, a grant, a refresh token of the grant. */
async function providerState(api: TestApi, code: string, n: string): Promise<void> {
  const adapter = createSqlAdapterFactory(api.database);
  await adapter('Session').upsert(`sess-${n}`, { accountId: code, authorizations: { auberge: { grantId: `grant-${n}` } } }, 3600);
  await adapter('Grant').upsert(`grant-${n}`, { accountId: code, clientId: 'auberge' }, 3600);
  await adapter('RefreshToken').upsert(`rt-${n}`, { accountId: code, grantId: `grant-${n}`, clientId: 'auberge' }, 3600);
}

const providerRows = (api: TestApi, code: string) =>
  api.database.query<{ kind: string; id: string }>(`select kind, id from oidc_payloads where payload->>'accountId' = $1 order by kind, id`, [code]);

/** Two open sessions of the user (two browsers), with the provider's state behind each. */
async function openSessions(api: TestApi, userId: number, code: string): Promise<string[]> {
  const ids: string[] = [];
  for (const n of ['a', 'b']) {
    await providerState(api, code, `${code}-${n}`);
    ids.push(await createSession(api.database.db, userId, tokens(`${code}-${n}`)));
  }
  return ids;
}

describeApi('sessions follow the account', (api) => {
  const db = () => api().database.db;
  let ids: Record<string, number> = {};

  beforeAll(async () => {
    ids = {};
    for (const u of ['alba', 'bruno', 'carla', 'dario', 'elsa']) ids[u] = await addUser(api(), u);
  });

  for (const [name, change] of [
    ['a password reset', { password: 'a new password' }],
    ['a role change', { roles: ['front_desk', 'cashier'] }],
    ['a lock', { locked: true }],
  ] as const) {
    const user = name === 'a password reset' ? 'alba' : name === 'a role change' ? 'bruno' : 'carla';
    it(`${name} by an administrator ends every open session of the user`, async () => {
      const sessions = await openSessions(api(), ids[user]!, user);
      const oldToken = await api().tokens.sign(user);
      expect((await api().withAuthorization(`Bearer ${oldToken}`).get('/crm/roles')).status).toBe(200);
      expect(await loadSession(db(), sessions[0]!)).toBeDefined();
      expect(await providerRows(api(), user)).toHaveLength(6);

      const r = await api().as('admin').put(`/crm/users/${ids[user]}`, change);
      expect(r.status, JSON.stringify(r.body)).toBe(200);

      // The session middleware finds no session: the next page redirects to sign-in, the next API call answers 401.
      for (const s of sessions) expect(await loadSession(db(), s)).toBeUndefined();
      // The provider asks for the password again, and no refresh token of the user works.
      expect(await providerRows(api(), user)).toEqual([]);
      // A token handed out before the change is refused by the API.
      const refused = await api().withAuthorization(`Bearer ${oldToken}`).get('/crm/roles');
      expect(refused.status).toBe(401);
      if (name !== 'a lock') {
        // A sign-in after the change works (a token issued from now on).
        await new Promise((r) => setTimeout(r, 1000));
        expect((await api().as(user).get('/crm/roles')).status).toBe(200);
      }
    });
  }

  it("leaves the sessions of other users alone, and an edit that changes nothing of the sort leaves the user's own", async () => {
    const dario = await openSessions(api(), ids['dario']!, 'dario');
    const elsa = await openSessions(api(), ids['elsa']!, 'elsa');
    expect((await api().as('admin').put(`/crm/users/${ids['elsa']}`, { name: 'Elsa Renamed', language: 'fr' })).status).toBe(200);
    expect((await api().as('admin').put(`/crm/users/${ids['dario']}`, { password: 'another password' })).status).toBe(200);
    for (const s of elsa) expect(await loadSession(db(), s)).toBeDefined();
    expect(await providerRows(api(), 'elsa')).toHaveLength(6);
    for (const s of dario) expect(await loadSession(db(), s)).toBeUndefined();
  });

  it('an administrator changing their own password keeps the session they are working in and ends their others', async () => {
    const adminId = 1;
    const [mine, other] = await openSessions(api(), adminId, 'admin');
    // The call the way the app's own server makes it: in process, with the session's user and id.
    const crm = createCrmApi({ database: api().database, verifier: api().tokens.verifier, now: () => new Date() });
    const sessionUser = await findSessionUser(db(), { userId: adminId });
    const res = await crm.fetch(
      new Request(`http://builtin/users/${adminId}`, {
        method: 'PUT',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ password: 'admin new password' }),
      }),
      { sessionUser, sessionId: mine },
    );
    expect(res.status).toBe(200);
    expect(await loadSession(db(), mine!)).toBeDefined();
    expect(await loadSession(db(), other!)).toBeUndefined();
    // The kept session's grant and refresh token stay (its access token can still be renewed); the rest goes.
    expect((await providerRows(api(), 'admin')).map((r) => `${r.kind} ${r.id}`)).toEqual(['Grant grant-admin-a', 'RefreshToken rt-admin-a']);
    // Tokens issued in the second of the change are refused too: the next test's admin calls wait for a fresh one.
    await new Promise((r) => setTimeout(r, 1000));
  });

  it('removing a user ends their sessions and grants as well', async () => {
    const id = await addUser(api(), 'fabio');
    const sessions = await openSessions(api(), id, 'fabio');
    expect((await api().as('admin').del(`/crm/users/${id}`)).status).toBe(204);
    for (const s of sessions) expect(await loadSession(db(), s)).toBeUndefined();
    expect(await providerRows(api(), 'fabio')).toEqual([]);
  });
});
