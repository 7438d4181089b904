import type { Context, Handler, MiddlewareHandler } from 'hono';
import { matchedRoutes } from 'hono/route';
import type { ApiApp, ApiEnv } from './api-env.ts';
import { AppError } from './errors.ts';
import type { SessionUser } from '../../lib/domain/session-user.ts';
import { inGroup, type Role, type RoleGroup } from '../../lib/domain/roles.ts';
import { sectionRefusal } from './route-sections.ts';
import { routeAction, routeRefusalText } from './route-refusal-text.ts';

/**
 * # Who may call each API route
 *
 * Every route of the PMS and CRM APIs declares, beside its path, who may call it. The declaration
 * is checked by one middleware (installed by createApiApp, after the bearer token / session) BEFORE
 * the handler runs; a route registered without a declaration answers 403 to everyone, so a route
 * cannot be forgotten open. tests/security/route-access.test.ts walks every registered route with
 * every demo role and compares with the declarations: a new route is covered the day it is added.
 *
 * ## How a module declares its routes
 *
 * ```ts
 * import { route, DESK, STAY_READERS } from '../../http/route-access.ts'; // the groups of src/lib/domain/roles.ts
 *
 * export function registerThingRoutes(app: ApiApp): void {
 *   route(app, 'GET', '/things', { roles: STAY_READERS, partner: true }, async (c) => …);
 *   route(app, 'POST', '/things/:id/close', { roles: DESK }, async (c) => …);
 *   route(app, 'PUT', '/rates', { roles: CASHIERS, permissions: ['exchange_rate'] }, async (c) => …);
 *   route(app, ['GET', 'POST'], '/spec-read', { roles: ANY_STAFF }, async (c) => …);
 * }
 * ```
 *
 * - `roles`: hotel staff holding AT LEAST ONE of these roles may call (ANY_STAFF: every signed-in
 *   staff user). Name a group of src/lib/domain/roles.ts (the one table of role groups, which the
 *   page guard and the pages read too); add one there when none fits.
 * - `permissions`: permissions the caller must ALL hold as well (e.g. 'exchange_rate').
 * - `partner: true`: B2B partner users (a customerId) may call it too; without it they get 403
 *   whatever their roles. The handler still scopes a partner's data to their company.
 *
 * A user restricted to some menu sections (`restricted_sections`) is further limited to the routes
 * of those sections: route-sections.ts says which sections each route serves.
 *
 * What the declaration does not replace: the hotel check (resolveGroup: the group comes from the
 * signed-in user; another hotel's ids answer 404) and data scoping inside the use case.
 * Never call `app.get/post/…` directly for an API route: it would be refused to everyone.
 */
export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH';

export interface RouteAccess {
  roles: RoleGroup | typeof ANY_STAFF;
  permissions?: readonly string[];
  partner?: boolean;
  /**
   * Served without a signed-in user (the API's public paths only: the maid's QR page, whose
   * handlers check the signed room token instead). A signed-in caller is still checked as above.
   */
  public?: boolean;
  /**
   * The most bytes the request body may hold, counted while it is read (413 past it; body-limit.ts).
   * Default: JSON_BODY_LIMIT, or PUBLIC_BODY_LIMIT for a public route. Uploads name their own.
   */
  bodyLimit?: number;
}

/** Every signed-in staff user (not partners, unless `partner: true`). */
export const ANY_STAFF = '*' as const;
export type { Role, RoleGroup };
// The named groups live once, in src/lib/domain/roles.ts (the page guard and the pages name them too).
export {
  ADMIN,
  BACK_OFFICE,
  BACK_OFFICE_READERS,
  BUYERS,
  CASH,
  CASHIERS,
  DESK,
  DESK_AND_NIGHT,
  END_OF_DAY,
  EXCHANGE_READERS,
  HOUSEKEEPING_LEADS,
  REPORT_READERS,
  ROOM_STAFF,
  STAY_READERS,
  STOCK_KEEPERS,
} from '../../lib/domain/roles.ts';

const DECLARED = new WeakMap<object, RouteAccess>();

/** Registers an API route with the roles and permissions that may call it. */
export function route(app: ApiApp, method: Method | readonly Method[], path: string, access: RouteAccess, handler: Handler<ApiEnv>): void {
  // Each registration gets its own function, so one handler declared twice keeps both declarations.
  const declared: Handler<ApiEnv> = (c, next) => handler(c, next);
  DECLARED.set(declared, access);
  app.on(typeof method === 'string' ? [method] : [...method], [path], declared);
}

/** Why `user` may not call a route declared with `access`, or undefined when they may. */
export function refusal(access: RouteAccess, user: Pick<SessionUser, 'roles' | 'permissions' | 'customerId'>): string | undefined {
  if (user.customerId !== null) return access.partner ? undefined : 'it is for hotel staff, not partner accounts';
  if (access.roles !== ANY_STAFF && !inGroup(user.roles, access.roles)) return `it needs one of the roles ${access.roles.join(', ')}`;
  const missing = (access.permissions ?? []).filter((p) => !user.permissions.includes(p));
  if (missing.length) return `it needs the ${missing.map((p) => p.replace(/_/g, '-')).join(' and ')} permission`;
  return undefined;
}

/** The declaration of the route that will answer this request (the first matched handler). */
function answeringRoute(c: Context<ApiEnv>) {
  return matchedRoutes(c).find((r) => r.method !== 'ALL');
}

/** The declaration of the route that will answer this request (undefined: no route, or undeclared). */
export function answeringAccess(c: Context<ApiEnv>): RouteAccess | undefined {
  const target = answeringRoute(c);
  return target ? DECLARED.get(target.handler) : undefined;
}

/** The declaration of the route `app` would answer `method path` with, before any request runs (the server's door reads its body limit). */
export function declaredAccess(app: ApiApp, method: string, path: string): RouteAccess | undefined {
  const [matches] = app.router.match(method, path);
  const first = matches.find(([[, r]]) => r.method !== 'ALL');
  return first ? DECLARED.get(first[0][0]) : undefined;
}

/** Checks the answering route's declaration before its handler runs; undeclared routes answer 403. */
export const enforceRouteAccess: MiddlewareHandler<ApiEnv> = async (c, next) => {
  const target = answeringRoute(c);
  if (!target) return next(); // no such route: notFound answers 404
  const access = DECLARED.get(target.handler);
  const where = `${c.req.method} ${target.path}`;
  if (!access)
    throw new AppError('forbidden', `Route access: ${where} declares no roles, so nobody may call it (see src/backend/http/route-access.ts).`, undefined, {
      key: 'errors.access.undeclared',
      params: routeAction(c.req.method, target.path),
    });
  const user = c.get('user') as SessionUser | undefined;
  if (!user && access.public) return next();
  const who = user ?? { roles: [], permissions: [], customerId: null };
  const why = refusal(access, who) ?? (user ? sectionRefusal(c.req.method, target.path, user) : undefined);
  if (why)
    throw new AppError('forbidden', `Route access: you may not call ${where}: ${why}.`, undefined, routeRefusalText(c.req.method, target.path, access, who));
  return next();
};

export interface DeclaredRoute {
  method: string;
  path: string;
  access: RouteAccess | undefined;
}

/** Every route registered on an API app with its declaration (undefined: undeclared), for the audit test. */
export function listRouteAccess(app: ApiApp): DeclaredRoute[] {
  return app.routes.filter((r) => r.method !== 'ALL').map((r) => ({ method: r.method, path: r.path, access: DECLARED.get(r.handler) }));
}
