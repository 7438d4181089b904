import { asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { escapeLike } from '../../db/escape-like.ts';
import type { Db } from '../../db/client.ts';
import { users, userRoles, roles, userPreferredHotels, userPreferredPos, hotels, servicePoints, customers } from '../../db/schema/index.ts';
import type { TUserDto } from '../../../lib/domain/admin-dto.ts';
import { localeOf } from '../../../lib/i18n/locale.ts';

/** Escapes LIKE wildcards so a searched name matches literally. */
export const likeContains = (s: string) => `%${escapeLike(s)}%`;

/** Users that belong to one of the hotels: current hotel or a preferred one. */
export function inHotels(groupIds: readonly number[]): SQL {
  if (!groupIds.length) return sql`false`;
  return sql`(${users.groupId} in (${sql.join(
    groupIds.map((g) => sql`${g}`),
    sql`, `,
  )}) or exists (select 1 from ${userPreferredHotels} p where p.user_id = ${users.userId} and p.group_id in (${sql.join(
    groupIds.map((g) => sql`${g}`),
    sql`, `,
  )})))`;
}

export async function findUserIdsPage(db: Db, opts: { where: SQL; page: number; size: number }): Promise<{ ids: number[]; total: number }> {
  const [rows, [count]] = await Promise.all([
    db
      .select({ userId: users.userId })
      .from(users)
      .where(opts.where)
      .orderBy(asc(sql`lower(${users.name})`), asc(users.userId))
      .limit(opts.size)
      .offset(opts.page * opts.size),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(users)
      .where(opts.where),
  ]);
  return { ids: rows.map((r) => r.userId), total: count?.n ?? 0 };
}

/** Full user records in the order of the ids given. */
export async function findUserDtos(db: Db, ids: readonly number[]): Promise<TUserDto[]> {
  if (!ids.length) return [];
  const [rows, roleRows, hotelRows, posRows] = await Promise.all([
    db
      .select({
        userId: users.userId,
        code: users.code,
        username: users.username,
        name: users.name,
        email: users.email,
        language: users.language,
        groupId: users.groupId,
        groupName: hotels.name,
        posId: users.posId,
        posName: servicePoints.name,
        customerId: users.customerId,
        customerName: sql<
          string | null
        >`case when ${customers.customerId} is null then null when ${customers.companyName} <> '' then ${customers.companyName} else trim(${customers.firstName} || ' ' || ${customers.lastName}) end`,
        permissions: users.permissions,
        active: users.active,
        failedLogins: users.failedLogins,
        lockedUntil: users.lockedUntil,
        locked: users.locked,
        hasPassword: sql<boolean>`${users.passwordHash} is not null`,
        createdAt: users.createdAt,
        updatedAt: users.updatedAt,
      })
      .from(users)
      .innerJoin(hotels, eq(hotels.groupId, users.groupId))
      .leftJoin(servicePoints, eq(servicePoints.posId, users.posId))
      .leftJoin(customers, eq(customers.customerId, users.customerId))
      .where(inArray(users.userId, [...ids])),
    db
      .select({ userId: userRoles.userId, code: roles.code })
      .from(userRoles)
      .innerJoin(roles, eq(roles.roleId, userRoles.roleId))
      .where(inArray(userRoles.userId, [...ids]))
      .orderBy(roles.roleId),
    db
      .select({ userId: userPreferredHotels.userId, groupId: hotels.groupId, name: hotels.name })
      .from(userPreferredHotels)
      .innerJoin(hotels, eq(hotels.groupId, userPreferredHotels.groupId))
      .where(inArray(userPreferredHotels.userId, [...ids]))
      .orderBy(hotels.groupId),
    db
      .select({ userId: userPreferredPos.userId, posId: servicePoints.posId, name: servicePoints.name, groupId: servicePoints.groupId })
      .from(userPreferredPos)
      .innerJoin(servicePoints, eq(servicePoints.posId, userPreferredPos.posId))
      .where(inArray(userPreferredPos.userId, [...ids]))
      .orderBy(servicePoints.posId),
  ]);
  const byId = new Map(rows.map((r) => [r.userId, r]));
  return ids.flatMap((id) => {
    const r = byId.get(id);
    if (!r) return [];
    return [
      {
        userId: r.userId,
        code: r.code,
        username: r.username,
        name: r.name,
        email: r.email,
        language: localeOf(r.language),
        groupId: r.groupId,
        groupName: r.groupName,
        posId: r.posId,
        posName: r.posName,
        customerId: r.customerId,
        customerName: r.customerName,
        permissions: r.permissions,
        roles: roleRows.filter((x) => x.userId === id).map((x) => x.code),
        preferredGroups: hotelRows.filter((x) => x.userId === id).map(({ groupId, name }) => ({ groupId, name })),
        preferredPos: posRows.filter((x) => x.userId === id).map(({ posId, name, groupId }) => ({ posId, name, groupId })),
        active: r.active,
        failedLogins: r.failedLogins,
        lockedUntil: r.lockedUntil ? new Date(r.lockedUntil).toISOString() : null,
        locked: r.locked,
        hasPassword: r.hasPassword,
        createdAt: new Date(r.createdAt).toISOString(),
        updatedAt: new Date(r.updatedAt).toISOString(),
      } satisfies TUserDto,
    ];
  });
}

export async function findRolesByCodes(db: Db, codes: readonly string[]): Promise<{ roleId: number; code: string }[]> {
  if (!codes.length) return [];
  return db
    .select({ roleId: roles.roleId, code: roles.code })
    .from(roles)
    .where(inArray(roles.code, [...codes]));
}

export async function findHotelIds(db: Db, ids: readonly number[]): Promise<number[]> {
  if (!ids.length) return [];
  return (
    await db
      .select({ groupId: hotels.groupId })
      .from(hotels)
      .where(inArray(hotels.groupId, [...ids]))
  ).map((h) => h.groupId);
}

export async function findServicePointsByIds(db: Db, ids: readonly number[]): Promise<{ posId: number; groupId: number }[]> {
  if (!ids.length) return [];
  return db
    .select({ posId: servicePoints.posId, groupId: servicePoints.groupId })
    .from(servicePoints)
    .where(inArray(servicePoints.posId, [...ids]));
}

export async function findCustomerKind(db: Db, customerId: number): Promise<{ groupId: number; kind: string } | undefined> {
  const [row] = await db.select({ groupId: customers.groupId, kind: customers.kind }).from(customers).where(eq(customers.customerId, customerId)).limit(1);
  return row;
}

/** Users holding any of the login names or codes (uniqueness checks before a write). */
export async function findUsersByLogin(db: Db, logins: readonly string[]): Promise<{ userId: number; username: string; code: string; active: boolean }[]> {
  if (!logins.length) return [];
  return db
    .select({ userId: users.userId, username: users.username, code: users.code, active: users.active })
    .from(users)
    .where(
      sql`${users.username} in (${sql.join(
        logins.map((l) => sql`${l}`),
        sql`, `,
      )}) or ${users.code} in (${sql.join(
        logins.map((l) => sql`${l}`),
        sql`, `,
      )})`,
    );
}

/** Replaces a user's roles, preferred hotels and preferred service points (one multi-row insert each). */
export async function replaceUserLinks(
  db: Db,
  userId: number,
  links: { roleIds?: readonly number[] | undefined; groupIds?: readonly number[] | undefined; posIds?: readonly number[] | undefined },
): Promise<void> {
  if (links.roleIds) {
    await db.delete(userRoles).where(eq(userRoles.userId, userId));
    if (links.roleIds.length) await db.insert(userRoles).values(links.roleIds.map((roleId) => ({ userId, roleId })));
  }
  if (links.groupIds) {
    await db.delete(userPreferredHotels).where(eq(userPreferredHotels.userId, userId));
    if (links.groupIds.length) await db.insert(userPreferredHotels).values(links.groupIds.map((groupId) => ({ userId, groupId })));
  }
  if (links.posIds) {
    await db.delete(userPreferredPos).where(eq(userPreferredPos.userId, userId));
    if (links.posIds.length) await db.insert(userPreferredPos).values(links.posIds.map((posId) => ({ userId, posId })));
  }
}
