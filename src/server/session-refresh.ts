import type { Db } from '../backend/db/client.ts';
import type { AuthClient } from '../lib/server/auth-client.ts';
import { saveSessionTokens, type SessionTokens, type StoredSession } from './session-store.ts';

/** Refresh a little before expiry so that a request never leaves with a token about to lapse. */
const REFRESH_MARGIN_S = 60;
const inFlight = new Map<string, Promise<SessionTokens | undefined>>();

/**
 * The session's tokens, refreshed through the refresh token when the access token is about to
 * expire. undefined means the session can no longer call the APIs: the user signs in again.
 * Concurrent requests of one session share one refresh.
 */
export async function freshTokens(db: Db, auth: AuthClient, session: StoredSession, nowS = Math.floor(Date.now() / 1000)): Promise<SessionTokens | undefined> {
  if (session.tokens.accessExpiresAt - nowS > REFRESH_MARGIN_S) return session.tokens;
  const refreshToken = session.tokens.refreshToken;
  if (!refreshToken) return undefined;
  let pending = inFlight.get(session.key);
  if (!pending) {
    pending = (async () => {
      try {
        const t = await auth.refresh(refreshToken);
        const tokens: SessionTokens = {
          accessToken: t.accessToken,
          refreshToken: t.refreshToken ?? refreshToken,
          idToken: t.idToken ?? session.tokens.idToken,
          accessExpiresAt: t.accessExpiresAt,
        };
        await saveSessionTokens(db, session.key, tokens);
        return tokens;
      } catch (err) {
        console.warn(`[auth] token refresh failed, the user will sign in again: ${(err as Error).message}`);
        return undefined;
      } finally {
        inFlight.delete(session.key);
      }
    })();
    inFlight.set(session.key, pending);
  }
  return pending;
}
