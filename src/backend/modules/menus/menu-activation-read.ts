import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';
import { notFound } from '../../http/errors.ts';
import { assertInScope, type AdminScope, findActiveUser, inHotels } from '../users/index.ts';
import { findCatalogueRows, findMenuStatById, findMenuStats, findUserActivationPage } from './menu-activation-data.ts';
import type { TUserActivationDto } from './menu-activation.schemas.ts';
import type { TMenuCatalogueNode, TMenuStatDto } from '../../../lib/domain/admin-dto.ts';
import { catalogueTree } from './menu-activation-tree.ts';

export async function listMenuCatalogue(db: Db, opts: { appId: number }): Promise<TMenuCatalogueNode[]> {
  return catalogueTree(await findCatalogueRows(db, opts.appId));
}

/** A user's menu stats, for an administrator who manages one of the user's hotels. */
export async function listUserMenuStats(db: Db, opts: { scope: AdminScope; userId: number; appId: number }): Promise<TMenuStatDto[]> {
  assertInScope(opts.scope, await findActiveUser(db, opts.userId));
  return findMenuStats(db, { userId: opts.userId, appId: opts.appId });
}

/** Users the administrator manages (optionally of one hotel), with their activation counts. */
export async function listUserActivations(db: Db, opts: { scope: AdminScope; groupId?: number | undefined; appId: number; page: number; size: number }) {
  const { scope } = opts;
  const where = and(eq(users.active, true), opts.groupId !== undefined ? inHotels([opts.groupId]) : scope.allHotels ? undefined : inHotels(scope.groupIds))!;
  const { content, total } = await findUserActivationPage(db, { where, appId: opts.appId, page: opts.page, size: opts.size });
  return { content, totalElements: total, page: opts.page, size: opts.size } satisfies { content: TUserActivationDto[]; [k: string]: unknown };
}

export async function findMenuStat(db: Db, menuStatId: number) {
  const stat = await findMenuStatById(db, menuStatId);
  if (!stat) throw notFound(`No menu stat has id ${menuStatId}.`, { key: 'errors.menu.noSuch' });
  return stat;
}
