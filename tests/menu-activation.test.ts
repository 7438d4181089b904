import { beforeAll, describe, expect, it } from 'vitest';
import { describeApi, type TestApi } from './helpers/test-api.ts';
import { FIXTURE } from './helpers/fixtures.ts';

const { clerk1, clerk2 } = FIXTURE.users;
const FRONT_DESK = 9001;
const CHECK_IN = 9002;
const CHECK_OUT = 9003;
const ADMIN = 9010;
const OTHER_APP = 9020;

async function counts(api: TestApi) {
  const [row] = await api.database.query<{ stats: number; on: number; audit: number }>(
    `select (select count(*)::int from user_menu_stats) stats, (select count(*)::int from user_menu_stats where activated) "on",
            (select count(*)::int from audit_events) audit`,
  );
  return row!;
}

type Stat = { menuStatId: number; menuId: number; activated: boolean; menu: { menuId: number } };
const stateOf = (stats: Stat[]) => Object.fromEntries(stats.filter((s) => s.menuId >= 9000).map((s) => [s.menuId, s.activated]));

describeApi('menu activation per user', (api) => {
  let hotelAdmin = '';

  beforeAll(async () => {
    // A few catalogue rows of our own (the real catalogue is the seed's).
    await api().database.exec(`
      insert into menus (menu_id, app_id, parent_id, key, name, name_fr, priority, is_root, url, menu_index, item_index) values
        (${FRONT_DESK}, 1, null, 'test.frontDesk', 'Front Desk', 'Réception', 902, true, null, 91, 0),
        (${CHECK_OUT}, 1, ${FRONT_DESK}, 'test.frontDesk.checkOut', 'Check Out', 'Départ', 2, false, '/front-desk/check-out', 91, 2),
        (${CHECK_IN}, 1, ${FRONT_DESK}, 'test.frontDesk.checkIn', 'Check In', 'Arrivée', 1, false, '/front-desk/check-in', 91, 1),
        (${ADMIN}, 1, null, 'test.admin', 'Admin', 'Administration', 901, true, null, 92, 0),
        (9011, 1, ${ADMIN}, 'test.admin.users', 'Users', 'Utilisateurs', 1, false, '/admin/users-menus', 92, 1),
        (${OTHER_APP}, 2, null, 'test.other', 'Other app', 'Autre application', 1, true, null, 1, 0);
    `);
    const r = await api()
      .as('admin')
      .post('/crm/users', { username: 'menus.h1', name: 'Menus Admin H1', groupId: 1, preferredGroups: [1], roles: ['admin'] });
    expect(r.status).toBe(201);
    hotelAdmin = r.body.code;
  });

  it('gives the whole catalogue tree of an application, by priority', async () => {
    const r = await api().as('admin').get('/crm/menus/app/1');
    expect(r.status).toBe(200);
    const ours = r.body.filter((m: { menuId: number }) => m.menuId >= 9000);
    expect(ours.map((m: { menuId: number }) => m.menuId)).toEqual([ADMIN, FRONT_DESK]);
    const fd = ours[1];
    expect(fd).toMatchObject({ name: 'Front Desk', nameFr: 'Réception', isRoot: true, url: null });
    expect(fd.subMenu.map((m: { menuId: number; url: string }) => [m.menuId, m.url])).toEqual([
      [CHECK_IN, '/front-desk/check-in'],
      [CHECK_OUT, '/front-desk/check-out'],
    ]);
    expect(r.body.some((m: { menuId: number }) => m.menuId === OTHER_APP)).toBe(false);
    const other = await api().as('admin').get('/crm/menus/app/2');
    expect(other.body.map((m: { menuId: number }) => m.menuId)).toEqual([OTHER_APP]);
  });

  it('activating a section activates its entries, with audit 35 naming menu and user', async () => {
    const before = await counts(api());
    const r = await api()
      .as('admin')
      .post('/crm/menus/activate', { menu: { menuId: FRONT_DESK }, app: { appId: 1 }, userId: clerk1.userId });
    expect(r.status).toBe(200);
    expect(stateOf(r.body)).toEqual({ [FRONT_DESK]: true, [CHECK_IN]: true, [CHECK_OUT]: true });
    const after = await counts(api());
    expect(after.stats).toBe(before.stats + 3);
    expect(after.audit).toBe(before.audit + 1);
    const [event] = await api().database.query<{ type_id: number; message: string; item_id: number; user_id: number }>(
      'select type_id, message, item_id, user_id from audit_events order by audit_event_id desc limit 1',
    );
    expect(event).toMatchObject({ type_id: 35, item_id: clerk1.userId, user_id: FIXTURE.users.admin.userId });
    expect(event!.message).toBe("Menu 'Front Desk' activated for user clerk1 (Clerk One)");
  });

  it("reads a user's menu stats", async () => {
    const r = await api().as('admin').get(`/crm/user/${clerk1.userId}/activatedmenu`);
    expect(r.status).toBe(200);
    expect(stateOf(r.body)).toEqual({ [FRONT_DESK]: true, [CHECK_IN]: true, [CHECK_OUT]: true });
    expect(r.body[0]).toEqual({ menuStatId: expect.any(Number), menuId: expect.any(Number), appId: 1, activated: true, menu: { menuId: r.body[0].menuId } });
  });

  it('deactivating an item leaves the rest; a stat is switched by its id (POST, never GET)', async () => {
    const r = await api()
      .as('admin')
      .post('/crm/menus/deactivate', { menu: { menuId: CHECK_OUT }, app: { appId: 1 }, userId: clerk1.userId });
    expect(stateOf(r.body)).toEqual({ [FRONT_DESK]: true, [CHECK_IN]: true, [CHECK_OUT]: false });
    const stat = (r.body as Stat[]).find((s) => s.menuId === CHECK_OUT)!;

    const viaGet = await api().as('admin').get(`/crm/user/menustat/${stat.menuStatId}/true`);
    expect(viaGet.status).toBe(404);
    const again = await api().as('admin').post(`/crm/user/menustat/${stat.menuStatId}/true`);
    expect(again.status).toBe(200);
    expect(stateOf(again.body)[CHECK_OUT]).toBe(true);
    const [event] = await api().database.query<{ message: string }>('select message from audit_events order by audit_event_id desc limit 1');
    expect(event!.message).toBe("Menu 'Check Out' activated for user clerk1 (Clerk One)");
  });

  it('deactivating a section deactivates its entries', async () => {
    const r = await api()
      .as('admin')
      .post('/crm/menus/deactivate', { menu: { menuId: FRONT_DESK }, app: { appId: 1 }, userId: clerk1.userId });
    expect(stateOf(r.body)).toEqual({ [FRONT_DESK]: false, [CHECK_IN]: false, [CHECK_OUT]: false });
    await api()
      .as('admin')
      .post('/crm/menus/activate', { menu: { menuId: FRONT_DESK }, app: { appId: 1 }, userId: clerk1.userId });
  });

  it('pages users with their activation counts', async () => {
    const r = await api().as('admin').get('/crm/user/activatedmenu/page', { page: 0, size: 100, groupId: 1 });
    expect(r.status).toBe(200);
    const c1 = r.body.content.find((u: { userId: number }) => u.userId === clerk1.userId);
    expect(c1).toMatchObject({ username: 'clerk1', name: 'Clerk One', groupId: 1, activated: 3, deactivated: 0 });
    expect(c1.totalMenus).toBeGreaterThanOrEqual(5);
    expect(r.body.content.some((u: { userId: number }) => u.userId === clerk2.userId)).toBe(false);
    const small = await api().as('admin').get('/crm/user/activatedmenu/page', { page: 1, size: 1 });
    expect(small.body.content).toHaveLength(1);
    expect(small.body.totalElements).toBeGreaterThan(2);
  });

  it('a non-administrator gets 403 and nothing changes', async () => {
    const before = await counts(api());
    const c = api().as('clerk1');
    expect((await c.get('/crm/menus/app/1')).status).toBe(403);
    expect((await c.get(`/crm/user/${clerk1.userId}/activatedmenu`)).status).toBe(403);
    expect((await c.post('/crm/menus/activate', { menu: { menuId: ADMIN }, app: { appId: 1 }, userId: clerk1.userId })).status).toBe(403);
    expect((await c.get('/crm/user/activatedmenu/page', { page: 0 })).status).toBe(403);
    expect(await counts(api())).toEqual(before);
  });

  it('an administrator of hotel 1 cannot change the menus of a user of hotel 2', async () => {
    const before = await counts(api());
    const a = api().as(hotelAdmin);
    expect((await a.post('/crm/menus/activate', { menu: { menuId: ADMIN }, app: { appId: 1 }, userId: clerk2.userId })).status).toBe(403);
    expect((await a.get(`/crm/user/${clerk2.userId}/activatedmenu`)).status).toBe(403);
    expect((await a.get('/crm/user/activatedmenu/page', { page: 0, groupId: 2 })).status).toBe(403);
    expect(await counts(api())).toEqual(before);
    const ok = await a.post('/crm/menus/activate', { menu: { menuId: ADMIN }, app: { appId: 1 }, userId: clerk1.userId });
    expect(ok.status).toBe(200);
    const listed = await a.get('/crm/user/activatedmenu/page', { page: 0, size: 100 });
    expect(listed.body.content.some((u: { userId: number }) => u.userId === clerk2.userId)).toBe(false);
  });

  describe('bad input: 400 naming the field, nothing written', () => {
    const bad: [string, 'get' | 'post', string, unknown, string][] = [
      ['menu of another application', 'post', '/crm/menus/activate', { menu: { menuId: OTHER_APP }, app: { appId: 1 }, userId: clerk1.userId }, 'menu.menuId'],
      ['unknown menu', 'post', '/crm/menus/activate', { menu: { menuId: 123456 }, app: { appId: 1 }, userId: clerk1.userId }, 'menu.menuId'],
      ['missing menu', 'post', '/crm/menus/activate', { app: { appId: 1 }, userId: clerk1.userId }, 'menu'],
      ['menu id not a number', 'post', '/crm/menus/deactivate', { menu: { menuId: 'checkin' }, app: { appId: 1 }, userId: clerk1.userId }, 'menu.menuId'],
      ['bad app id', 'post', '/crm/menus/activate', { menu: { menuId: CHECK_IN }, app: { appId: 0 }, userId: clerk1.userId }, 'app.appId'],
      ['missing user', 'post', '/crm/menus/activate', { menu: { menuId: CHECK_IN }, app: { appId: 1 } }, 'userId'],
      ['activate neither true nor false', 'post', '/crm/user/menustat/1/maybe', {}, 'activate'],
      ['menu stat id not a number', 'post', '/crm/user/menustat/abc/true', {}, 'menuStatId'],
      ['app not a number', 'get', '/crm/menus/app/one', {}, 'app'],
      ['negative page', 'get', '/crm/user/activatedmenu/page', { page: -1 }, 'page'],
      ['hotel not a number', 'get', '/crm/user/activatedmenu/page', { page: 0, groupId: 'riad' }, 'groupId'],
    ];
    for (const [label, method, path, input, field] of bad) {
      it(label, async () => {
        const before = await counts(api());
        const c = api().as('admin');
        const r = method === 'get' ? await c.get(path, input as Record<string, string | number>) : await c.post(path, input);
        expect(r.status).toBe(400);
        expect(r.body.message).toMatch(new RegExp(`^${field.replace('.', '\\.')}\\b`));
        expect(await counts(api())).toEqual(before);
      });
    }

    it('unknown user or stat: 404, nothing written', async () => {
      const before = await counts(api());
      expect(
        (
          await api()
            .as('admin')
            .post('/crm/menus/activate', { menu: { menuId: CHECK_IN }, app: { appId: 1 }, userId: 99_999 })
        ).status,
      ).toBe(404);
      expect((await api().as('admin').post('/crm/user/menustat/99999/true')).status).toBe(404);
      expect(await counts(api())).toEqual(before);
    });
  });
});
