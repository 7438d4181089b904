import { describe, expect, it } from 'vitest';
import { landingPath, plainPagePath, sectionLanding } from './landing.ts';

const staff = (...roles: string[]) => ({ roles, customerId: null });
// A menu as an administrator may activate it for anyone: entries the user's roles refuse included.
const MENU = new Set([
  '/main/dashboardAdmin',
  '/front-desk/reservationslist',
  '/front-desk/check-in',
  '/front-desk/Customers',
  '/front-desk/BackOfice/purchase-orders',
  '/front-desk/BackOfice/stock',
  '/rate-management/grid',
  '/reports/extra-sales',
  '/front-desk/List-Payments',
  '/front-desk/End-of-Day',
  '/admin/users-menus',
]);

describe('landingPath', () => {
  it('lands desk staff on the dashboard', () => {
    expect(landingPath(staff('front_desk'), MENU)).toBe('/main/dashboardAdmin');
  });
  it('lands a cashier on the first menu page her role allows, never a refused one', () => {
    const cashierMenu = new Set(['/main/dashboardAdmin', '/admin/users-menus', '/front-desk/Customers', '/front-desk/List-Payments', '/front-desk/End-of-Day']);
    expect(landingPath(staff('cashier'), cashierMenu)).toBe('/front-desk/List-Payments');
  });
  it('lands a buyer or a stock keeper on their Back Office page', () => {
    expect(landingPath(staff('buyer'), MENU)).toBe('/front-desk/BackOfice/purchase-orders');
    expect(landingPath(staff('stock_keeper'), MENU)).toBe('/front-desk/BackOfice/purchase-orders');
  });
  it('falls back on the profile when nothing in the menu is allowed', () => {
    expect(landingPath(staff('housekeeping'), new Set(['/admin/users-menus']))).toBe('/profile');
  });
  it("takes the first allowed menu page when the role's own start is not in the menu", () => {
    expect(landingPath(staff('cashier'), new Set(['/admin/users-menus', '/front-desk/Customers']))).toBe('/front-desk/Customers');
  });
});

describe('sectionLanding', () => {
  it('opens a bare section on its first page the user may see', () => {
    expect(sectionLanding('/front-desk', staff('cashier'), MENU)).toBe('/front-desk/reservationslist');
    expect(sectionLanding('/back-office', staff('buyer'), MENU)).toBe('/front-desk/BackOfice/purchase-orders');
    expect(sectionLanding('/rate-management/', staff('admin'), MENU)).toBe('/rate-management/grid');
    expect(sectionLanding('/reports', staff('admin'), MENU)).toBe('/reports/extra-sales');
    expect(sectionLanding('/admin', staff('admin'), MENU)).toBe('/admin/users-menus');
  });
  it('finds nothing for a section the user may not open, or a path that is no section', () => {
    expect(sectionLanding('/admin', staff('cashier'), MENU)).toBeUndefined();
    expect(sectionLanding('/nowhere', staff('admin'), MENU)).toBeUndefined();
    expect(sectionLanding('/', staff('admin'), MENU)).toBeUndefined();
  });
});

describe('plainPagePath', () => {
  it('sends an encoded page path to the form the page answers on', () => {
    expect(plainPagePath('/front-desk/Cancellation%26Noshow')).toBe('/front-desk/Cancellation&Noshow');
  });
  it('leaves plain paths, unknown paths and API paths alone', () => {
    expect(plainPagePath('/front-desk/Cancellation&Noshow')).toBeUndefined();
    expect(plainPagePath('/nowhere%26else')).toBeUndefined();
    expect(plainPagePath('/api/pms/reservations/search%3Fq')).toBeUndefined();
  });
});
