import { describe, expect, it } from 'vitest';
import { MENU_CATALOGUE, allMenuRoutes, sectionPairs } from './menu-catalogue.ts';
import { hasStraightApostrophe } from '../../../lib/i18n/apostrophe.ts';

const byKey = new Map(MENU_CATALOGUE.map((m) => [m.key, m]));

describe('menu catalogue', () => {
  it('has unique keys and unique activation pairs', () => {
    expect(byKey.size).toBe(MENU_CATALOGUE.length);
    const pairs = MENU_CATALOGUE.map((m) => `${m.menuIndex}:${m.itemIndex}`);
    expect(new Set(pairs).size).toBe(pairs.length);
  });

  it('lists parents before their children', () => {
    const seen = new Set<string>();
    for (const m of MENU_CATALOGUE) {
      if (m.parentKey) expect(seen.has(m.parentKey), m.key).toBe(true);
      seen.add(m.key);
    }
  });

  it('holds the sections of operations.md §2.5 in sidebar order', () => {
    const roots = MENU_CATALOGUE.filter((m) => m.isRoot && !m.partner).map((m) => m.name);
    expect(roots).toEqual([
      'Reservation',
      'Front Desk',
      'Crm',
      'House-keeping',
      'Back Office',
      'Rate Management',
      'Reporting Analytics',
      'Payment Processing',
      'Accounting',
      'End-of-Day',
      'Admin',
    ]);
    expect(MENU_CATALOGUE.filter((m) => m.partner).map((m) => m.url)).toEqual([
      '/front-desk/reservations-management',
      '/front-desk/reservationslist',
      '/front-desk/orders',
      '/front-desk/invoices',
    ]);
  });

  it('keeps the back-office index ranges and processing codes', () => {
    const kids = (k: string) => MENU_CATALOGUE.filter((m) => m.parentKey === `menu.backOffice.${k}`);
    expect(kids('processing').map((m) => m.itemIndex)).toEqual([7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17]);
    expect(kids('processing').every((m) => m.code !== null && m.code >= 0 && m.code <= 3)).toBe(true);
    expect(Math.min(...kids('report').map((m) => m.itemIndex))).toBe(18);
    expect(byKey.get('menu.backOffice.processing.purchaseList')?.url).toBe('/front-desk/BackOfice/List-Achat');
  });

  it('marks the exchange-rate admin item and the chauffeur-only reports', () => {
    expect(byKey.get('menu.admin.exchangeRate')?.permission).toBe('exchange_rate');
    expect(MENU_CATALOGUE.filter((m) => m.chauffeurOnly).map((m) => m.name)).toEqual([
      'Channels',
      'Customers',
      'Market',
      'Stats By Nationality',
      'Discount Reports',
    ]);
    expect(byKey.get('menu.reporting.nightPriceReport')?.url).toBe('/front-desk/Night-Price-Report');
  });

  it('lists every in-app route once, without query strings', () => {
    const routes = allMenuRoutes();
    expect(new Set(routes).size).toBe(routes.length);
    expect(routes).toContain('/front-desk/check-in');
    expect(routes).toContain('/reports/extra-sales');
    expect(routes.every((r) => r.startsWith('/') && !r.includes('?'))).toBe(true);
  });

  it('gives the pairs of whole sections', () => {
    expect(sectionPairs(['reservation'])).toEqual(['0:0', '0:1', '0:2', '0:3']);
  });
});

describe('menu names', () => {
  it('write their apostrophes as ’ (« Rapport d’activité »), as the catalogues do', () => {
    expect(MENU_CATALOGUE.filter((m) => hasStraightApostrophe(m.name) || hasStraightApostrophe(m.nameFr)).map((m) => m.nameFr)).toEqual([]);
    expect(MENU_CATALOGUE.find((m) => m.key === 'menu.admin.activityReport')?.nameFr).toBe('Rapport d’activité');
  });
});
