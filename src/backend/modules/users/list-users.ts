import { and, eq, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';
import type { AdminScope } from './admin-scope.ts';
import { findUserDtos, findUserIdsPage, inHotels, likeContains } from './user-data.ts';
import type { TPage, TUserDto } from '../../../lib/domain/admin-dto.ts';

/**
 * Active users an administrator manages, by name (case-insensitive contains on name, username
 * or code) and hotel (current or preferred), sorted by name, paged from 0.
 */
export async function listUsers(
  db: Db,
  opts: { scope: AdminScope; groupId?: number | undefined; name?: string | undefined; page: number; size: number },
): Promise<TPage<TUserDto>> {
  const { scope } = opts;
  const pattern = opts.name ? likeContains(opts.name.toLowerCase()) : undefined;
  const where = and(
    eq(users.active, true),
    opts.groupId !== undefined ? inHotels([opts.groupId]) : scope.allHotels ? undefined : inHotels(scope.groupIds),
    pattern
      ? or(sql`lower(${users.name}) like ${pattern}`, sql`lower(${users.username}) like ${pattern}`, sql`lower(${users.code}) like ${pattern}`)
      : undefined,
  )!;
  const { ids, total } = await findUserIdsPage(db, { where, page: opts.page, size: opts.size });
  return { content: await findUserDtos(db, ids), totalElements: total, page: opts.page, size: opts.size };
}
