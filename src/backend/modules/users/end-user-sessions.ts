import { and, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { appSessions, oidcPayloads, users } from '../../db/schema/index.ts';
import { sessionKey } from '../../core/session-key.ts';

/**
 * Sessions follow the account: after a password reset, a role change, a lock or a removal, every
 * session of the user ends but the one making the change (an administrator editing their own
 * account keeps the screen they are on). Three places hold a session, all in the database:
 * - the app's sessions (app_sessions): deleted, so the next page or API call goes to sign-in;
 * - the embedded provider's sign-in sessions, grants and their refresh and access tokens
 *   (oidc_payloads): deleted, so the provider asks for the password again and no refresh works;
 * - access tokens already handed to other API clients: users.sessions_valid_from moves to now, and
 *   the API refuses a token issued before it (findSessionUser).
 * Runs inside the caller's transaction.
 */
export async function endUserSessions(db: Db, o: { userId: number; code: string; keepSessionId?: string | undefined }): Promise<void> {
  const keep = o.keepSessionId ? sessionKey(o.keepSessionId) : undefined;
  const keptGrant = keep ? await grantOfSession(db, keep) : null;
  await db.delete(appSessions).where(keep ? and(eq(appSessions.userId, o.userId), ne(appSessions.sessionId, keep)) : eq(appSessions.userId, o.userId));
  const ofUser = sql`(${oidcPayloads.payload}->>'accountId' = ${o.code}
    or ${oidcPayloads.grantId} in (select g.id from ${oidcPayloads} g where g.kind = 'Grant' and g.payload->>'accountId' = ${o.code}))`;
  await db
    .delete(oidcPayloads)
    .where(
      keptGrant
        ? sql`${ofUser} and ${oidcPayloads.grantId} is distinct from ${keptGrant} and not (${oidcPayloads.kind} = 'Grant' and ${oidcPayloads.id} = ${keptGrant})`
        : ofUser,
    );
  // Tokens carry whole seconds (iat): one issued in this very second may be older than the change, so it is refused too.
  await db
    .update(users)
    .set({ sessionsValidFrom: sql`date_trunc('second', now()) + interval '1 second'` })
    .where(eq(users.userId, o.userId));
}

/** The provider's grant behind an app session (through its refresh token), kept with it. */
async function grantOfSession(db: Db, key: string): Promise<string | null> {
  const [row] = await db
    .select({ grantId: oidcPayloads.grantId })
    .from(oidcPayloads)
    .innerJoin(appSessions, eq(appSessions.sessionId, key))
    .where(and(eq(oidcPayloads.kind, 'RefreshToken'), sql`${oidcPayloads.id} = ${appSessions.data}->'tokens'->>'refreshToken'`))
    .limit(1);
  return row?.grantId ?? null;
}
