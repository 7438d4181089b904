import { describe, expect, it } from 'vitest';
import { decideRoute, requiredRoles } from './route-guard.ts';

const staff = { roles: ['front_desk'], customerId: null };
const admin = { roles: ['admin', 'front_desk'], customerId: null };
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

  it('requires every listed role', () => {
    expect(requiredRoles('/admin/users')).toEqual(['admin']);
    expect(requiredRoles('/administrator')).toEqual([]);
    expect(decideRoute('/admin/users', staff).kind).toBe('forbidden');
    expect(decideRoute('/admin/users', admin)).toEqual({ kind: 'pass' });
    expect(decideRoute('/front-desk/arrivals', staff)).toEqual({ kind: 'pass' });
  });

  it('keeps partner users in the partner area', () => {
    expect(decideRoute('/main/dashboardAdmin', partner)).toEqual({ kind: 'redirect', to: '/front-desk/reservations-management' });
    expect(decideRoute('/', partner)).toEqual({ kind: 'redirect', to: '/front-desk/reservations-management' });
    expect(decideRoute('/front-desk/orders', partner)).toEqual({ kind: 'pass' });
    expect(decideRoute('/front-desk/details', partner)).toEqual({ kind: 'pass' });
    expect(decideRoute('/front-desk/arrivals', partner).kind).toBe('forbidden');
    expect(decideRoute('/front-desk/ordersX', partner).kind).toBe('forbidden');
    expect(decideRoute('/api/crm/orders', partner)).toEqual({ kind: 'pass' });
  });
});
