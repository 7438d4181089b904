import { beforeAll, describe, expect, it } from 'vitest';
import { describeApi, type TestApi } from './helpers/test-api.ts';
import { FIXTURE } from './helpers/fixtures.ts';

const { clerk1, clerk2 } = FIXTURE.users;

/** Rows that a refused call must leave alone. */
async function counts(api: TestApi) {
  const [row] = await api.database.query<{ users: number; active: number; roles: number; hotels: number; audit: number; updated: string }>(
    `select (select count(*)::int from users) users, (select count(*)::int from users where active) active,
            (select count(*)::int from user_roles) roles, (select count(*)::int from user_preferred_hotels) hotels,
            (select count(*)::int from audit_events) audit, (select max(updated_at)::text from users) updated`,
  );
  return row!;
}

async function auditOf(api: TestApi, typeId: number, itemId: number) {
  return api.database.query<{ message: string; detail: string | null; user_id: number; group_id: number }>(
    'select message, detail, user_id, group_id from audit_events where type_id = $1 and item_id = $2 order by audit_event_id',
    [typeId, itemId],
  );
}

const newUser = (username: string, extra: Record<string, unknown> = {}) => ({
  username,
  name: `Name ${username}`,
  email: `${username}@example.test`,
  language: 'fr',
  groupId: 1,
  posId: 1,
  preferredGroups: [1],
  preferredPos: [1],
  roles: ['front_desk'],
  permissions: ['chauffeur'],
  ...extra,
});

