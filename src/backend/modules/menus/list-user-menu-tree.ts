import { and, eq, inArray } from 'drizzle-orm';
import { MENU_APP_ID } from '../../../lib/domain/menu-app.ts';
import type { Db } from '../../db/client.ts';
import { menus, roles, userMenuStats, userRoles } from '../../db/schema/index.ts';
import type { SessionUser } from '../../../lib/domain/session-user.ts';
import { buildMenuTree, parseActivatedMenu, type MenuRow } from './menu-tree.ts';
import type { TMenuNodeDto } from './menus.schemas.ts';

/** The chauffeur flag: the permission, or the old rule (a preferred group with groupId 0). */
export const hasChauffeurFlag = (user: Pick<SessionUser, 'permissions' | 'preferredGroups'>) =>
  user.permissions.includes('chauffeur') || user.preferredGroups.some((g) => g.groupId === 0);

/**
 * Each user's menu, kept per loaded user object: the session keeps one user object while the
 * 'session' stamp holds, and any write to the menus, activations, roles or grants moves that stamp
 * (migration 0018), so the next request brings a new user object and a menu built again. A user
 * loaded for one call only (an API token) builds it each time.
 */
const built = new WeakMap<SessionUser, Promise<TMenuNodeDto[]>>();

/** The side menu of the signed-in user for this product (app 1), two levels, sorted by priority. */
export function listUserMenuTree(db: Db, opts: { user: SessionUser }): Promise<TMenuNodeDto[]> {
  let tree = built.get(opts.user);
  if (!tree) {
    tree = buildUserMenuTree(db, opts.user);
    built.set(opts.user, tree);
    // A failed read is not kept: the next request tries again.
    tree.catch(() => built.delete(opts.user));
  }
  return tree;
}

async function buildUserMenuTree(db: Db, user: SessionUser): Promise<TMenuNodeDto[]> {
  const [rows, roleRows] = await Promise.all([
    // The catalogue with this user's activation of each entry (one row per menu: the stat is unique per user, menu and app).
    db.select({
      menuId: menus.menuId, parentId: menus.parentId, key: menus.key, name: menus.name, nameFr: menus.nameFr,
      priority: menus.priority, isRoot: menus.isRoot, url: menus.url, icon: menus.icon, menuIndex: menus.menuIndex,
      itemIndex: menus.itemIndex, state: menus.state, chauffeurOnly: menus.chauffeurOnly, partner: menus.partner, permission: menus.permission,
      stat: userMenuStats.activated,
    }).from(menus)
      .leftJoin(userMenuStats, and(eq(userMenuStats.menuId, menus.menuId), eq(userMenuStats.userId, user.userId), eq(userMenuStats.appId, MENU_APP_ID)))
      .where(eq(menus.appId, MENU_APP_ID)) satisfies Promise<MenuRow[]>,
    user.roles.length
      ? db.select({ activatedMenu: roles.activatedMenu }).from(userRoles).innerJoin(roles, eq(roles.roleId, userRoles.roleId))
        .where(and(eq(userRoles.userId, user.userId), inArray(roles.code, user.roles)))
      : Promise.resolve([]),
  ]);
  return buildMenuTree(rows, {
    partner: user.customerId !== null,
    restricted: user.permissions.includes('restricted_sections'),
    permissions: new Set(user.permissions),
    chauffeur: hasChauffeurFlag(user),
    rolePairs: parseActivatedMenu(roleRows.map((r) => r.activatedMenu)),
  });
}
