import { asc, count, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { hotels, roles, servicePoints, users } from '../../db/schema/index.ts';
import { conflict } from '../../http/errors.ts';
import { hashPassword } from '../../idp/password.ts';
import { AUDIT } from '../../../lib/domain/audit-types.ts';
import type { Permission } from '../../db/schema/users.ts';
import { recordAuditEvent } from '../audit/index.ts';
import { assertLoginsFree } from './create-user.ts';
import { replaceUserLinks } from './user-data.ts';
import type { TFirstAdminRequest } from './users.schemas.ts';

/** Two first-run screens (or a screen and the command) posting at once must not both find no user. */
const FIRST_ADMIN_LOCK = 727_003;

/** The permissions of an administrator of the whole group (the demo's admin has the same). */
const ADMIN_PERMISSIONS: Permission[] = ['all_hotels', 'forced_reservation', 'early_closing', 'exchange_rate'];

export interface CreatedAdministrator {
  userId: number;
  username: string;
  /** The hotel they start in; 0: they choose one at sign-in (several hotels, or none yet). */
  groupId: number;
}

/**
 * An administrator of every hotel, created without an administrator: by `npm run admin -- create`
 * on the server's machine, or by the first-run screen while the database has no user at all
 * (`onlyIfNoUser`). Every staff role, the all_hotels permission (so hotels imported later are
 * theirs too), every service point as theirs; the password hashed by the sign-in's own code.
 */
export async function createAdministrator(db: Db, opts: { input: TFirstAdminRequest; onlyIfNoUser: boolean }): Promise<CreatedAdministrator> {
  const { input } = opts;
  const passwordHash = await hashPassword(input.password);
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${FIRST_ADMIN_LOCK})`);
    if (opts.onlyIfNoUser && (await countUsers(tx)) > 0)
      throw conflict('Auberge already has users: the first administrator is created once. Sign in, or ask an administrator for an account.', {
        key: 'errors.user.firstAdminDone',
      });
    await assertLoginsFree(tx, { username: input.username, code: input.username });
    const hotelIds = (await tx.select({ groupId: hotels.groupId }).from(hotels).where(ne(hotels.groupId, 0)).orderBy(asc(hotels.groupId))).map(
      (h) => h.groupId,
    );
    const groupId = hotelIds.length === 1 ? hotelIds[0]! : 0;
    const points = await tx
      .select({ posId: servicePoints.posId, groupId: servicePoints.groupId, code: servicePoints.code })
      .from(servicePoints)
      .orderBy(asc(servicePoints.groupId), asc(servicePoints.posId));
    const home = points.filter((p) => p.groupId === groupId);
    const posId = (home.find((p) => p.code === 'REC') ?? home[0])?.posId ?? null;
    const [row] = await tx
      .insert(users)
      .values({
        code: input.username,
        username: input.username,
        name: input.name,
        email: input.email,
        language: input.language,
        groupId,
        posId,
        permissions: ADMIN_PERMISSIONS,
        passwordHash,
      })
      .returning({ userId: users.userId });
    const userId = row!.userId;
    const roleIds = (await tx.select({ roleId: roles.roleId }).from(roles).where(ne(roles.code, 'partner')).orderBy(asc(roles.roleId))).map((r) => r.roleId);
    await replaceUserLinks(tx, userId, { roleIds, groupIds: hotelIds, posIds: points.map((p) => p.posId) });
    await recordAuditEvent(tx, {
      groupId,
      user: null,
      typeId: AUDIT.CREATE_USER,
      itemId: userId,
      itemNumber: input.username,
      text: { key: 'audit.msg.user.created', params: { username: input.username, name: input.name } },
      detailText: { key: 'audit.detail.user.firstAdministrator', params: { how: opts.onlyIfNoUser ? 'audit.word.firstRunScreen' : 'audit.word.adminCommand' } },
    });
    return { userId, username: input.username, groupId };
  });
}

/** How many user accounts exist, removed ones included: the first-run screen shows only while there is none. */
export async function countUsers(db: Db): Promise<number> {
  const [row] = await db.select({ n: count() }).from(users);
  return row?.n ?? 0;
}
