import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { hotels, menus, userMenuStats, users } from '../../db/schema/index.ts';
import type { TUserActivationDto } from './menu-activation.schemas.ts';
import type { TMenuStatDto } from '../../../lib/domain/admin-dto.ts';
import type { CatalogueRow } from './menu-activation-tree.ts';

export async function findCatalogueRows(db: Db, appId: number): Promise<CatalogueRow[]> {
  return db
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
      code: menus.code,
      menuIndex: menus.menuIndex,
      itemIndex: menus.itemIndex,
      state: menus.state,
      chauffeurOnly: menus.chauffeurOnly,
      partner: menus.partner,
      permission: menus.permission,
    })
    .from(menus)
    .where(eq(menus.appId, appId));
}

export async function findMenuStats(db: Db, opts: { userId: number; appId: number }): Promise<TMenuStatDto[]> {
  const rows = await db
    .select({ menuStatId: userMenuStats.menuStatId, menuId: userMenuStats.menuId, appId: userMenuStats.appId, activated: userMenuStats.activated })
    .from(userMenuStats)
    .where(and(eq(userMenuStats.userId, opts.userId), eq(userMenuStats.appId, opts.appId)))
    .orderBy(asc(userMenuStats.menuId));
  return rows.map((r) => ({ ...r, menu: { menuId: r.menuId } }));
}

export async function findMenuStatById(db: Db, menuStatId: number): Promise<{ menuStatId: number; userId: number; menuId: number; appId: number } | undefined> {
  const [row] = await db
    .select({ menuStatId: userMenuStats.menuStatId, userId: userMenuStats.userId, menuId: userMenuStats.menuId, appId: userMenuStats.appId })
    .from(userMenuStats)
    .where(eq(userMenuStats.menuStatId, menuStatId))
    .limit(1);
  return row;
}

/** Sets the activation of the menus for the user, creating the missing stats (one statement). */
export async function upsertMenuStats(db: Db, opts: { userId: number; appId: number; menuIds: readonly number[]; activated: boolean }): Promise<void> {
  if (!opts.menuIds.length) return;
  await db
    .insert(userMenuStats)
    .values(opts.menuIds.map((menuId) => ({ userId: opts.userId, menuId, appId: opts.appId, activated: opts.activated })))
    .onConflictDoUpdate({ target: [userMenuStats.userId, userMenuStats.menuId, userMenuStats.appId], set: { activated: sql`excluded.activated` } });
}

/** Active users matching the filter, by name, with how many menus of the app are switched on and off. */
export async function findUserActivationPage(
  db: Db,
  opts: { where: SQL; appId: number; page: number; size: number },
): Promise<{ content: TUserActivationDto[]; total: number }> {
  const on = sql<number>`(select count(*)::int from ${userMenuStats} s where s.user_id = ${users.userId} and s.app_id = ${opts.appId} and s.activated)`;
  const off = sql<number>`(select count(*)::int from ${userMenuStats} s where s.user_id = ${users.userId} and s.app_id = ${opts.appId} and not s.activated)`;
  const [rows, [count], [menuCount]] = await Promise.all([
    db
      .select({
        userId: users.userId,
        username: users.username,
        name: users.name,
        groupId: users.groupId,
        groupName: hotels.name,
        activated: on,
        deactivated: off,
      })
      .from(users)
      .innerJoin(hotels, eq(hotels.groupId, users.groupId))
      .where(opts.where)
      .orderBy(asc(sql`lower(${users.name})`), asc(users.userId))
      .limit(opts.size)
      .offset(opts.page * opts.size),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(users)
      .where(opts.where),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(menus)
      .where(eq(menus.appId, opts.appId)),
  ]);
  return { content: rows.map((r) => ({ ...r, totalMenus: menuCount?.n ?? 0 })), total: count?.n ?? 0 };
}
