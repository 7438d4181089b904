import { describe, expect, it } from 'vitest';
import { decideRoute, menuPaths, normalPagePath } from './route-guard.ts';

const staff = { roles: ['front_desk'], customerId: null };
const admin = { roles: ['admin', 'front_desk'], customerId: null };
const cashier = { roles: ['cashier'], customerId: null };
const housekeeper = { roles: ['housekeeping'], customerId: null };
const partner = { roles: ['partner'], customerId: 12 };

describe('route guard', () => {
  it('lets public paths through without a session', () => {
    for (const p of ['/auth/login', '/healthz', '/housemaid/reporting/3/Maria', '/_astro/x.js', '/favicon.svg', '/images/logo.svg', '/icons/a.svg']) {
      expect(decideRoute(p, undefined)).toEqual({ kind: 'pass' });
    }
  });

  it('sends pages to sign-in and APIs to 401 without a session', () => {
    expect(decideRoute('/main/dashboardAdmin', undefined)).toEqual({ kind: 'sign-in' });
    expect(decideRoute('/api/crm/roles', undefined)).toEqual({ kind: 'unauthenticated' });
  });

  it('refuses a page to staff without one of its roles, and answers 404 for an undeclared path', () => {
    expect(decideRoute('/admin/users-menus', staff)).toEqual({ kind: 'forbidden', reason: 'roles:admin' });
    expect(decideRoute('/admin/users-menus', admin)).toEqual({ kind: 'menu-check' });
    expect(decideRoute('/front-desk/calendar', housekeeper).kind).toBe('forbidden');
    expect(decideRoute('/front-desk/check-in', cashier).kind).toBe('forbidden');
    expect(decideRoute('/front-desk/details', cashier)).toEqual({ kind: 'pass' });
    expect(decideRoute('/admin/pickups', { roles: ['night_auditor'], customerId: null })).toEqual({ kind: 'menu-check' });
    expect(decideRoute('/front-desk/BackOfice/Stock/Physical', { roles: ['buyer'], customerId: null })).toEqual({ kind: 'menu-check' });
    expect(decideRoute('/front-desk/arrivals', staff)).toEqual({ kind: 'not-found' });
    expect(decideRoute('/administrator', admin)).toEqual({ kind: 'not-found' });
  });

  it('closes a menu page whose entry is switched off for the user', () => {
    const withCalendar = new Set(['/main/dashboardAdmin', '/front-desk/calendar']);
    const without = new Set(['/main/dashboardAdmin']);
    expect(decideRoute('/front-desk/calendar', staff, withCalendar)).toEqual({ kind: 'pass' });
    expect(decideRoute('/front-desk/calendar', staff, without)).toEqual({ kind: 'forbidden', reason: 'menu' });
    expect(decideRoute('/front-desk/calendar/', staff, without)).toEqual({ kind: 'forbidden', reason: 'menu' });
    // Not menu pages: no menu needed.
    expect(decideRoute('/profile', staff)).toEqual({ kind: 'pass' });
    expect(decideRoute('/front-desk/details', staff)).toEqual({ kind: 'pass' });
  });

  it('reads the menu paths of a tree, queries and external links left out', () => {
    const tree = [
      {
        url: null,
        subMenu: [
          { url: '/front-desk/calendar', subMenu: [] },
          { url: '/reports/extra-sales?free=true', subMenu: [] },
          { url: 'https://x.example', subMenu: [] },
        ],
      },
    ];
    expect([...menuPaths(tree)]).toEqual(['/front-desk/calendar', '/reports/extra-sales']);
    expect(normalPagePath('/front-desk/Cancellation%26Noshow/')).toBe('/front-desk/Cancellation&Noshow');
  });

  it('keeps partner users in the partner area, gated by their menu', () => {
    expect(decideRoute('/main/dashboardAdmin', partner)).toEqual({ kind: 'redirect', to: '/front-desk/reservations-management' });
    expect(decideRoute('/', partner)).toEqual({ kind: 'redirect', to: '/front-desk/reservations-management' });
    expect(decideRoute('/front-desk/orders', partner)).toEqual({ kind: 'menu-check' });
    expect(decideRoute('/front-desk/orders', partner, new Set(['/front-desk/orders']))).toEqual({ kind: 'pass' });
    expect(decideRoute('/front-desk/orders', partner, new Set())).toEqual({ kind: 'forbidden', reason: 'menu' });
    expect(decideRoute('/front-desk/details', partner)).toEqual({ kind: 'pass' });
    expect(decideRoute('/front-desk/reservationslist', partner)).toEqual({ kind: 'menu-check' });
    expect(decideRoute('/front-desk/check-in', partner)).toEqual({ kind: 'forbidden', reason: 'partner' });
    expect(decideRoute('/front-desk/ordersX', partner)).toEqual({ kind: 'not-found' });
    expect(decideRoute('/api/crm/orders', partner)).toEqual({ kind: 'pass' });
  });
});
