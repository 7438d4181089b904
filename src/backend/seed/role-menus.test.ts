import { describe, expect, it } from 'vitest';
import { menuKeysForRoles } from './role-menus.ts';
import { MENU_CATALOGUE } from '../modules/menus/index.ts';

describe('menuKeysForRoles', () => {
  it('gives an admin every staff menu and no partner menu', () => {
    const keys = menuKeysForRoles(['admin'], false);
    expect(keys.length).toBe(MENU_CATALOGUE.filter((m) => !m.partner).length);
  });

  it('gives the front desk Reservation, Front Desk and Crm only', () => {
    const sections = new Set(menuKeysForRoles(['front_desk'], false).map((k) => k.split('.')[1]));
    expect([...sections].sort()).toEqual(['crm', 'frontDesk', 'reservation']);
  });

  it('gives housekeeping its section, night auditors closing and reports', () => {
    expect(menuKeysForRoles(['housekeeping'], false).every((k) => k.startsWith('menu.houseKeeping'))).toBe(true);
    const audit = new Set(menuKeysForRoles(['night_auditor'], false).map((k) => k.split('.')[1]));
    expect([...audit].sort()).toEqual(['endOfDay', 'reporting']);
  });

  it('gives a partner the partner menu only', () => {
    expect(menuKeysForRoles(['partner'], true)).toEqual([
      'menu.partner.newReservation',
      'menu.partner.reservations',
      'menu.partner.orders',
      'menu.partner.invoices',
    ]);
  });
});
