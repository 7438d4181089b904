import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { users, userRoles, roles, userPreferredHotels, userPreferredPos, hotels, servicePoints } from '../db/schema/index.ts';
import type { SessionUser } from '../../lib/domain/session-user.ts';
import { keptWithUser } from './kept-with-user.ts';
import { localeOf } from '../../lib/i18n/locale.ts';
import { heldPermissions } from '../../lib/domain/permissions.ts';

/**
 * Loads the user behind an identity code (or id) with hotel, service point, roles and preferences,
 * in one statement: every page and API call starts here, so its lists come as JSON sub-selects.
 * A user with the all_hotels permission may switch to every hotel, those created after their
 * account too (an import): their hotel list is every hotel, not only the ones stored with them.
 */
export async function findSessionUser(db: Db, by: { code: string; issuedAt?: number | undefined } | { userId: number }): Promise<SessionUser | undefined> {
  const where = 'code' in by ? eq(users.code, by.code) : eq(users.userId, by.userId);
  const [row] = await db
    .select({
      userId: users.userId,
      code: users.code,
      username: users.username,
      name: users.name,
      email: users.email,
      language: users.language,
      groupId: users.groupId,
      groupName: hotels.name,
      groupTimezone: hotels.timezone,
      groupAttributes: hotels.attributes,
      posId: users.posId,
      posName: servicePoints.name,
      customerId: users.customerId,
      permissions: users.permissions,
      active: users.active,
      locked: users.locked,
      sessionsValidFrom: users.sessionsValidFrom,
      roles: sql<string[] | string>`coalesce((select json_agg(r.code order by r.code) from ${userRoles} ur
        join ${roles} r on r.role_id = ur.role_id where ur.user_id = ${users.userId}), '[]'::json)`,
      preferredGroups: sql<
        SessionUser['preferredGroups'] | string
      >`coalesce((select json_agg(json_build_object('groupId', h.group_id, 'name', h.name) order by h.group_id)
        from ${hotels} h where exists (select 1 from ${userPreferredHotels} uph where uph.user_id = ${users.userId} and uph.group_id = h.group_id)
          or (h.group_id <> 0 and ${users.permissions} @> '["all_hotels"]'::jsonb)), '[]'::json)`,
      preferredPos: sql<
        SessionUser['preferredPos'] | string
      >`coalesce((select json_agg(json_build_object('posId', sp.pos_id, 'name', sp.name, 'groupId', sp.group_id) order by sp.pos_id)
        from ${userPreferredPos} upp join ${servicePoints} sp on sp.pos_id = upp.pos_id where upp.user_id = ${users.userId}), '[]'::json)`,
    })
    .from(users)
    .innerJoin(hotels, eq(hotels.groupId, users.groupId))
    .leftJoin(servicePoints, eq(servicePoints.posId, users.posId))
    .where(where)
    .limit(1);
  // A locked account calls nothing; a token issued before the user's sessions were ended is refused (end-user-sessions.ts).
  if (!row || !row.active || row.locked) return undefined;
  if ('code' in by && by.issuedAt !== undefined && row.sessionsValidFrom && by.issuedAt * 1000 < new Date(row.sessionsValidFrom).getTime()) return undefined;
  return {
    userId: row.userId,
    code: row.code,
    username: row.username,
    name: row.name,
    email: row.email,
    language: localeOf(row.language),
    groupId: row.groupId,
    groupName: row.groupName,
    groupTimezone: row.groupTimezone,
    groupAttributes: row.groupAttributes,
    posId: row.posId,
    posName: row.posName,
    customerId: row.customerId,
    roles: json(row.roles),
    // An administrator holds the permissions that only widen access (keeping exchange rates).
    permissions: heldPermissions(json(row.roles), row.permissions),
    preferredGroups: json(row.preferredGroups),
    preferredPos: json(row.preferredPos),
  };
}

/**
 * Each signed-in user as last loaded, with the 'session' stamp read before loading it (migration
 * 0018: a write to users, hotels, roles, role grants, preferred hotels or points of sale, menus,
 * menu activations or business days moves it). Read before, so a change made while loading leaves
 * a stale stamp, never a stale user. While the stamp holds, the same user object comes back, and
 * what is kept per user object (side menu, business date) stays current with it. Bounded: a burst
 * of distinct users empties it, never grows it.
 */
const kept = new Map<number, { stamp: string; user: SessionUser }>();
const MAX_KEPT = 2000;

/** The session's user: the kept one while `stamp` has not moved, else loaded again (undefined for an inactive user). */
export async function findSessionUserAt(db: Db, userId: number, stamp: string): Promise<SessionUser | undefined> {
  const known = kept.get(userId);
  if (stamp && known?.stamp === stamp) return known.user;
  const user = await findSessionUser(db, { userId });
  if (!user || !stamp) {
    kept.delete(userId);
    return user;
  }
  if (kept.size >= MAX_KEPT) kept.clear();
  kept.set(userId, { stamp, user });
  return user;
}

/** node-postgres and PGlite both parse json columns; a driver that does not hands over text. */
const json = <T>(v: T | string): T => (typeof v === 'string' ? (JSON.parse(v) as T) : v);

/** Every hotel's id, kept with the session's user (a new hotel moves the session stamp, migration 0018). */
const allHotelIds = keptWithUser((db) =>
  db
    .select({ groupId: hotels.groupId })
    .from(hotels)
    .then((rows) => rows.map((h) => h.groupId).filter((g) => g !== 0)),
);

/** Hotels a user may work in: their preferred hotels, or every hotel with the all_hotels permission. */
export async function allowedGroupIds(db: Db, user: SessionUser): Promise<number[]> {
  if (user.permissions.includes('all_hotels')) return allHotelIds(db, user);
  // The preferred hotels were read joined to hotels with the user: they exist.
  return user.preferredGroups.map((g) => g.groupId).filter((g) => g !== 0);
}
