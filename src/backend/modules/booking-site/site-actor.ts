import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';
import type { SessionUser } from '../../../lib/domain/session-user.ts';
import { SITE_ACTOR_NAME } from './site-config.ts';

/**
 * Who books on the booking site: the hotel's "Booking site" account, an inactive and locked user
 * (it can never sign in) that the desk sees as the author of the stays, holds and cancellations
 * made there. Created the first time the hotel's site books; never updated after (a write to users
 * moves every session's stamp).
 */
export function siteActor(db: Db, opts: { groupId: number; groupName: string; timezone: string }): Promise<SessionUser> {
  return channelActor(db, { ...opts, code: `booking-site-${opts.groupId}`, name: SITE_ACTOR_NAME });
}

/** A channel's account in a hotel (the booking site, an imported calendar): created once, inactive and locked. */
export async function channelActor(db: Db, opts: { groupId: number; groupName: string; timezone: string; code: string; name: string }): Promise<SessionUser> {
  const { code, name } = opts;
  const found = await db
    .select({ userId: users.userId })
    .from(users)
    .where(and(eq(users.code, code), eq(users.groupId, opts.groupId)));
  let userId = found[0]?.userId;
  if (userId === undefined) {
    await db
      .insert(users)
      .values({ code, username: code, name, groupId: opts.groupId, active: false, locked: true })
      .onConflictDoNothing({ target: users.code });
    const [row] = await db.select({ userId: users.userId }).from(users).where(eq(users.code, code));
    userId = row!.userId;
  }
  return {
    userId,
    code,
    username: code,
    name,
    email: '',
    language: 'en',
    groupId: opts.groupId,
    groupName: opts.groupName,
    groupTimezone: opts.timezone,
    groupAttributes: [],
    posId: null,
    posName: null,
    customerId: null,
    roles: [],
    permissions: [],
    preferredGroups: [{ groupId: opts.groupId, name: opts.groupName }],
    preferredPos: [],
  };
}
