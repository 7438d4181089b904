import type { Db } from '../../db/client.ts';
import type { SessionUser } from '../../../lib/domain/session-user.ts';
import { forbidden } from '../../http/errors.ts';
import { allowedGroupIds } from '../../core/session-user.ts';
import type { TUserDto } from '../../../lib/domain/admin-dto.ts';

/** The hotels an administrator manages users of, and whether that is every hotel. */
export interface AdminScope {
  admin: SessionUser;
  groupIds: number[];
  allHotels: boolean;
}

type ScopedUser = Pick<TUserDto, 'userId' | 'groupId' | 'preferredGroups'> & { permissions?: readonly string[] };

export async function adminScope(db: Db, admin: SessionUser): Promise<AdminScope> {
  return { admin, groupIds: await allowedGroupIds(db, admin), allHotels: admin.permissions.includes('all_hotels') };
}

const hotelsOf = (user: ScopedUser) => [user.groupId, ...user.preferredGroups.map((g) => g.groupId)].filter((g) => g !== 0);

/** An administrator sees a user who works in at least one of the hotels they manage. */
export function isInScope(scope: AdminScope, user: ScopedUser): boolean {
  if (scope.allHotels) return true;
  return hotelsOf(user).some((g) => scope.groupIds.includes(g));
}

export function assertInScope(scope: AdminScope, user: ScopedUser): void {
  if (!isInScope(scope, user)) throw forbidden(`User ${user.userId} belongs to hotels you do not manage.`, { key: 'errors.user.outOfScope' });
}

/**
 * Changing a user (details, password, menus, removal) changes what they can do in every hotel
 * they work in, so it takes an administrator who manages all of those hotels; a user with the
 * all_hotels permission only an administrator who has it too. Otherwise the administrator of
 * one hotel could reset the password of a group-wide account and sign in as it.
 */
export function assertManageable(scope: AdminScope, user: ScopedUser): void {
  assertInScope(scope, user);
  if (scope.allHotels) return;
  if (user.permissions?.includes('all_hotels'))
    throw forbidden(`User ${user.userId} works in all hotels; only an administrator with the all_hotels permission may change them.`, {
      key: 'errors.user.allHotelsUser',
    });
  const outside = hotelsOf(user).find((g) => !scope.groupIds.includes(g));
  if (outside !== undefined)
    throw forbidden(`User ${user.userId} also works in hotel ${outside}, which you do not manage; ask an administrator of all their hotels.`, {
      key: 'errors.user.outOfScope',
    });
}

/** The hotel an administrator's change is logged in: where they work now, else (group 0) the user's. */
export const auditGroupOf = (scope: AdminScope, user: { groupId: number }): number => scope.admin.groupId || user.groupId;
