import type { Db } from '../../db/client.ts';
import { inArray } from 'drizzle-orm';
import { hotels, users } from '../../db/schema/index.ts';
import { conflict } from '../../http/errors.ts';
import { hashPassword } from '../../idp/password.ts';
import { AUDIT } from '../../../lib/domain/audit-types.ts';
import { recordAuditEvent } from '../audit/index.ts';
import { auditGroupOf, type AdminScope } from './admin-scope.ts';
import { checkUserLinks } from './check-user-links.ts';
import { findUserDtos, findUsersByLogin, replaceUserLinks } from './user-data.ts';
import type { TUserCreateRequest } from './users.schemas.ts';
import type { TUserDto } from '../../../lib/domain/admin-dto.ts';

/** An administrator creates a user (audit 34). The identity code defaults to the username. */
export async function createUser(db: Db, opts: { scope: AdminScope; input: TUserCreateRequest }): Promise<TUserDto> {
  const { scope, input } = opts;
  const code = input.code ?? input.username;
  const permissions = [...new Set(input.permissions)];
  const links = {
    groupId: input.groupId,
    posId: input.posId,
    preferredGroups: [...new Set(input.preferredGroups)],
    preferredPos: [...new Set(input.preferredPos)],
    roles: input.roles,
    permissions,
    customerId: input.customerId,
  };
  const { roleIds } = await checkUserLinks(db, { scope, next: links });
  await assertLoginsFree(db, { username: input.username, code });
  const passwordHash = input.password ? await hashPassword(input.password) : null;

  const userId = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(users)
      .values({
        code,
        username: input.username,
        name: input.name,
        email: input.email,
        language: input.language,
        groupId: input.groupId,
        posId: input.posId,
        customerId: input.customerId,
        permissions: permissions as (typeof users.$inferInsert)['permissions'],
        passwordHash,
      })
      .returning({ userId: users.userId });
    const id = row!.userId;
    await replaceUserLinks(tx, id, { roleIds, groupIds: links.preferredGroups, posIds: links.preferredPos });
    const hotelNames = links.preferredGroups.length
      ? (await tx.select({ name: hotels.name }).from(hotels).where(inArray(hotels.groupId, links.preferredGroups)).orderBy(hotels.name)).map((h) => h.name)
      : [];
    await recordAuditEvent(tx, {
      groupId: auditGroupOf(scope, { groupId: input.groupId }),
      user: scope.admin,
      typeId: AUDIT.CREATE_USER,
      itemId: id,
      itemNumber: input.username,
      text: { key: 'audit.msg.user.created', params: { username: input.username, name: input.name } },
      detailText: {
        key: 'audit.detail.user.created',
        params: {
          // Roles as catalogue keys, said in the reader's language; hotels by name.
          roles: input.roles.map((r) => `role.${r}`).join(',') || 'audit.word.none',
          hotels: hotelNames.join(', ') || 'audit.word.none',
        },
      },
    });
    return id;
  });
  const [dto] = await findUserDtos(db, [userId]);
  return dto!;
}

/** Username and identity code are unique across users, removed ones included (their audit history keeps them). */
export async function assertLoginsFree(db: Db, opts: { username?: string | undefined; code?: string | undefined; exceptUserId?: number }): Promise<void> {
  const wanted = [opts.username, opts.code].filter((x): x is string => !!x);
  const taken = (await findUsersByLogin(db, wanted)).filter((u) => u.userId !== opts.exceptUserId);
  const byUsername = taken.find((u) => u.username === opts.username || u.code === opts.username);
  if (opts.username && byUsername)
    throw conflict(`The username '${opts.username}' is already used by user ${byUsername.userId}${byUsername.active ? '' : ' (removed)'}; choose another.`, {
      key: 'errors.user.usernameTaken',
      params: { username: opts.username },
    });
  const byCode = taken.find((u) => u.code === opts.code || u.username === opts.code);
  if (opts.code && byCode)
    throw conflict(`The identity code '${opts.code}' is already used by user ${byCode.userId}${byCode.active ? '' : ' (removed)'}; choose another.`, {
      key: 'errors.user.codeTaken',
      params: { code: opts.code },
    });
}
