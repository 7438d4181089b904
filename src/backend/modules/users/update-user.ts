import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';
import { conflict } from '../../http/errors.ts';
import { hashPassword } from '../../idp/password.ts';
import { AUDIT } from '../../../lib/domain/audit-types.ts';
import { recordAuditEvent } from '../audit/index.ts';
import { assertManageable, auditGroupOf, type AdminScope } from './admin-scope.ts';
import { checkUserLinks, type UserLinks } from './check-user-links.ts';
import { findActiveUser } from './find-active-user.ts';
import { assertLoginsFree } from './create-user.ts';
import { findUserDtos, replaceUserLinks } from './user-data.ts';
import type { TUserUpdateRequest } from './users.schemas.ts';
import type { TUserDto } from '../../../lib/domain/admin-dto.ts';
import { clearSignInCounters } from '../../idp/check-credentials.ts';
import { endUserSessions } from './end-user-sessions.ts';

const linksOf = (u: TUserDto): UserLinks => ({
  groupId: u.groupId,
  posId: u.posId,
  preferredGroups: u.preferredGroups.map((g) => g.groupId),
  preferredPos: u.preferredPos.map((p) => p.posId),
  roles: u.roles,
  permissions: u.permissions,
  customerId: u.customerId,
});

/**
 * An administrator edits a user (audit 35 naming the fields that changed). A new password, other
 * roles or permissions, or a lock end the user's sessions but `keepSessionId`, the one making the change.
 */
export async function updateUser(
  db: Db,
  opts: { scope: AdminScope; userId: number; input: TUserUpdateRequest; keepSessionId?: string | undefined },
): Promise<TUserDto> {
  const { scope, userId, input } = opts;
  const current = await findActiveUser(db, userId);
  assertManageable(scope, current);
  if (userId === scope.admin.userId && input.locked)
    throw conflict('You cannot lock your own account; ask another administrator.', { key: 'errors.user.lockSelf' });
  if (userId === scope.admin.userId && input.roles && !input.roles.includes('admin') && current.roles.includes('admin')) {
    throw conflict('You cannot take the admin role from yourself; ask another administrator.', { key: 'errors.user.unadminSelf' });
  }

  const before = linksOf(current);
  const next: UserLinks = {
    groupId: input.groupId ?? before.groupId,
    posId: input.posId === undefined ? before.posId : input.posId,
    preferredGroups: input.preferredGroups ? [...new Set(input.preferredGroups)] : before.preferredGroups,
    preferredPos: input.preferredPos ? [...new Set(input.preferredPos)] : before.preferredPos,
    roles: input.roles ? [...new Set(input.roles)] : before.roles,
    permissions: input.permissions ? [...new Set(input.permissions)] : before.permissions,
    customerId: input.customerId === undefined ? before.customerId : input.customerId,
  };
  const { roleIds } = await checkUserLinks(db, { scope, next, before });
  await assertLoginsFree(db, {
    username: input.username !== current.username ? input.username : undefined,
    code: input.code !== current.code ? input.code : undefined,
    exceptUserId: userId,
  });
  const passwordHash = input.password ? await hashPassword(input.password) : undefined;

  const changed = changedFields(current, input, next);
  if (input.locked !== undefined && input.locked !== current.locked) changed.push(input.locked ? 'locked' : 'lockLifted');
  await db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({
        ...(input.username !== undefined ? { username: input.username } : {}),
        ...(input.name !== undefined ? { name: input.name } : {}),
        ...(input.email !== undefined ? { email: input.email } : {}),
        ...(input.language !== undefined ? { language: input.language } : {}),
        ...(input.code !== undefined ? { code: input.code } : {}),
        groupId: next.groupId,
        posId: next.posId,
        customerId: next.customerId,
        permissions: next.permissions as (typeof users.$inferInsert)['permissions'],
        ...(passwordHash ? { passwordHash } : {}),
        ...(input.unlock ? { failedLogins: 0, lockedUntil: null, locked: false } : {}),
        ...(input.locked !== undefined ? { locked: input.locked } : {}),
        updatedAt: sql`now()`,
      })
      .where(eq(users.userId, userId));
    if (input.unlock) await clearSignInCounters(tx, { userId, username: current.username });
    if (endsSessions(changed)) await endUserSessions(tx, { userId, code: current.code, keepSessionId: opts.keepSessionId });
    await replaceUserLinks(tx, userId, {
      roleIds: input.roles ? roleIds : undefined,
      groupIds: input.preferredGroups ? next.preferredGroups : undefined,
      posIds: input.preferredPos ? next.preferredPos : undefined,
    });
    await recordAuditEvent(tx, {
      groupId: auditGroupOf(scope, current),
      user: scope.admin,
      typeId: AUDIT.EDIT_USER,
      itemId: userId,
      itemNumber: input.username ?? current.username,
      text: { key: 'audit.msg.user.edited', params: { username: input.username ?? current.username } },
      detailText: changed.length
        ? { key: 'audit.detail.user.changed', params: { fields: changed.map((f) => `audit.word.field.${f}`).join(',') } }
        : { key: 'audit.detail.user.noChange' },
    });
  });
  const [dto] = await findUserDtos(db, [userId]);
  return dto!;
}

/** What ends the user's sessions: their password, their authority, an administrator's lock. */
const endsSessions = (changed: readonly string[]) => ['password', 'roles', 'permissions', 'locked'].some((f) => changed.includes(f));

const sameSet = (a: readonly (string | number)[], b: readonly (string | number)[]) => a.length === b.length && a.every((x) => b.includes(x));

function changedFields(current: TUserDto, input: TUserUpdateRequest, next: UserLinks): string[] {
  const out: string[] = [];
  for (const f of ['username', 'name', 'email', 'language', 'code'] as const) if (input[f] !== undefined && input[f] !== current[f]) out.push(f);
  if (next.groupId !== current.groupId) out.push('groupId');
  if (next.posId !== current.posId) out.push('posId');
  if (next.customerId !== current.customerId) out.push('customerId');
  if (!sameSet(next.roles, current.roles)) out.push('roles');
  if (!sameSet(next.permissions, current.permissions)) out.push('permissions');
  if (
    !sameSet(
      next.preferredGroups,
      current.preferredGroups.map((g) => g.groupId),
    )
  )
    out.push('preferredGroups');
  if (
    !sameSet(
      next.preferredPos,
      current.preferredPos.map((p) => p.posId),
    )
  )
    out.push('preferredPos');
  if (input.password) out.push('password');
  if (input.unlock) out.push('unlocked');
  return out;
}
