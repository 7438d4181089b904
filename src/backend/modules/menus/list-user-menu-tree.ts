import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { menus, roles, userMenuStats, userRoles } from '../../db/schema/index.ts';
import type { SessionUser } from '../../../lib/domain/session-user.ts';
import { buildMenuTree, parseActivatedMenu, type MenuRow } from './menu-tree.ts';
import type { TMenuNodeDto } from './menus.schemas.ts';

export const APP_ID = 1;

/** The chauffeur flag: the permission, or the old rule (a preferred group with groupId 0). */
export const hasChauffeurFlag = (user: Pick<SessionUser, 'permissions' | 'preferredGroups'>) =>
  user.permissions.includes('chauffeur') || user.preferredGroups.some((g) => g.groupId === 0);

/** The side menu of the signed-in user for this product (app 1), two levels, sorted by priority. */
export async function listUserMenuTree(db: Db, opts: { user: SessionUser }): Promise<TMenuNodeDto[]> {
  const { user } = opts;
  const [catalogue, stats, roleRows] = await Promise.all([
    db.select({
      menuId: menus.menuId, parentId: menus.parentId, key: menus.key, name: menus.name, nameFr: menus.nameFr,
      priority: menus.priority, isRoot: menus.isRoot, url: menus.url, icon: menus.icon, menuIndex: menus.menuIndex,
      itemIndex: menus.itemIndex, state: menus.state, chauffeurOnly: menus.chauffeurOnly, partner: menus.partner,
    }).from(menus).where(eq(menus.appId, APP_ID)),
    db.select({ menuId: userMenuStats.menuId, activated: userMenuStats.activated })
      .from(userMenuStats).where(and(eq(userMenuStats.userId, user.userId), eq(userMenuStats.appId, APP_ID))),
    user.roles.length
      ? db.select({ activatedMenu: roles.activatedMenu }).from(userRoles).innerJoin(roles, eq(roles.roleId, userRoles.roleId))
        .where(and(eq(userRoles.userId, user.userId), inArray(roles.code, user.roles)))
      : Promise.resolve([]),
  ]);
  const stat = new Map(stats.map((s) => [s.menuId, s.activated]));
  const rows: MenuRow[] = catalogue.map((m) => ({ ...m, stat: stat.get(m.menuId) ?? null }));
  return buildMenuTree(rows, {
    partner: user.customerId !== null,
    restricted: user.permissions.includes('restricted_sections'),
    exchangeRate: user.permissions.includes('exchange_rate'),
    chauffeur: hasChauffeurFlag(user),
    rolePairs: parseActivatedMenu(roleRows.map((r) => r.activatedMenu)),
  });
}
