import type { SessionUser } from '../domain/session-user.ts';
import { isPartner } from '../domain/session-user.ts';
import {
  ADMIN,
  BACK_OFFICE,
  CASH,
  CASHIERS,
  DESK,
  DESK_AND_NIGHT,
  END_OF_DAY,
  HOUSEKEEPING_LEADS,
  REPORT_READERS,
  STAY_READERS,
  STOCK_KEEPERS,
  inGroup,
  type RoleGroup,
} from '../domain/roles.ts';

/**
 * # Who may open each page
 *
 * Every page route declares beside its path who may open it (the API routes do the same in
 * src/backend/http/route-access.ts; the API checks again, since it can be called without a page):
 *
 * - `roles`: hotel staff holding AT LEAST ONE of them ('*': every staff user): a group of
 *   src/lib/domain/roles.ts, the table the API's declarations name too.
 * - `partner: true`: B2B partner users may open it too (otherwise they get 403).
 * - `menu: true`: the page is a menu entry, so a staff user must also have it in their own side menu:
 *   an administrator switching a user's Calendar off closes /front-desk/calendar for them (403).
 *   `partnerMenu: true` does the same for partner users and the partner menu.
 *
 * A path is matched exactly, or by a declared prefix ending in '/*'. A page path declared nowhere
 * answers 404: a new page file must be added here (src/lib/server/route-guard.test.ts checks that
 * every page file and every catalogue URL is declared).
 */
export interface PageAccess {
  roles: RoleGroup | '*';
  partner?: boolean;
  menu?: boolean;
  partnerMenu?: boolean;
}

const staffMenu = (roles: RoleGroup | '*'): PageAccess => ({ roles, menu: true });
const report = staffMenu(REPORT_READERS);

