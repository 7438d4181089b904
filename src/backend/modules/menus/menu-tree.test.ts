import { describe, expect, it } from 'vitest';
import { buildMenuTree, parseActivatedMenu, type MenuAudience, type MenuRow } from './menu-tree.ts';

let nextId = 1;
function row(p: Partial<MenuRow> & Pick<MenuRow, 'key' | 'name'>): MenuRow {
  const menuId = p.menuId ?? nextId++;
  return {
    menuId,
    parentId: null,
    nameFr: p.name,
    priority: 0,
    isRoot: p.parentId == null,
    url: null,
    icon: null,
    menuIndex: 0,
    itemIndex: menuId,
    state: 0,
    chauffeurOnly: false,
    partner: false,
    permission: null,
    stat: true,
    ...p,
  };
}

const reservation = row({ menuId: 100, key: 'menu.reservation', name: 'Reservation', priority: 1 });
const dashboard = row({ menuId: 101, parentId: 100, key: 'menu.reservation.dashboard', name: 'Dashboard', url: '/main/dashboardAdmin', priority: 2 });
const newResa = row({
  menuId: 102,
  parentId: 100,
  key: 'menu.reservation.new',
  name: 'New Reservation',
  url: '/front-desk/reservations-management',
  priority: 1,
});
const frontDesk = row({ menuId: 200, key: 'menu.frontDesk', name: 'Front Desk', priority: 2 });
const checkIn = row({ menuId: 201, parentId: 200, key: 'menu.frontDesk.checkIn', name: 'Check In', url: '/front-desk/check-in' });
const admin = row({ menuId: 300, key: 'menu.admin', name: 'Admin', priority: 9, state: 2 });
const users = row({ menuId: 301, parentId: 300, key: 'menu.admin.users', name: 'Users', url: '/admin/users-menus', priority: 1 });
const exchange = row({
  menuId: 302,
  parentId: 300,
  key: 'menu.admin.exchangeRate',
  name: 'Exchange rate',
  url: '/front-desk/exchange',
  priority: 2,
  permission: 'exchange_rate',
});
const reports = row({ menuId: 400, key: 'menu.reports', name: 'Reporting Analytics', priority: 5 });
const channels = row({ menuId: 401, parentId: 400, key: 'menu.reports.channels', name: 'Channels', url: '/front-desk/Kpis/channel', chauffeurOnly: true });
const extra = row({ menuId: 402, parentId: 400, key: 'menu.reports.extraSales', name: 'Extra Sales', url: '/reports/extra-sales' });
const external = row({ menuId: 403, parentId: 400, key: 'menu.reports.bi', name: 'BI', url: 'https://bi.example.com' });
const b2b = row({ menuId: 500, key: 'menu.partner', name: 'B2B', partner: true, priority: 1 });
const b2bNew = row({ menuId: 501, parentId: 500, key: 'menu.partner.new', name: 'New Reservation', url: '/front-desk/reservations-management', partner: true });
const rows = [admin, exchange, users, reports, channels, extra, external, frontDesk, checkIn, reservation, dashboard, newResa, b2b, b2bNew];

const staff: MenuAudience = { partner: false, restricted: false, permissions: new Set(), chauffeur: false, rolePairs: new Set() };
const keys = (tree: ReturnType<typeof buildMenuTree>) => tree.map((n) => [n.key, n.subMenu.map((s) => s.key)]);

describe('buildMenuTree', () => {
  it('sorts sections and items by priority and keeps hotel menus for staff', () => {
    expect(keys(buildMenuTree(rows, staff))).toEqual([
      ['menu.reservation', ['menu.reservation.new', 'menu.reservation.dashboard']],
      ['menu.frontDesk', ['menu.frontDesk.checkIn']],
      ['menu.reports', ['menu.reports.extraSales', 'menu.reports.bi']],
      ['menu.admin', ['menu.admin.users']],
    ]);
  });
  it('partner users get only the partner menu', () => {
    expect(keys(buildMenuTree(rows, { ...staff, partner: true }))).toEqual([['menu.partner', ['menu.partner.new']]]);
  });
  it('restricted users keep only Reservation and Front Desk', () => {
    expect(buildMenuTree(rows, { ...staff, restricted: true }).map((n) => n.key)).toEqual(['menu.reservation', 'menu.frontDesk']);
  });
  it('the Admin exchange-rate item needs the permission', () => {
    const tree = buildMenuTree(rows, { ...staff, permissions: new Set(['exchange_rate']) });
    expect(tree.find((n) => n.key === 'menu.admin')!.subMenu.map((s) => s.key)).toEqual(['menu.admin.users', 'menu.admin.exchangeRate']);
  });
  it('chauffeur-only items need the chauffeur flag', () => {
    const tree = buildMenuTree(rows, { ...staff, chauffeur: true });
    expect(tree.find((n) => n.key === 'menu.reports')!.subMenu.map((s) => s.key)).toContain('menu.reports.channels');
  });
  it('state 2 marks a section disabled; http urls are external', () => {
    const tree = buildMenuTree(rows, staff);
    expect(tree.find((n) => n.key === 'menu.admin')!.disabled).toBe(true);
    expect(tree.find((n) => n.key === 'menu.frontDesk')!.disabled).toBe(false);
    expect(tree.find((n) => n.key === 'menu.reports')!.subMenu.find((s) => s.key === 'menu.reports.bi')!.external).toBe(true);
  });
  it('only activated menus: stats win, role pairs fill in, empty groups vanish', () => {
    const some = rows.map((r) => ({ ...r, stat: null }));
    const pairs = parseActivatedMenu([`0:${checkIn.itemIndex};`, '']);
    expect(keys(buildMenuTree(some, { ...staff, rolePairs: pairs }))).toEqual([['menu.frontDesk', ['menu.frontDesk.checkIn']]]);
    const off = rows.map((r) => (r.menuId === checkIn.menuId ? { ...r, stat: false } : { ...r, stat: null }));
    expect(buildMenuTree(off, { ...staff, rolePairs: new Set(['*']) }).map((n) => n.key)).not.toContain('menu.frontDesk');
  });
});
