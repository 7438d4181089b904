import { and, eq, inArray } from 'drizzle-orm';
import { MENU_APP_ID } from '../../../lib/domain/menu-app.ts';
import type { Db } from '../../db/client.ts';
import { menus, roles, userMenuStats, userRoles } from '../../db/schema/index.ts';
import type { SessionUser } from '../../../lib/domain/session-user.ts';
import { keptWithUser } from '../../core/kept-with-user.ts';
import { deepFreeze } from '../../http/hand-over.ts';
import { buildMenuTree, parseActivatedMenu, type MenuRow } from './menu-tree.ts';
import type { TMenuNodeDto } from './menus.schemas.ts';

/** The chauffeur flag: the permission, or the old rule (a preferred group with groupId 0). */
export const hasChauffeurFlag = (user: Pick<SessionUser, 'permissions' | 'preferredGroups'>) =>
  user.permissions.includes('chauffeur') || user.preferredGroups.some((g) => g.groupId === 0);

// Frozen: the route hands this very tree to the pages (answerKeptJson), which key the menu's HTML on it.
const keptMenu = keptWithUser(async (db, user) => deepFreeze(await buildUserMenuTree(db, user)));

/** The side menu of the signed-in user for this product (app 1), two levels, sorted by priority; kept with the session's user. */
export function listUserMenuTree(db: Db, opts: { user: SessionUser }): Promise<readonly TMenuNodeDto[]> {
  return keptMenu(db, opts.user);
}

async function buildUserMenuTree(db: Db, user: SessionUser): Promise<TMenuNodeDto[]> {
  const [rows, roleRows] = await Promise.all([
    // The catalogue with this user's activation of each entry (one row per menu: the stat is unique per user, menu and app).
    db
      .select({
        menuId: menus.menuId,
        parentId: menus.parentId,
        key: menus.key,
        name: menus.name,
        nameFr: menus.nameFr,
        priority: menus.priority,
        isRoot: menus.isRoot,
        url: menus.url,
        icon: menus.icon,
        menuIndex: menus.menuIndex,
        itemIndex: menus.itemIndex,
        state: menus.state,
        chauffeurOnly: menus.chauffeurOnly,
        partner: menus.partner,
        permission: menus.permission,
        stat: userMenuStats.activated,
      })
      .from(menus)
      .leftJoin(userMenuStats, and(eq(userMenuStats.menuId, menus.menuId), eq(userMenuStats.userId, user.userId), eq(userMenuStats.appId, MENU_APP_ID)))
      .where(eq(menus.appId, MENU_APP_ID)) satisfies Promise<MenuRow[]>,
    user.roles.length
      ? db
          .select({ activatedMenu: roles.activatedMenu })
          .from(userRoles)
          .innerJoin(roles, eq(roles.roleId, userRoles.roleId))
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
