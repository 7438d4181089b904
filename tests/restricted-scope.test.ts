import { beforeAll, expect, it } from 'vitest';
import { describeApi, type TestApi } from './helpers/test-api.ts';
import { createPmsApi } from '../src/backend/pms-api.ts';
import { createCrmApi } from '../src/backend/crm-api.ts';
import { ANY_STAFF, listRouteAccess, type DeclaredRoute } from '../src/backend/http/route-access.ts';
import { RESTRICTED_SECTIONS, sectionsOf } from '../src/backend/http/route-sections.ts';

/**
 * Issue 33 §7: a user restricted to the Reservation and Front Desk sections (the README's
 * `restricted`, the old user 459) reaches through the API only what those sections' pages serve,
 * not payments, invoices, customers or the closing lists; the menu they see and the routes they
 * may call name the same two sections.
 */
const RESTRICTED = 'scope-restricted';
const CLERK = 'scope-clerk';

interface ApiRoute extends DeclaredRoute {
  api: 'pms' | 'crm';
}

function registeredRoutes(api: TestApi): ApiRoute[] {
  const deps = { database: api.database, verifier: api.tokens.verifier, now: () => new Date() };
  return [
    ...listRouteAccess(createPmsApi(deps)).map((r) => ({ ...r, api: 'pms' as const })),
    ...listRouteAccess(createCrmApi(deps)).map((r) => ({ ...r, api: 'crm' as const })),
  ];
}

const concretePath = (path: string) =>
  path.replace(/:(\w+)(\{[^}]*\})?/g, (_m, name: string) => (name === 'activate' ? 'true' : name === 'tag' ? 'ABC123' : '999999'));
const refusedBySections = (status: number, body: unknown) =>
  status === 403 && /^Route access: .*restricted to the reservation and frontDesk sections/.test(String((body as { message?: unknown } | undefined)?.message));

async function addUser(api: TestApi, username: string, permissions: string[]): Promise<void> {
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
    permissions,
  });
  expect(r.status, JSON.stringify(r.body)).toBe(201);
}

describeApi('API scope of a user restricted to some menu sections', (api) => {
  beforeAll(async () => {
    await addUser(api(), RESTRICTED, ['restricted_sections']);
    await addUser(api(), CLERK, []);
  });

  it('names the sections of every registered route', () => {
    const unnamed = registeredRoutes(api())
      .filter((r) => !sectionsOf(r.method, r.path))
      .map((r) => `${r.api} ${r.method} ${r.path}`);
    expect(unnamed).toEqual([]);
  });

  it('refuses payments, invoices, customers and the closing lists (403), and serves the Reservation and Front Desk routes (200)', async () => {
    const restricted = api().as(RESTRICTED);
    for (const path of [
      '/crm/payments',
      '/crm/payments/bytime',
      '/crm/allinvoices/v2',
      '/crm/invoices/analysis',
      '/crm/customers',
      '/crm/customers/export',
      '/crm/closingdates',
      '/crm/findclosingdates',
      '/crm/closingdates/accumulated',
      '/crm/accounting-entries',
    ]) {
      const r = await restricted.get(path);
      expect(r.status, `${path}: ${JSON.stringify(r.body)}`).toBe(403);
      expect(refusedBySections(r.status, r.body), path).toBe(true);
    }
    for (const path of [
      '/pms/reservations',
      '/pms/front-desk/arrivals',
      '/pms/front-desk/in-house',
      '/pms/front-desk/due-outs',
      '/pms/front-desk/cancellations',
      '/pms/dashboard/today',
      '/pms/reservations/filter-choices',
      '/crm/segments',
      '/crm/user/activatedmenu',
      '/crm/closing/date',
      '/crm/user?code=scope-restricted',
    ]) {
      const [p, q] = path.split('?');
      const r = await restricted.get(p!, q ? Object.fromEntries(new URLSearchParams(q)) : undefined);
      expect(r.status, `${path}: ${String(JSON.stringify(r.body)).slice(0, 200)}`).toBe(200);
    }
    // The same role without the restriction keeps the rest.
    for (const path of ['/crm/customers', '/crm/closingdates', '/crm/payments']) expect((await api().as(CLERK).get(path)).status, path).not.toBe(403);
  });

  it('walks every route as the restricted user: refused by its sections exactly when they are not Reservation, Front Desk or the shell', async () => {
    const mismatches: string[] = [];
    const routes = registeredRoutes(api()).filter((r) => !r.access?.public);
    for (const r of routes) {
      const caller = api().as(RESTRICTED);
      const path = `/${r.api}${concretePath(r.path)}`;
      const res =
        r.method === 'GET'
          ? await caller.get(path)
          : r.method === 'DELETE'
            ? await caller.del(path)
            : r.method === 'PUT'
              ? await caller.put(path, {})
              : await caller.post(path, {});
      // What the declaration alone gives a front-desk clerk holding no other permission.
      const roleAllows =
        (r.access!.roles === ANY_STAFF || r.access!.roles.includes('front_desk')) && (r.access!.permissions ?? []).every((p) => p === 'restricted_sections');
      const sections = sectionsOf(r.method, r.path) ?? [];
      const sectionAllows = sections.some((s) => s === 'shell' || s === 'reservation' || s === 'frontDesk');
      if (roleAllows && refusedBySections(res.status, res.body) === sectionAllows)
        mismatches.push(`${r.method} ${r.path} [${sections.join(',')}] → ${res.status} ${JSON.stringify(res.body).slice(0, 100)}`);
      if (!roleAllows && res.status !== 403) mismatches.push(`${r.method} ${r.path}: refusal by its declaration expected → ${res.status}`);
      if (res.status >= 500) mismatches.push(`${r.method} ${r.path} → ${res.status}`);
    }
    expect(mismatches).toEqual([]);
    expect(routes.length).toBeGreaterThan(250);
  }, 300_000);

  it('agrees with the menu the user sees: the Reservation and Front Desk sections only', async () => {
    expect(RESTRICTED_SECTIONS).toEqual(['reservation', 'frontDesk']);
    const menu = await api().as(RESTRICTED).get('/crm/user/activatedmenu');
    expect(menu.status).toBe(200);
    const roots = (menu.body as { key: string }[]).map((n) => n.key);
    expect(roots.length).toBeGreaterThan(0);
    expect(
      roots.every((k) => RESTRICTED_SECTIONS.some((s) => k === `menu.${s}`)),
      roots.join(', '),
    ).toBe(true);
  });
});
