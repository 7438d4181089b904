import type { SessionUser } from '../domain/session-user.ts';
import { decideRoute, normalPagePath, pageAccess } from './route-guard.ts';

/** Where the desk starts when the user may open it. */
export const DASHBOARD_PATH = '/main/dashboardAdmin';

type Who = Pick<SessionUser, 'roles' | 'customerId'>;

/** The menu's paths (in menu order) this user may open: in their menu AND allowed to their roles. */
export function openablePaths(user: Who, menu: ReadonlySet<string>): string[] {
  return [...menu].filter((p) => decideRoute(p, user, menu).kind === 'pass');
}

/**
 * Where each role's work starts, in the order tried: a path, or a folder ending in '/'. The first
 * role of these the user holds, with a page of it in their menu, decides.
 */
const ROLE_STARTS: ReadonlyArray<readonly [role: string, starts: readonly string[]]> = [
  ['admin', [DASHBOARD_PATH]],
  ['front_desk', [DASHBOARD_PATH]],
  ['cashier', ['/front-desk/List-Payments', '/front-desk/ListFactures', '/front-desk/Cash-Drawer', '/front-desk/Bordereau']],
  ['night_auditor', [DASHBOARD_PATH, '/front-desk/End-of-Day']],
  ['buyer', ['/front-desk/BackOfice/']],
  ['stock_keeper', ['/front-desk/BackOfice/']],
  ['housekeeping', ['/front-desk/RoomStatus', '/front-desk/Housekeeping-Report', '/house-keeping/']],
];

const startsAt = (path: string, start: string) => (start.endsWith('/') ? path.startsWith(start) : path === start);

/**
 * The user's own first page: where their role's work starts (the desk's dashboard, a cashier's
 * Payments, a buyer's or a stock keeper's Back Office page), else the first page of their menu
 * their roles allow, else their profile. A menu entry their roles refuse (Users, activated for a
 * cashier) is never a landing.
 */
export function landingPath(user: Who, menu: ReadonlySet<string>): string {
  const open = openablePaths(user, menu);
  for (const [role, starts] of ROLE_STARTS) {
    if (!user.roles.includes(role)) continue;
    for (const start of starts) {
      const found = open.find((p) => startsAt(p, start));
      if (found) return found;
    }
  }
  return open[0] ?? '/profile';
}

/** Bare sections whose pages live under another folder than their name. */
const SECTION_FOLDERS: Readonly<Record<string, string>> = {
  '/back-office': '/front-desk/BackOfice',
  '/backoffice': '/front-desk/BackOfice',
  '/housekeeping': '/house-keeping',
  '/kpis': '/front-desk/Kpis',
};

/**
 * A bare section path (`/front-desk`, `/back-office`, `/rate-management`, `/reports`, `/admin`…):
 * the first page of that folder the user may open, in menu order. Undefined when the path is no
 * section's folder, or the user may open none of its pages.
 */
export function sectionLanding(rawPath: string, user: Who, menu: ReadonlySet<string>): string | undefined {
  const path = normalPagePath(rawPath);
  if (path === '/') return undefined;
  const folder = SECTION_FOLDERS[path.toLowerCase()] ?? path;
  const prefix = `${folder.toLowerCase()}/`;
  return openablePaths(user, menu).find((p) => p.toLowerCase().startsWith(prefix));
}

/**
 * An encoded form of a page path (`/front-desk/Cancellation%26Noshow`): the path as browsers write
 * it, to redirect to; undefined when the path is already written so.
 */
export function plainPagePath(rawPath: string): string | undefined {
  if (!rawPath.includes('%') || rawPath.startsWith('/api/') || !pageAccess(rawPath)) return undefined;
  const plain = encodeURI(normalPagePath(rawPath));
  return plain !== rawPath ? plain : undefined;
}
