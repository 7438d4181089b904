import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { users, userRoles, roles, userPreferredHotels, userPreferredPos, hotels, servicePoints } from '../../db/schema/index.ts';
import type { SessionUser } from '../../../lib/domain/session-user.ts';

/** Loads the user behind an identity code (or id) with hotel, service point, roles and preferences. */
export async function findSessionUser(db: Db, by: { code: string } | { userId: number }): Promise<SessionUser | undefined> {
  const where = 'code' in by ? eq(users.code, by.code) : eq(users.userId, by.userId);
  const [row] = await db
    .select({
      userId: users.userId, code: users.code, username: users.username, name: users.name, email: users.email,
      language: users.language, groupId: users.groupId, groupName: hotels.name, groupAttributes: hotels.attributes,
      posId: users.posId, posName: servicePoints.name, customerId: users.customerId, permissions: users.permissions, active: users.active,
    })
    .from(users)
    .innerJoin(hotels, eq(hotels.groupId, users.groupId))
    .leftJoin(servicePoints, eq(servicePoints.posId, users.posId))
    .where(where)
    .limit(1);
  if (!row || !row.active) return undefined;
  const [roleRows, hotelRows, posRows] = await Promise.all([
    db.select({ code: roles.code }).from(userRoles).innerJoin(roles, eq(roles.roleId, userRoles.roleId)).where(eq(userRoles.userId, row.userId)),
    db.select({ groupId: hotels.groupId, name: hotels.name }).from(userPreferredHotels).innerJoin(hotels, eq(hotels.groupId, userPreferredHotels.groupId)).where(eq(userPreferredHotels.userId, row.userId)).orderBy(hotels.groupId),
    db.select({ posId: servicePoints.posId, name: servicePoints.name, groupId: servicePoints.groupId }).from(userPreferredPos).innerJoin(servicePoints, eq(servicePoints.posId, userPreferredPos.posId)).where(eq(userPreferredPos.userId, row.userId)).orderBy(servicePoints.posId),
  ]);
  return {
    userId: row.userId, code: row.code, username: row.username, name: row.name, email: row.email,
    language: row.language === 'fr' ? 'fr' : 'en',
    groupId: row.groupId, groupName: row.groupName, groupAttributes: row.groupAttributes,
    posId: row.posId, posName: row.posName, customerId: row.customerId,
    roles: roleRows.map((r) => r.code), permissions: row.permissions,
    preferredGroups: hotelRows, preferredPos: posRows,
  };
}

/** Hotels a user may work in: their preferred hotels, or every hotel with the all_hotels permission. */
export async function allowedGroupIds(db: Db, user: SessionUser): Promise<number[]> {
  if (user.permissions.includes('all_hotels')) {
    return (await db.select({ groupId: hotels.groupId }).from(hotels)).map((h) => h.groupId).filter((g) => g !== 0);
  }
  const ids = user.preferredGroups.map((g) => g.groupId).filter((g) => g !== 0);
  return ids.length ? (await db.select({ groupId: hotels.groupId }).from(hotels).where(inArray(hotels.groupId, ids))).map((h) => h.groupId) : [];
}
