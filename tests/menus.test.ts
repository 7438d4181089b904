import { beforeAll, expect, it } from 'vitest';
import { describeApi } from './helpers/test-api.ts';
import { aCompany, aUser } from './helpers/builders/index.ts';

interface Node {
  key: string;
  url: string | null;
  priority: number;
  disabled: boolean;
  external: boolean;
  subMenu: Node[];
}

const keysOf = (tree: Node[]) => tree.map((n) => n.key);
const find = (tree: Node[], key: string): Node | undefined => {
  for (const n of tree) {
    if (n.key === key) return n;
    const inner = find(n.subMenu, key);
    if (inner) return inner;
  }
  return undefined;
};
const sorted = (tree: Node[]): boolean => tree.every((n, i) => i === 0 || tree[i - 1]!.priority <= n.priority) && tree.every((n) => sorted(n.subMenu));

describeApi('GET /user/activatedmenu (the side menu)', (api) => {
  beforeAll(async () => {
    // A partner user of hotel 1, tied to a company.
    const atlas = await aCompany(api()).called('Atlas Voyages').create();
    await aUser(api(), 'partner1').named('Partner One').partnerOf(atlas).create();
  });

  it('needs a signed-in user', async () => {
    expect((await api().anonymous().get('/crm/user/activatedmenu')).status).toBe(401);
  });

  it('hands a page rendering in process the kept tree, frozen, the same as JSON gives', async () => {
    const http = await api().as('admin').get<Node[]>('/crm/user/activatedmenu');
    const page = await api().inProcess('admin', '/crm/user/activatedmenu');
    expect([page.status, page.handedOver]).toEqual([200, true]);
    expect(page.value).toStrictEqual(http.body);
    expect(Object.isFrozen(page.value) && Object.isFrozen((page.value as Node[])[0])).toBe(true);
  });

  it('gives the administrator the hotel sections, sorted by priority, and no partner menu', async () => {
    const { status, body } = await api().as('admin').get<Node[]>('/crm/user/activatedmenu');
    expect(status).toBe(200);
    expect(keysOf(body)[0]).toBe('menu.reservation');
    expect(keysOf(body)).toContain('menu.frontDesk');
    expect(keysOf(body)).toContain('menu.admin');
    expect(keysOf(body).some((k) => k.startsWith('menu.partner'))).toBe(false);
    expect(sorted(body)).toBe(true);
    expect(find(body, 'menu.frontDesk.checkIn')?.url).toBe('/front-desk/check-in');
  });

  it('the Admin exchange-rate item is there for whoever holds the exchange_rate permission (the admin holds it by being one)', async () => {
    // Issue 35 §10: the administrator keeps rates like anyone granted the permission.
    const admin = (await api().as('admin').get<Node[]>('/crm/user/activatedmenu')).body;
    expect(find(admin, 'menu.admin.exchangeRate')?.url).toBe('/front-desk/exchange');
    const clerk = (await api().as('clerk1').get<Node[]>('/crm/user/activatedmenu')).body;
    expect(find(clerk, 'menu.admin.exchangeRate')).toBeUndefined();
    const clerkId = (await api().database.query<{ user_id: number }>(`select user_id from users where username = 'clerk1'`))[0]!.user_id;
    await api().database.query(`update users set permissions = '["exchange_rate"]' where user_id = $1`, [clerkId]);
    const granted = (await api().as('clerk1').get<Node[]>('/crm/user/activatedmenu')).body;
    expect(find(granted, 'menu.admin.exchangeRate')?.url).toBe('/front-desk/exchange');
    await api().database.query(`update users set permissions = '[]' where user_id = $1`, [clerkId]);
  });

  it('menu stats decide: a deactivated item disappears, an activated one appears', async () => {
    await api().database.exec(`
      insert into user_menu_stats (user_id, menu_id, app_id, activated)
        select 2, menu_id, 1, false from menus where key = 'menu.frontDesk.checkOut'
      union all
        select 2, menu_id, 1, true from menus where key = 'menu.frontDesk.inHouse';
    `);
    const { body } = await api().as('clerk1').get<Node[]>('/crm/user/activatedmenu');
    expect(find(body, 'menu.frontDesk.checkOut')).toBeUndefined();
    expect(find(body, 'menu.frontDesk.inHouse')).toBeDefined();
  });

  it('restricted users see only Reservation and Front Desk', async () => {
    await api().database.exec(`
      update users set permissions = '["restricted_sections"]' where user_id = 3;
      insert into user_menu_stats (user_id, menu_id, app_id, activated)
        select 3, menu_id, 1, true from menus where key in ('menu.reservation.dashboard', 'menu.frontDesk.checkIn', 'menu.admin.users', 'menu.payment.payments');
    `);
    const { body } = await api().as('clerk2').get<Node[]>('/crm/user/activatedmenu');
    expect(keysOf(body).sort()).toEqual(['menu.frontDesk', 'menu.reservation']);
  });

  it('sections in state 2 come disabled', async () => {
    await api().database.exec(`update menus set state = 2 where key = 'menu.admin'`);
    const { body } = await api().as('admin').get<Node[]>('/crm/user/activatedmenu');
    expect(find(body, 'menu.admin')?.disabled).toBe(true);
    expect(find(body, 'menu.reservation')?.disabled).toBe(false);
    await api().database.exec(`update menus set state = 0 where key = 'menu.admin'`);
  });

  it('partner users get only the partner menu', async () => {
    const { status, body } = await api().as('partner1').get<Node[]>('/crm/user/activatedmenu');
    expect(status).toBe(200);
    expect(body.length).toBeGreaterThan(0);
    expect(body.every((n) => n.key.startsWith('menu.partner'))).toBe(true);
    expect(body.map((n) => n.url)).toContain('/front-desk/reservations-management');
  });
  it("a kept menu never outlives a change: the catalogue, a user's activations or roles show on the next read", async () => {
    const read = async () => (await api().as('clerk1').get<Node[]>('/crm/user/activatedmenu')).body;
    expect(find(await read(), 'menu.frontDesk.checkIn')).toBeDefined();
    await api().database.exec(`update menus set url = '/front-desk/check-in?kept=no' where key = 'menu.frontDesk.checkIn'`);
    expect(find(await read(), 'menu.frontDesk.checkIn')?.url).toBe('/front-desk/check-in?kept=no');
    await api().database.exec(`update menus set url = '/front-desk/check-in' where key = 'menu.frontDesk.checkIn'`);
    await api().database.exec(
      `update user_menu_stats set activated = false where user_id = 2 and menu_id = (select menu_id from menus where key = 'menu.frontDesk.inHouse')`,
    );
    expect(find(await read(), 'menu.frontDesk.inHouse')).toBeUndefined();
    await api().database.exec(
      `update user_menu_stats set activated = true where user_id = 2 and menu_id = (select menu_id from menus where key = 'menu.frontDesk.inHouse')`,
    );
    expect(find(await read(), 'menu.frontDesk.inHouse')).toBeDefined();
  });
});
