import { beforeAll, expect, it } from 'vitest';
import { describeApi, type TestApi } from './helpers/test-api.ts';
import { checkCredentials } from '../src/backend/idp/check-credentials.ts';
import { ACCOUNT_FREE_FAILURES, ADDRESS_FREE_FAILURES, MAX_WAIT_MS } from '../src/backend/idp/lockout-rule.ts';

/**
 * Issue 33 §5: failed sign-ins slow an account down with growing waits, and an address only for
 * names nobody has and accounts under attack; nothing locks the hotel out, and the
 * administrator's unlock clears every count of the account.
 */
const PASSWORD = 'correct horse 33';
const T0 = new Date('2026-05-04T08:00:00Z');
const at = (ms: number) => new Date(T0.getTime() + ms);

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
    password: PASSWORD,
  });
  expect(r.status, JSON.stringify(r.body)).toBe(201);
  return r.body.userId as number;
}

describeApi('sign-in throttle', (api) => {
  const check = (username: string, password: string, now: Date, address = '198.51.100.1') =>
    checkCredentials(api().database.db, { username, password, now, address });
  let ids: Record<string, number> = {};

  beforeAll(async () => {
    ids = {};
    for (const u of ['olga', 'paul', 'quinn', 'rosa', 'sami', 'tess']) ids[u] = await addUser(api(), u);
  });

  it('lets five failures go free, then makes each next attempt wait 1 s, 2 s, 4 s …; the right password after the wait signs in', async () => {
    const replies = [];
    for (let i = 0; i < ACCOUNT_FREE_FAILURES; i++) replies.push(await check('olga', 'wrong', T0));
    expect(replies.slice(0, 4)).toEqual(Array(4).fill({ ok: false, reason: 'invalid' }));
    expect(replies[4]).toEqual({ ok: false, reason: 'invalid', waitSeconds: 1 });
    // During the wait even the right password is refused unchecked, and nothing more is counted.
    expect(await check('olga', PASSWORD, at(500))).toEqual({ ok: false, reason: 'wait', scope: 'account', waitSeconds: 1 });
    expect(await check('olga', 'wrong', at(1000))).toEqual({ ok: false, reason: 'invalid', waitSeconds: 2 });
    expect(await check('olga', 'wrong', at(2999))).toMatchObject({ reason: 'wait', waitSeconds: 1 });
    expect(await check('olga', 'wrong', at(3000))).toEqual({ ok: false, reason: 'invalid', waitSeconds: 4 });
    const [row] = await api().database.query<{ failed_logins: number; locked_until: Date }>(
      'select failed_logins, locked_until from users where user_id = $1',
      [ids['olga']],
    );
    expect(row!.failed_logins).toBe(7);
    expect(new Date(row!.locked_until).getTime()).toBe(at(7000).getTime());
    expect(await check('olga', PASSWORD, at(7000))).toMatchObject({ ok: true, user: { userId: ids['olga'] } });
    // A success starts the count again.
    expect(await check('olga', 'wrong', at(7001))).toEqual({ ok: false, reason: 'invalid' });
  });

  it('caps the wait at 15 minutes, however long the attack', async () => {
    let now = 0;
    let last: Awaited<ReturnType<typeof check>> | undefined;
    for (let i = 0; i < 20; i++) {
      last = await check('paul', 'wrong', at(now));
      if (!last.ok && last.reason === 'invalid' && last.waitSeconds) now += last.waitSeconds * 1000;
    }
    expect(last).toEqual({ ok: false, reason: 'invalid', waitSeconds: MAX_WAIT_MS / 1000 });
    expect(await check('paul', PASSWORD, at(now - 1000))).toMatchObject({ reason: 'wait', scope: 'account', waitSeconds: 1 });
    expect(await check('paul', PASSWORD, at(now))).toMatchObject({ ok: true });
  });

  it('30 wrong passwords under 30 names from one address do not keep another account from signing in there', async () => {
    const address = '203.0.113.30';
    for (let i = 0; i < ADDRESS_FREE_FAILURES; i++) expect(await check(`nobody-${i}`, 'wrong', T0, address)).toEqual({ ok: false, reason: 'invalid' });
    // The address now waits for names nobody has …
    expect(await check('nobody-else', 'wrong', T0, address)).toEqual({ ok: false, reason: 'wait', scope: 'address', waitSeconds: 1 });
    // … but a colleague's account nobody has been guessing at signs in at once, from the same address.
    expect(await check('quinn', PASSWORD, T0, address)).toMatchObject({ ok: true, user: { userId: ids['quinn'] } });
    expect(await check('rosa', PASSWORD, T0, address)).toMatchObject({ ok: true });
    // An account that has just failed waits with the address there, and is checked from another one.
    expect(await check('sami', 'wrong', T0, address)).toEqual({ ok: false, reason: 'invalid' });
    expect(await check('sami', PASSWORD, at(10), address)).toMatchObject({ reason: 'wait', scope: 'address' });
    expect(await check('sami', PASSWORD, at(10), '203.0.113.31')).toMatchObject({ ok: true });
    // The address's wait ends too.
    expect(await check('nobody-else', 'wrong', at(60_000), address)).toMatchObject({ ok: false, reason: 'invalid' });
  });

  it('answers a name nobody has exactly like a known one with a wrong password, waits included', async () => {
    const known = [];
    const unknown = [];
    for (let i = 0; i < ACCOUNT_FREE_FAILURES + 1; i++) {
      known.push(await check('tess', 'wrong', T0, '192.0.2.7'));
      unknown.push(await check('no-such-user', 'wrong', T0, '192.0.2.8'));
    }
    expect(unknown).toEqual(known);
    expect(known.at(-1)).toEqual({ ok: false, reason: 'wait', scope: 'account', waitSeconds: 1 });
  });

  it('60 simultaneous wrong passwords on one account get five checks, the others wait unchecked', async () => {
    const id = await addUser(api(), 'ursula');
    const replies = await Promise.all(Array.from({ length: 60 }, () => check('ursula', 'wrong', T0, '192.0.2.60')));
    expect(replies.filter((r) => !r.ok && r.reason === 'invalid')).toHaveLength(ACCOUNT_FREE_FAILURES);
    expect(replies.filter((r) => !r.ok && r.reason === 'wait')).toHaveLength(60 - ACCOUNT_FREE_FAILURES);
    const [row] = await api().database.query<{ failures: number }>(`select failures from sign_in_throttle where key = $1`, [`user:${id}`]);
    expect(row!.failures).toBe(ACCOUNT_FREE_FAILURES);
  });

  it("the administrator's unlock clears every count of the account: the right password works at once", async () => {
    const id = await addUser(api(), 'victor');
    // Failures under the name before it was a user's count too, under the name.
    await api().database.query(`insert into sign_in_throttle (key, failures, last_failure_at, wait_until) values ('name:victor', 9, $1, $2)`, [
      T0,
      at(MAX_WAIT_MS),
    ]);
    const now = new Date();
    for (let i = 0; i < 9; i++) await check('victor', 'wrong', now, `192.0.2.${100 + i}`);
    expect(await check('victor', PASSWORD, now)).toMatchObject({ reason: 'wait', scope: 'account' });
    const before = await api().as('admin').get(`/crm/users/${id}`);
    expect(before.body).toMatchObject({ failedLogins: ACCOUNT_FREE_FAILURES });
    expect(before.body.lockedUntil).not.toBeNull();

    const r = await api().as('admin').put(`/crm/users/${id}`, { unlock: true });
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ failedLogins: 0, lockedUntil: null, locked: false });
    const rows = await api().database.query<{ key: string }>(`select key from sign_in_throttle where key in ($1, 'name:victor')`, [`user:${id}`]);
    expect(rows).toEqual([]);
    expect(await check('victor', PASSWORD, now)).toMatchObject({ ok: true, user: { userId: id } });
  });

  it("an administrator's lock refuses the right password and every API call until unlocked", async () => {
    const id = await addUser(api(), 'wanda');
    expect((await api().as('wanda').get('/crm/roles')).status).toBe(200);
    const locked = await api().as('admin').put(`/crm/users/${id}`, { locked: true });
    expect(locked.body).toMatchObject({ locked: true });
    expect(await check('wanda', PASSWORD, new Date())).toEqual({ ok: false, reason: 'locked' });
    expect(await check('wanda', 'wrong', new Date())).toEqual({ ok: false, reason: 'invalid' });
    expect((await api().as('wanda').get('/crm/roles')).status).toBe(401);
    expect((await api().as('admin').put('/crm/users/1', { locked: true })).status).toBe(409);
    await api().as('admin').put(`/crm/users/${id}`, { unlock: true });
    expect(await check('wanda', PASSWORD, new Date())).toMatchObject({ ok: true });
    // The lock ended her sessions: tokens issued in its second are refused too, so a fresh one comes a second later.
    await new Promise((r) => setTimeout(r, 1000));
    expect((await api().as('wanda').get('/crm/roles')).status).toBe(200);
  });
});
