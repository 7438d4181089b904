import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';
import { endUserSessions } from './end-user-sessions.ts';
import { conflict } from '../../http/errors.ts';
import { AUDIT } from '../../../lib/domain/audit-types.ts';
import { recordAuditEvent } from '../audit/index.ts';
import { assertManageable, auditGroupOf, type AdminScope } from './admin-scope.ts';
import { findActiveUser } from './find-active-user.ts';

/**
 * An administrator removes a user (audit 36). The record is deactivated, not deleted: the audit
 * log, reservations and orders keep pointing at it, and the user can no longer sign in or call
 * the API. Their sessions end at once (end-user-sessions.ts).
 */
export async function removeUser(db: Db, opts: { scope: AdminScope; userId: number }): Promise<void> {
  const { scope, userId } = opts;
  const current = await findActiveUser(db, userId);
  assertManageable(scope, current);
  if (userId === scope.admin.userId) throw conflict('You cannot remove your own account; ask another administrator.', { key: 'errors.user.removeSelf' });
  await db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({ active: false, updatedAt: sql`now()` })
      .where(eq(users.userId, userId));
    await endUserSessions(tx, { userId, code: current.code });
    await recordAuditEvent(tx, {
      groupId: auditGroupOf(scope, current),
      user: scope.admin,
      typeId: AUDIT.REMOVE_USER,
      itemId: userId,
      itemNumber: current.username,
      text: { key: 'audit.msg.user.removed', params: { username: current.username, name: current.name } },
    });
  });
}
