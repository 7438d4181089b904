import type { MenuRecord } from '../../db/schema/menus.ts';
import type { TMenuNodeDto } from './menus.schemas.ts';

/** A catalogue row with the user's activation already resolved. */
export type MenuRow = Omit<MenuRecord, 'appId' | 'code'> & {
  /** true / false from the user's menu stats; null when the user has no stat for it. */
  stat: boolean | null;
};

export interface MenuAudience {
  partner: boolean;
  /** Only the Reservation and Front Desk sections (the old user 459). */
  restricted: boolean;
  /** The user's permissions: entries that name one (the Admin 'Exchange rate') need it. */
  permissions: ReadonlySet<string>;
  /** The old 'showedChaifer' flag. */
  chauffeur: boolean;
  /** The roles' activatedMenu pairs ('menuIndex:itemIndex'); '*' activates everything. */
  rolePairs: ReadonlySet<string>;
}

export const MENU_STATE_DISABLED = 2;
const MAX_DEPTH = 3;

const lastKeyPart = (key: string) => key.slice(key.lastIndexOf('.') + 1).toLowerCase();
const norm = (s: string) => s.toLowerCase().replace(/[^a-z]/g, '');

/** The sections a restricted user keeps, recognised by key or English name. */
export function isRestrictedSection(row: Pick<MenuRow, 'key' | 'name'>): boolean {
  const k = norm(lastKeyPart(row.key));
  const n = norm(row.name);
  return ['reservation', 'reservations', 'frontdesk'].includes(k) || ['reservation', 'reservations', 'frontdesk'].includes(n);
}

/** Partner menus are the partner's whole menu: shown unless explicitly deactivated. */
function isActivated(row: MenuRow, a: MenuAudience): boolean {
  if (row.stat !== null) return row.stat;
  if (a.partner) return true;
  return a.rolePairs.has('*') || a.rolePairs.has(`${row.menuIndex}:${row.itemIndex}`);
}

export function parseActivatedMenu(values: readonly string[]): Set<string> {
  const pairs = new Set<string>();
  for (const v of values) for (const p of v.split(';')) if (p.trim()) pairs.add(p.trim());
  return pairs;
}

/**
 * The side menu a user sees (front-office.md §2, operations.md §2.5–§2.6, §6): activated menus
 * only, partner users only the partner menu, restricted users only Reservation and Front Desk,
 * entries that name a permission (the Admin 'Exchange rate') only for users holding it, chauffeur-only items
 * only with the chauffeur flag; sorted by priority; sections in state 2 kept but disabled.
 * A section without any visible entry and without its own url is dropped.
 */
export function buildMenuTree(rows: readonly MenuRow[], a: MenuAudience): TMenuNodeDto[] {
  const children = new Map<number | null, MenuRow[]>();
  for (const r of rows) {
    const list = children.get(r.parentId) ?? [];
    list.push(r);
    children.set(r.parentId, list);
  }
  const byPriority = (x: MenuRow, y: MenuRow) => x.priority - y.priority || x.menuId - y.menuId;

  const visit = (row: MenuRow, depth: number): TMenuNodeDto | undefined => {
    if (depth === 0 && row.partner !== a.partner) return undefined;
    if (row.chauffeurOnly && !a.chauffeur) return undefined;
    if (row.permission !== null && !a.permissions.has(row.permission)) return undefined;
    const kids =
      depth + 1 < MAX_DEPTH
        ? (children.get(row.menuId) ?? [])
            .slice()
            .sort(byPriority)
            .map((k) => visit(k, depth + 1))
            .filter((k): k is TMenuNodeDto => k !== undefined)
        : [];
    // An entry that names a permission is there for whoever holds it (a buyer keeping exchange rates), whatever their sections.
    const self = isActivated(row, a) || (row.permission !== null && row.stat === null);
    // A group shows when it or one of its entries is activated; a leaf only when activated itself.
    if (kids.length === 0 && (!self || !row.url)) return undefined;
    return {
      menuId: row.menuId,
      key: row.key,
      name: row.name,
      nameFr: row.nameFr,
      priority: row.priority,
      isRoot: depth === 0,
      url: row.url,
      icon: row.icon,
      state: row.state,
      disabled: row.state === MENU_STATE_DISABLED,
      external: !!row.url && /^https?:\/\//i.test(row.url),
      subMenu: kids,
    };
  };

  return (children.get(null) ?? [])
    .slice()
    .sort(byPriority)
    .filter((r) => !a.restricted || a.partner || isRestrictedSection(r))
    .map((r) => visit(r, 0))
    .filter((n): n is TMenuNodeDto => n !== undefined);
}
