import type { APIRoute } from 'astro';
import { getRuntime } from '../../server/runtime.ts';
import { recordAuditEvent } from '../../backend/modules/audit/index.ts';
import { AUDIT } from '../../lib/domain/audit-types.ts';
import { deleteSession, loadSession } from '../../server/session-store.ts';
import { SESSION_COOKIE, sessionCookieOptions } from '../../lib/server/session-cookie.ts';

/**
 * POST /auth/logout (the header's Disconnect): audit event 8 'Logged out of Auberge', the
 * session row and cookie go, then the provider's end-session endpoint ends the single sign-on.
 */
export const POST: APIRoute = async (context) => {
  const rt = getRuntime();
  const db = rt.database.db;
  const id = context.locals.sessionId;
  const user = context.locals.user;
  let target = '/';
  if (id) {
    const stored = await loadSession(db, id);
    if (user)
      await recordAuditEvent(db, {
        groupId: user.groupId,
        user: { userId: user.userId, name: user.name },
        typeId: AUDIT.LOGOUT,
        text: { key: 'audit.msg.user.loggedOut' },
      });
    await deleteSession(db, id);
    const refreshToken = stored?.tokens.refreshToken;
    if (rt.auth && refreshToken) {
      await rt.auth.revoke(refreshToken).catch((err: unknown) => console.warn('[auth] the refresh token could not be revoked:', (err as Error).message));
    }
    if (rt.auth) {
      try {
        target = await rt.auth.endSessionUrl(stored?.tokens.idToken);
      } catch (err) {
        console.warn('[auth] no end-session URL, signing out of Auberge only:', (err as Error).message);
      }
    }
  }
  context.cookies.delete(SESSION_COOKIE, sessionCookieOptions(rt.config.publicUrl));
  return new Response(null, { status: 303, headers: { location: target, 'cache-control': 'no-store' } });
};

/** Signing out changes state: never on GET (a link or an image could trigger it). */
export const GET: APIRoute = () =>
  new Response('Use POST /auth/logout (the Disconnect entry of the account menu).', { status: 405, headers: { allow: 'POST' } });
