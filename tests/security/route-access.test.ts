import { beforeAll, expect, it } from 'vitest';
import { describeApi, type TestApi } from '../helpers/test-api.ts';
import { createPmsApi } from '../../src/backend/pms-api.ts';
import { createCrmApi } from '../../src/backend/crm-api.ts';
import { ANY_STAFF, listRouteAccess, type DeclaredRoute, type RouteAccess } from '../../src/backend/http/route-access.ts';
import { DEMO_ROLES, ROLE_USERS, seedRoleUsers, type DemoRole } from './role-users.ts';

/**
 * The role × route table: every route the PMS and CRM APIs register is declared, and every demo role
 * gets exactly what the declaration says (403 from the access check, or the handler's own answer).
 */

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

/**
 * The permissions the role users hold (tests/helpers/fixtures.ts: the admin's; the others none). The
 * administrator also keeps exchange rates by being one (issue 35: everyone who holds the permission,
 * the admin included, keeps them from the screen).
 */
const PERMISSIONS: Partial<Record<DemoRole, readonly string[]>> = { admin: ['all_hotels', 'forced_reservation', 'exchange_rate'] };

/** Written independently of route-access.ts: what a one-role user may call. */
function expectedAllowed(access: RouteAccess, role: DemoRole): boolean {
  if (role === 'partner') return access.partner === true;
  if ((access.permissions ?? []).some((p) => !(PERMISSIONS[role] ?? []).includes(p))) return false;
  return access.roles === ANY_STAFF || access.roles.includes(role);
}

/** A concrete URL for a route pattern: ids no row has, so an allowed call ends in the handler's 400/404. */
function concretePath(path: string): string {
  return path.replace(/:(\w+)(\{[^}]*\})?/g, (_m, name: string) => (name === 'activate' ? 'true' : name === 'tag' ? 'ABC123' : '999999'));
}

const isAccessRefusal = (status: number, body: unknown) =>
  status === 403 && typeof body === 'object' && body !== null && String((body as { message?: unknown }).message).startsWith('Route access:');

/** The stay writes of issue 8 §1: only the desk (and, for the night's actions, the night auditor). */
const STAY_WRITE = /^\/reservations\/:id(\/|$)|^\/reservations$|^\/holds|^\/checkins\/(new|item)$/;

describeApi('security: who may call each route', (api) => {
  beforeAll(async () => seedRoleUsers(api()));

  it('declares every registered route, with admin among the roles of each', () => {
    const routes = registeredRoutes(api());
    expect(routes.length).toBeGreaterThan(60);
    const undeclared = routes.filter((r) => !r.access).map((r) => `${r.api} ${r.method} ${r.path}`);
    expect(undeclared).toEqual([]);
    const noAdmin = routes.filter((r) => r.access && r.access.roles !== ANY_STAFF && !r.access.roles.includes('admin'));
    expect(noAdmin.map((r) => `${r.method} ${r.path}`)).toEqual([]);
  });

  it('keeps stay writes to the desk: housekeeping, buyer, stock keeper and cashier cannot re-price, cancel, check in or book', () => {
    const writes = registeredRoutes(api()).filter((r) => r.method !== 'GET' && STAY_WRITE.test(r.path));
    expect(writes.length).toBeGreaterThan(15);
    for (const w of writes) {
      for (const role of ['housekeeping', 'buyer', 'stock_keeper', 'cashier'] as const) {
        expect(expectedAllowed(w.access!, role), `${role} on ${w.method} ${w.path}`).toBe(false);
      }
      expect(expectedAllowed(w.access!, 'front_desk'), `front_desk on ${w.method} ${w.path}`).toBe(true);
    }
  });

  it('answers every route × role as the table says', async () => {
    const mismatches: string[] = [];
    let calls = 0;
    for (const r of registeredRoutes(api())) {
      // The eight roles at once: the route's answers do not depend on each other (ids no row has).
      await Promise.all(
        DEMO_ROLES.map(async (role) => {
          const caller = api().as(ROLE_USERS[role]);
          const path = `/${r.api}${concretePath(r.path)}`;
          const res =
            r.method === 'GET'
              ? await caller.get(path)
              : r.method === 'DELETE'
                ? await caller.del(path)
                : r.method === 'PUT'
                  ? await caller.put(path, {})
                  : await caller.post(path, {});
          calls += 1;
          const refused = isAccessRefusal(res.status, res.body);
          if (refused === expectedAllowed(r.access!, role))
            mismatches.push(`${role} ${r.method} ${r.path} → ${res.status} ${JSON.stringify(res.body).slice(0, 120)}`);
          if (res.status >= 500) mismatches.push(`${role} ${r.method} ${r.path} → ${res.status}`);
        }),
      );
    }
    expect(mismatches).toEqual([]);
    expect(calls).toBeGreaterThan(480);
  }, 180_000);

  it('refuses a route registered without a declaration, to everyone, before its handler runs', async () => {
    const deps = { database: api().database, verifier: api().tokens.verifier, now: () => new Date() };
    const app = createPmsApi(deps);
    let ran = false;
    app.get('/undeclared', (c) => {
      ran = true;
      return c.json({ ok: true });
    });
    const res = await app.request('/undeclared', { headers: { authorization: `Bearer ${await api().tokens.sign('admin')}` } });
    expect(res.status).toBe(403);
    expect(((await res.json()) as { message: string }).message).toMatch(/declares no roles/);
    expect(ran).toBe(false);
  });
});
