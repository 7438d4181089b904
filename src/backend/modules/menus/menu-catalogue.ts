import type { Permission } from '../../db/schema/users.ts';
import type { ItemSpec, SectionSpec } from './menu-spec.ts';
import { FRONT_SECTIONS } from './menu-sections-front.ts';
import { BACK_OFFICE_SECTION } from './menu-section-back-office.ts';
import { REPORT_SECTIONS } from './menu-sections-reports.ts';
import { FINANCE_SECTIONS, PARTNER_SECTIONS } from './menu-sections-finance.ts';

/** One row of the `menus` table, keyed by its stable key instead of a serial id. */
export interface MenuEntry {
  /** Stable key, also the translation key ('menu.frontDesk.checkIn'). */
  key: string;
  name: string;
  nameFr: string;
  priority: number;
  isRoot: boolean;
  url: string | null;
  icon: string | null;
  code: number | null;
  /** Section index; with itemIndex, the 'menuIndex:itemIndex' pair of activatedMenu. */
  menuIndex: number;
  /** Position within the section; -1 for a section itself, below -1 for back-office groups. */
  itemIndex: number;
  parentKey: string | null;
  chauffeurOnly: boolean;
  partner: boolean;
  permission: Permission | null;
}

/** Sidebar order of operations.md §2.5; the section index is the position here. */
export const MENU_SECTIONS: readonly SectionSpec[] = [
  ...FRONT_SECTIONS, // 0 Reservation, 1 Front Desk, 2 Crm, 3 House-keeping
  BACK_OFFICE_SECTION, // 4
  ...REPORT_SECTIONS, // 5 Rate Management, 6 Reporting Analytics
  ...FINANCE_SECTIONS, // 7 Payment, 8 Accounting, 9 End-of-Day, 10 Admin
];
export const PARTNER_MENU_INDEX = MENU_SECTIONS.length;

function entry(
  spec: ItemSpec,
  o: { key: string; priority: number; isRoot: boolean; menuIndex: number; itemIndex: number; parentKey: string | null; partner: boolean },
): MenuEntry {
  return {
    key: o.key,
    name: spec.en,
    nameFr: spec.fr,
    priority: o.priority,
    isRoot: o.isRoot,
    url: spec.url,
    icon: spec.icon ?? null,
    code: spec.code ?? null,
    menuIndex: o.menuIndex,
    itemIndex: o.itemIndex,
    parentKey: o.parentKey,
    chauffeurOnly: spec.chauffeurOnly ?? false,
    partner: o.partner,
    permission: spec.permission ?? null,
  };
}

function flatten(items: readonly ItemSpec[], parentKey: string, menuIndex: number, out: MenuEntry[]): void {
  items.forEach((item, i) => {
    const key = `${parentKey}.${item.key}`;
    out.push(entry(item, { key, priority: (i + 1) * 10, isRoot: false, menuIndex, itemIndex: item.itemIndex ?? i, parentKey, partner: false }));
    if (item.items) flatten(item.items, key, menuIndex, out);
  });
}

function buildCatalogue(): MenuEntry[] {
  const out: MenuEntry[] = [];
  MENU_SECTIONS.forEach((section, menuIndex) => {
    const key = `menu.${section.key}`;
    out.push(entry(section, { key, priority: (menuIndex + 1) * 100, isRoot: true, menuIndex, itemIndex: -1, parentKey: null, partner: false }));
    flatten(section.items ?? [], key, menuIndex, out);
  });
  PARTNER_SECTIONS.forEach((link, i) => {
    out.push(
      entry(link, {
        key: `menu.${link.key}`,
        priority: (i + 1) * 10,
        isRoot: true,
        menuIndex: PARTNER_MENU_INDEX,
        itemIndex: i,
        parentKey: null,
        partner: true,
      }),
    );
  });
  return out;
}

/** The complete side-menu catalogue (app 1), parents before their children. */
export const MENU_CATALOGUE: readonly MenuEntry[] = buildCatalogue();

/** Every in-app route the catalogue links to, without query strings, once each: one page per route. */
export function allMenuRoutes(): string[] {
  const routes = new Set<string>();
  for (const m of MENU_CATALOGUE) if (m.url && m.url.startsWith('/')) routes.add(m.url.split('?')[0]!);
  return [...routes].sort();
}

/** The activatedMenu pairs of whole sections, by section key ('reservation', 'frontDesk' …). */
export function sectionPairs(sectionKeys: readonly string[]): string[] {
  const wanted = new Set(sectionKeys.map((k) => `menu.${k}`));
  const indices = new Set(MENU_CATALOGUE.filter((m) => wanted.has(m.key)).map((m) => m.menuIndex));
  return MENU_CATALOGUE.filter((m) => indices.has(m.menuIndex) && m.itemIndex >= 0 && !m.partner).map((m) => `${m.menuIndex}:${m.itemIndex}`);
}
