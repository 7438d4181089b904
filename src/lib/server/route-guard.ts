import type { SessionUser } from '../domain/session-user.ts';
import { hasRoles, isPartner } from '../domain/session-user.ts';

/**
 * Roles a route needs (front-office.md §5: all listed roles must be held). The longest matching
 * prefix wins; routes not listed need none.
 */
export const ROUTE_ROLES: Readonly<Record<string, readonly string[]>> = {
  '/admin/': ['admin'],
};

/** Served to anyone, signed in or not. */
const PUBLIC_PREFIXES = ['/auth/', '/oidc/', '/housemaid/reporting/', '/_astro/', '/images/', '/icons/', '/favicon'];
const PUBLIC_PATHS = new Set(['/healthz', '/robots.txt']);

/** The partner (B2B) area: everything else is refused to partner users. */
export const PARTNER_HOME = '/front-desk/reservations-management';
const PARTNER_PATHS = ['/front-desk/reservations-management', '/front-desk/orders', '/front-desk/invoices', '/front-desk/reservationslist', '/front-desk/details'];
const PARTNER_REDIRECTS = new Set(['/', '/main/dashboardAdmin', '/main', '/main/']);

export type GuardDecision =
  | { kind: 'pass' }
  | { kind: 'sign-in' }
  | { kind: 'unauthenticated' }
  | { kind: 'redirect'; to: string }
  | { kind: 'forbidden'; reason: string };

export const isPublicPath = (path: string): boolean => PUBLIC_PATHS.has(path) || PUBLIC_PREFIXES.some((p) => path.startsWith(p));
const isApiPath = (path: string) => path.startsWith('/api/');
const under = (path: string, prefix: string) => path === prefix || path.startsWith(prefix.endsWith('/') ? prefix : `${prefix}/`) || (prefix.endsWith('/') && path === prefix.slice(0, -1));

export function requiredRoles(path: string): readonly string[] {
  let best: string | undefined;
  for (const prefix of Object.keys(ROUTE_ROLES)) if (under(path, prefix) && (!best || prefix.length > best.length)) best = prefix;
  return best ? ROUTE_ROLES[best]! : [];
}

/** The route guard's rule, pure: who may open which path. */
export function decideRoute(path: string, user: Pick<SessionUser, 'roles' | 'customerId'> | undefined): GuardDecision {
  if (isPublicPath(path)) return { kind: 'pass' };
  // APIs answer 401 JSON, never a redirect to an HTML sign-in page.
  if (!user) return isApiPath(path) ? { kind: 'unauthenticated' } : { kind: 'sign-in' };
  if (isApiPath(path)) return { kind: 'pass' };
  if (isPartner(user)) {
    if (PARTNER_REDIRECTS.has(path)) return { kind: 'redirect', to: PARTNER_HOME };
    if (!PARTNER_PATHS.some((p) => under(path, p))) return { kind: 'forbidden', reason: 'partner' };
  }
  const roles = requiredRoles(path);
  if (!hasRoles(user, roles)) return { kind: 'forbidden', reason: `roles:${roles.join(',')}` };
  return { kind: 'pass' };
}
