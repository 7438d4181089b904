import { and, eq, inArray, sql } from 'drizzle-orm';
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
 * Each user's menu as last built, with the menus stamp it was built at (migration 0018: any write
 * to the menus, the user's activations, roles or role grants moves the stamp). The key holds what
 * the tree is built from besides those tables: the user's roles and permissions as this request
 * loaded them, partner and chauffeur. Bounded: a burst of distinct users empties it, never grows it.
 */
const built = new Map<string, { stamp: string; tree: TMenuNodeDto[] }>();
const MAX_USERS = 2000;

const cacheKey = (user: SessionUser) =>
  JSON.stringify([user.userId, user.roles, user.permissions, user.customerId, hasChauffeurFlag(user)]);

/** The side menu of the signed-in user for this product (app 1), two levels, sorted by priority; one small read when nothing changed. */
export async function listUserMenuTree(db: Db, opts: { user: SessionUser }): Promise<TMenuNodeDto[]> {
  const key = cacheKey(opts.user);
  const stamped = (await db.execute(sql`select stamp::text as stamp from cache_stamps where name = 'menus'`)) as unknown as { rows: { stamp: string }[] };
  const [row] = stamped.rows;
  const stamp = row?.stamp ?? '';
  const known = built.get(key);
  if (known && known.stamp === stamp) return known.tree;
  const tree = await buildUserMenuTree(db, opts.user);
  if (built.size >= MAX_USERS) built.clear();
  built.set(key, { stamp, tree });
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
