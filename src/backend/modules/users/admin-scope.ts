import type { Db } from '../../db/client.ts';
import type { SessionUser } from '../../../lib/domain/session-user.ts';
import { forbidden } from '../../http/errors.ts';
import { allowedGroupIds } from './find-session-user.ts';
import type { TUserDto } from './users.schemas.ts';

/** The hotels an administrator manages users of, and whether that is every hotel. */
export interface AdminScope {
  admin: SessionUser;
  groupIds: number[];
  allHotels: boolean;
}

export async function adminScope(db: Db, admin: SessionUser): Promise<AdminScope> {
  return { admin, groupIds: await allowedGroupIds(db, admin), allHotels: admin.permissions.includes('all_hotels') };
}

/** A user is managed by an administrator who manages their current hotel or one of their preferred hotels. */
export function isInScope(scope: AdminScope, user: Pick<TUserDto, 'groupId' | 'preferredGroups'>): boolean {
  if (scope.allHotels) return true;
  return [user.groupId, ...user.preferredGroups.map((g) => g.groupId)].some((g) => scope.groupIds.includes(g));
}

export function assertInScope(scope: AdminScope, user: Pick<TUserDto, 'userId' | 'groupId' | 'preferredGroups'>): void {
  if (!isInScope(scope, user)) throw forbidden(`User ${user.userId} belongs to hotels you do not manage.`);
}