export const PAGE_ROUTES: Readonly<Record<string, PageAccess>> = {
  '/': { roles: '*', partner: true },
  '/profile': { roles: '*', partner: true },
  // Reservation
  '/main/dashboardAdmin': staffMenu(DESK),
  '/front-desk/reservations-management': { roles: DESK, menu: true, partner: true, partnerMenu: true },
  '/front-desk/reservationslist': { roles: STAY_READERS, menu: true, partner: true, partnerMenu: true },
  '/front-desk/calendar': staffMenu(DESK),
  '/front-desk/details': { roles: STAY_READERS, partner: true },
  // Front Desk
  '/front-desk/check-in': staffMenu(DESK),
  '/front-desk/in-House': staffMenu(DESK),
  '/front-desk/check-out': staffMenu(DESK),
  '/front-desk/Cancellation&Noshow': staffMenu(DESK),
  // Crm
  '/front-desk/Customers': staffMenu(CASH),
  '/front-desk/orders': { roles: CASH, menu: true, partner: true, partnerMenu: true },
  '/front-desk/invoices': { roles: CASHIERS, menu: false, partner: true, partnerMenu: true },
  '/front-desk/exchange': staffMenu('*'),
  '/front-desk/Segment': staffMenu(CASH),
  '/front-desk/wallets': staffMenu(CASH),
  // House-keeping
  '/house-keeping/room-options': staffMenu(HOUSEKEEPING_LEADS),
  '/front-desk/RoomStatus': staffMenu(HOUSEKEEPING_LEADS),
  '/front-desk/Housekeeping-Report': staffMenu(HOUSEKEEPING_LEADS),
  '/front-desk/Housekeeping-Report-Control': staffMenu(HOUSEKEEPING_LEADS),
  '/front-desk/Matching-Report': staffMenu(HOUSEKEEPING_LEADS),
  '/housemaids': staffMenu(HOUSEKEEPING_LEADS),
  '/house-keeping/equipment': staffMenu(HOUSEKEEPING_LEADS),
  // Reached from Equipment & Maintenance and Configuration Room (not a menu entry of its own).
  '/house-keeping/interventions': { roles: HOUSEKEEPING_LEADS },
  // Back office (settings, processing, reports)
  '/front-desk/BackOfice/*': staffMenu(BACK_OFFICE),
  // Consumption entry (issue 35 §4): reached from the Consumption report, not a menu entry of its own.
  '/front-desk/BackOfice/ConsumptionEntry': { roles: STOCK_KEEPERS },
  // Zero-stock products: linked from the Board and Stock Theoretical reports, not a menu entry of its own.
  '/front-desk/BackOfice/zero-stock': { roles: BACK_OFFICE },
  // Rate management (administrators: the revenue manager's screens)
  '/rate-management/grid': staffMenu(ADMIN),
  '/rate-management/pricing-on-demand': staffMenu(ADMIN),
  '/rate-management/overbooking': staffMenu(ADMIN),
  '/rate-management/forecasting': staffMenu(ADMIN),
  '/rate-management/competitors': staffMenu(ADMIN),
  // Linked from the grid as well as the menu: databases whose admins predate the entry still reach it.
  '/rate-management/plans': { roles: ADMIN },
  // The hotel's tax rates: a settings screen of its own, reached from the Rate Management tabs.
  '/rate-management/taxes': { roles: ADMIN },
  // Reporting (the pickups and the GM dashboard are reports, not admin screens)
  '/front-desk/dashboard': report,
  '/reports/extra-sales': report,
  '/reports/free-stay': report,
  '/front-desk/Reports': report,
  '/admin/pickups': report,
  '/front-desk/Night-Price-Report': report,
  '/front-desk/reservations-export': report,
  '/front-desk/taxes': report,
  '/front-desk/rapproch': report,
  '/front-desk/Forecast': report,
  '/front-desk/DailyReport': report,
  '/front-desk/Report-Bacs': report,
  '/front-desk/DailyReportDetailCA': report,
  '/admin/dashboard': report,
  '/front-desk/Kpis/*': report,
  '/front-desk/StatByNationality': report,
  '/front-desk/DiscountReport': report,
  // Payment and accounting
  '/front-desk/List-Payments': staffMenu(CASHIERS),
  '/front-desk/ListFactures': staffMenu(CASHIERS),
  '/front-desk/Exchange': staffMenu(CASHIERS),
  '/front-desk/Bordereau': staffMenu(CASHIERS),
  '/front-desk/Cash-Drawer': staffMenu(CASHIERS),
  '/front-desk/debtor-invoices': staffMenu(CASHIERS),
  '/front-desk/Accounting_Report': staffMenu(CASHIERS),
  '/front-desk/Analyse-Invoice': staffMenu(CASHIERS),
  // End of day
  '/front-desk/End-of-Day': staffMenu(END_OF_DAY),
  '/front-desk/End-of-Day-history': staffMenu(END_OF_DAY),
  // Admin
  '/admin/users-menus': staffMenu(ADMIN),
  // Booking-history import: linked from the End-of-Day history for administrators.
  '/admin/history-import': { roles: ADMIN },
  // The channels (issue 39): the booking site, calendar feeds and imports; linked from Rate Management, not a menu entry of its own.
  '/admin/channels': { roles: ADMIN },
  // Desk staff read their own activity (the API forces it) even without the Admin menu entry.
  '/front-desk/Report-Activity': { roles: DESK_AND_NIGHT, menu: false },
  // The first-run screen: public (no account exists yet); the page itself answers only the server's own machine.
  '/setup': { roles: '*' },
};

/** Served to anyone, signed in or not. */
const PUBLIC_PREFIXES = ['/auth/', '/oidc/', '/housemaid/reporting/', '/book/', '/ical/', '/_astro/', '/images/', '/icons/', '/favicon'];
const PUBLIC_PATHS = new Set(['/healthz', '/robots.txt', '/setup']);

/** Where partner users start. */
export const PARTNER_HOME = '/front-desk/reservations-management';
const PARTNER_REDIRECTS = new Set(['/', '/main/dashboardAdmin', '/main']);

export type GuardDecision =
  | { kind: 'pass' }
  | { kind: 'sign-in' }
  | { kind: 'unauthenticated' }
  | { kind: 'redirect'; to: string }
  | { kind: 'not-found' }
  /** The page is a menu entry: decide again with the user's menu paths. */
  | { kind: 'menu-check' }
  | { kind: 'forbidden'; reason: string };