describeApi('users (administration)', (api) => {
  let hotelAdmin = '';

  beforeAll(async () => {
    // An administrator of hotel 1 only (no all_hotels permission).
    const r = await api()
      .as('admin')
      .post('/crm/users', newUser('admin.h1', { roles: ['admin', 'front_desk'], permissions: [] }));
    expect(r.status).toBe(201);
    hotelAdmin = r.body.code;
  });

  describe('listing', () => {
    it('pages active users sorted by name', async () => {
      const first = await api().as('admin').get('/crm/users', { page: 0, size: 2 });
      expect(first.status).toBe(200);
      expect(first.body.content).toHaveLength(2);
      expect(first.body.totalElements).toBeGreaterThanOrEqual(5);
      const second = await api().as('admin').get('/crm/users', { page: 1, size: 2 });
      expect(second.body.content[0].userId).not.toBe(first.body.content[0].userId);
      const all = await api().as('admin').get('/crm/users', { page: 0, size: 200 });
      const names = all.body.content.map((u: { name: string }) => u.name.toLowerCase());
      expect(names).toEqual([...names].sort());
    });

    it('searches by name, case-insensitively', async () => {
      const r = await api().as('admin').get('/crm/users', { page: 0, name: 'CLERK' });
      expect(r.body.content.map((u: { username: string }) => u.username).sort()).toEqual(['clerk1', 'clerk2']);
    });

    it('filters by hotel (current or preferred)', async () => {
      const r = await api().as('admin').get('/crm/users', { page: 0, group: 2, size: 200 });
      const names = r.body.content.map((u: { username: string }) => u.username);
      expect(names).toContain('clerk2');
      expect(names).toContain('admin');
      expect(names).not.toContain('clerk1');
    });

    it('an administrator of hotel 1 only lists users of hotel 1', async () => {
      const r = await api().as(hotelAdmin).get('/crm/users', { page: 0, size: 200 });
      expect(r.status).toBe(200);
      const names = r.body.content.map((u: { username: string }) => u.username);
      expect(names).toContain('clerk1');
      expect(names).not.toContain('clerk2');
      expect((await api().as(hotelAdmin).get('/crm/users', { page: 0, group: 2 })).status).toBe(403);
    });
  });

  describe('create, edit, remove', () => {
    it('creates a user and records audit 34', async () => {
      const r = await api().as('admin').post('/crm/users', newUser('rita'));
      expect(r.status).toBe(201);
      expect(r.body).toMatchObject({
        username: 'rita',
        code: 'rita',
        language: 'fr',
        groupId: 1,
        posId: 1,
        roles: ['front_desk'],
        permissions: ['chauffeur'],
        active: true,
      });
      const events = await auditOf(api(), 34, r.body.userId);
      expect(events).toHaveLength(1);
      expect(events[0]!.message).toContain('rita');
      expect(events[0]!.user_id).toBe(FIXTURE.users.admin.userId);
    });

    it('edits a user and records audit 35 naming what changed', async () => {
      const created = await api().as('admin').post('/crm/users', newUser('edith'));
      const id = created.body.userId;
      const r = await api()
        .as('admin')
        .put(`/crm/users/${id}`, { name: 'Edith Piaf', roles: ['front_desk', 'cashier'], preferredPos: [1, 2] });
      expect(r.status).toBe(200);
      expect(r.body).toMatchObject({ name: 'Edith Piaf', roles: ['front_desk', 'cashier'] });
      expect(r.body.preferredPos.map((p: { posId: number }) => p.posId)).toEqual([1, 2]);
      const events = await auditOf(api(), 35, id);
      expect(events).toHaveLength(1);
      expect(events[0]!.detail).toBe('Changed: name, roles and points of sale');
      const read = await api().as('admin').get(`/crm/users/${id}`);
      expect(read.body.name).toBe('Edith Piaf');
    });

    it('removes a user (deactivated), records audit 36, and hides them', async () => {
      const created = await api().as('admin').post('/crm/users', newUser('gone'));
      const id = created.body.userId;
      const r = await api().as('admin').del(`/crm/users/${id}`);
      expect(r.status).toBe(204);
      expect(await auditOf(api(), 36, id)).toHaveLength(1);
      const [row] = await api().database.query<{ active: boolean }>('select active from users where user_id = $1', [id]);
      expect(row!.active).toBe(false);
      expect((await api().as('admin').get(`/crm/users/${id}`)).status).toBe(404);
      const list = await api().as('admin').get('/crm/users', { page: 0, name: 'gone' });
      expect(list.body.content).toHaveLength(0);
      expect((await api().as('admin').del(`/crm/users/${id}`)).status).toBe(404);
    });

    it('refuses to remove oneself', async () => {
      const r = await api().as('admin').del(`/crm/users/${FIXTURE.users.admin.userId}`);
      expect(r.status).toBe(409);
    });

    it('refuses a username already taken with 409', async () => {
      const before = await counts(api());
      const r = await api().as('admin').post('/crm/users', newUser('clerk1'));
      expect(r.status).toBe(409);
      expect(r.body.message).toContain("'clerk1'");
      expect(await counts(api())).toEqual(before);
    });
  });

  describe('who may do it', () => {
    it('a non-administrator gets 403 and nothing changes', async () => {
      const before = await counts(api());
      const clerk = api().as('clerk1');
      expect((await clerk.get('/crm/users', { page: 0 })).status).toBe(403);
      expect((await clerk.get('/crm/allroles')).status).toBe(403);
      expect((await clerk.post('/crm/users', newUser('sneaky'))).status).toBe(403);
      expect((await clerk.put(`/crm/users/${clerk2.userId}`, { name: 'Hacked' })).status).toBe(403);
      expect((await clerk.del(`/crm/users/${clerk2.userId}`)).status).toBe(403);
      expect(await counts(api())).toEqual(before);
    });

    it('an administrator of hotel 1 cannot touch a user of hotel 2', async () => {
      const before = await counts(api());
      const a = api().as(hotelAdmin);
      expect((await a.get(`/crm/users/${clerk2.userId}`)).status).toBe(403);
      expect((await a.put(`/crm/users/${clerk2.userId}`, { name: 'Renamed' })).status).toBe(403);
      expect((await a.del(`/crm/users/${clerk2.userId}`)).status).toBe(403);
      expect((await a.post('/crm/users', newUser('h2user', { groupId: 2, posId: 3, preferredGroups: [2], preferredPos: [3] }))).status).toBe(403);
      expect((await a.get('/crm/user', { code: 'clerk2' })).status).toBe(403);
      expect(await counts(api())).toEqual(before);
    });

    it('an administrator of hotel 1 cannot change a group-wide account or grant all_hotels', async () => {
      const before = await counts(api());
      const a = api().as(hotelAdmin);
      const r = await a.put(`/crm/users/${FIXTURE.users.admin.userId}`, { password: 'takeover-123' });
      expect(r.status).toBe(403);
      expect(r.body.message).toContain('all_hotels');
      expect((await a.put(`/crm/users/${clerk1.userId}`, { permissions: ['all_hotels'] })).status).toBe(403);
      expect(await counts(api())).toEqual(before);
    });

    it('an administrator of hotel 1 edits a user of hotel 1', async () => {
      const r = await api().as(hotelAdmin).put(`/crm/users/${clerk1.userId}`, { email: 'clerk1@riad.test' });
      expect(r.status).toBe(200);
      expect(r.body.email).toBe('clerk1@riad.test');
    });
  });

  describe('bad input: 400 naming the field, nothing written', () => {
    const bad: [string, 'get' | 'post' | 'put', string, unknown, string][] = [
      ['missing name', 'post', '/crm/users', { ...newUser('noname'), name: undefined }, 'name'],
      ['blank name', 'post', '/crm/users', newUser('blank', { name: '   ' }), 'name'],
      ['hotel id of the wrong type', 'post', '/crm/users', newUser('badgroup', { groupId: 'one' }), 'groupId'],
      ['unknown role', 'post', '/crm/users', newUser('wizard', { roles: ['wizard'] }), 'roles'],
      ['unknown permission', 'post', '/crm/users', newUser('perm', { permissions: ['superpower'] }), 'permissions'],
      ['bad email', 'post', '/crm/users', newUser('mail', { email: 'not-an-email' }), 'email'],
      ['username with spaces', 'post', '/crm/users', newUser('a b'), 'username'],
      ['unsupported language', 'post', '/crm/users', newUser('lang', { language: 'de' }), 'language'],
      ['unknown hotel', 'post', '/crm/users', newUser('nohotel', { preferredGroups: [1, 999] }), 'preferredGroups'],
      ['service point of another hotel', 'post', '/crm/users', newUser('pos', { preferredPos: [1, 3] }), 'preferredPos'],
      ['current hotel not among preferred', 'post', '/crm/users', newUser('cur', { groupId: 2, posId: null, preferredPos: [] }), 'groupId'],
      ['short password', 'post', '/crm/users', newUser('pw', { password: 'short' }), 'password'],
      ['empty edit', 'put', `/crm/users/${clerk1.userId}`, {}, 'body'],
      ['edit with a bad role', 'put', `/crm/users/${clerk1.userId}`, { roles: ['wizard'] }, 'roles'],
      ['user id not a number', 'put', '/crm/users/abc', { name: 'X' }, 'userId'],
      ['body not JSON', 'post', '/crm/users', '{"username":', 'body'],
      ['negative page', 'get', '/crm/users', { page: -1 }, 'page'],
      ['page size too large', 'get', '/crm/users', { page: 0, size: 1000 }, 'size'],
      ['hotel filter not a number', 'get', '/crm/users', { page: 0, group: 'riad' }, 'group'],
    ];

    for (const [label, method, path, input, field] of bad) {
      it(label, async () => {
        const before = await counts(api());
        const caller = api().as('admin');
        const r = method === 'get' ? await caller.get(path, input as Record<string, string | number>) : await caller[method](path, input);
        expect(r.status).toBe(400);
        expect(r.body.error).toBe('invalid_input');
        expect(r.body.message).toMatch(new RegExp(`^${field}\\b`));
        expect(await counts(api())).toEqual(before);
      });
    }
  });

  describe('reference lists', () => {
    it('roles and hotels for the user dialog', async () => {
      const roles = await api().as('admin').get('/crm/allroles');
      expect(roles.body.map((r: { code: string }) => r.code)).toContain('front_desk');
      const hotels = await api().as(hotelAdmin).get('/crm/allgroups');
      expect(hotels.body.map((h: { groupId: number }) => h.groupId)).toEqual([1]);
      expect(hotels.body[0].servicePoints.map((p: { posId: number }) => p.posId)).toEqual([1, 2]);
      const mine = await api().as('clerk1').get('/crm/roles');
      expect(mine.body).toEqual(['front_desk']);
    });
  });
});