export const isPublicPath = (path: string): boolean => PUBLIC_PATHS.has(path) || PUBLIC_PREFIXES.some((p) => path.startsWith(p));
const isApiPath = (path: string) => path.startsWith('/api/');

/** The path as declared: decoded, one leading slash, no trailing slash, no query. */
export function normalPagePath(raw: string): string {
  let path = raw.split('?')[0]!;
  try {
    path = decodeURIComponent(path);
  } catch {
    /* keep it encoded: it will match nothing */
  }
  return '/' + path.replace(/^\/+|\/+$/g, '');
}

/** The declaration of a page path, or undefined (not a page of this app). */
export function pageAccess(rawPath: string): PageAccess | undefined {
  const path = normalPagePath(rawPath);
  const exact = PAGE_ROUTES[path];
  if (exact) return exact;
  let best: string | undefined;
  for (const key of Object.keys(PAGE_ROUTES)) {
    if (!key.endsWith('/*')) continue;
    const prefix = key.slice(0, -1);
    if (path.startsWith(prefix) && (!best || key.length > best.length)) best = key;
  }
  return best ? PAGE_ROUTES[best] : undefined;
}

type MenuTree = ReadonlyArray<{ url: string | null; subMenu: ReadonlyArray<{ url: string | null; subMenu: readonly unknown[] }> }>;
const pathsOfTree = new WeakMap<MenuTree, ReadonlySet<string>>();

/**
 * The in-app paths of a side menu tree (a menu url may carry a query: '/reports/extra-sales?free=true').
 * Kept per tree: the session's user keeps one (frozen) tree across its requests.
 */
export function menuPaths(tree: MenuTree): ReadonlySet<string> {
  let paths = pathsOfTree.get(tree);
  if (!paths) pathsOfTree.set(tree, (paths = collectMenuPaths(tree)));
  return paths;
}

function collectMenuPaths(tree: MenuTree): ReadonlySet<string> {
  const out = new Set<string>();
  const visit = (nodes: ReadonlyArray<{ url: string | null; subMenu: readonly unknown[] }>) => {
    for (const n of nodes) {
      if (n.url && !/^https?:/i.test(n.url)) out.add(normalPagePath(n.url));
      visit(n.subMenu as ReadonlyArray<{ url: string | null; subMenu: readonly unknown[] }>);
    }
  };
  visit(tree);
  return out;
}

/**
 * The route guard's rule, pure: who may open which path. `menu` is the user's menu paths, once
 * loaded: without it a menu-gated page answers { kind: 'menu-check' } so the caller loads it.
 */
export function decideRoute(path: string, user: Pick<SessionUser, 'roles' | 'customerId'> | undefined, menu?: ReadonlySet<string>): GuardDecision {
  if (isPublicPath(path)) return { kind: 'pass' };
  // APIs answer 401 JSON, never a redirect to an HTML sign-in page; their own declarations decide the rest.
  if (!user) return isApiPath(path) ? { kind: 'unauthenticated' } : { kind: 'sign-in' };
  if (isApiPath(path)) return { kind: 'pass' };
  const partner = isPartner(user);
  if (partner && PARTNER_REDIRECTS.has(normalPagePath(path))) return { kind: 'redirect', to: PARTNER_HOME };
  const access = pageAccess(path);
  if (!access) return { kind: 'not-found' };
  if (partner) {
    if (!access.partner) return { kind: 'forbidden', reason: 'partner' };
  } else if (access.roles !== '*' && !inGroup(user.roles, access.roles)) {
    return { kind: 'forbidden', reason: `roles:${access.roles.join(',')}` };
  }
  const menuGated = partner ? access.partnerMenu : access.menu;
  if (!menuGated) return { kind: 'pass' };
  if (!menu) return { kind: 'menu-check' };
  return menu.has(normalPagePath(path)) ? { kind: 'pass' } : { kind: 'forbidden', reason: 'menu' };
}
