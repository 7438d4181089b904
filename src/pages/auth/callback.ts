import type { APIRoute } from 'astro';
import { getRuntime } from '../../server/runtime.ts';
import { findSessionUser } from '../../backend/core/index.ts';
import { userCodeFromClaims } from '../../lib/domain/user-code.ts';
import { createSession, deleteSession, takePendingSignIn } from '../../server/session-store.ts';
import { SESSION_COOKIE, SIGN_IN_COOKIE, sessionCookieOptions, signInCookieOptions } from '../../lib/server/session-cookie.ts';
import { htmlPage } from '../../server/auth-pages.ts';
import { t } from '../../lib/i18n/t.ts';
import { sanitizeReturnTo } from '../../lib/server/auth-return-to.ts';

/**
 * GET /auth/callback: exchanges the code, opens a new server-side session (new id at every
 * sign-in) and sets auberge_session; tokens stay in the database.
 */
export const GET: APIRoute = async (context) => {
  const rt = getRuntime();
  const db = rt.database.db;
  const lang = context.locals.locale;
  const again = { href: '/auth/login', label: t(lang, 'auth.signInAgain') };
  const pendingId = context.cookies.get(SIGN_IN_COOKIE)?.value;
  context.cookies.delete(SIGN_IN_COOKIE, signInCookieOptions(rt.config.publicUrl));
  const pending = pendingId ? await takePendingSignIn(db, pendingId) : undefined;
  if (!pending || !rt.auth) {
    return htmlPage(400, lang, t(lang, 'auth.expired.title'), t(lang, 'auth.expired.text'), again);
  }
  const providerError = context.url.searchParams.get('error');
  if (providerError) {
    // The provider's description is English for developers: the log keeps it, the person reads the code.
    console.warn(`[auth] the identity provider refused the sign-in: ${providerError} ${context.url.searchParams.get('error_description') ?? ''}`);
    return htmlPage(401, lang, t(lang, 'auth.refused.title'), t(lang, 'auth.refused.text', { code: providerError }), again);
  }
  let tokens;
  try {
    tokens = await rt.auth.finishSignIn(context.url, pending);
  } catch (err) {
    const cause = (err as Error & { cause?: unknown }).cause;
    console.warn('[auth] code exchange failed:', (err as Error).message, cause instanceof Error ? `(${cause.message})` : '');
    return htmlPage(401, lang, t(lang, 'auth.failed.title'), t(lang, 'auth.failed.text'), again);
  }
  const code = userCodeFromClaims(tokens.claims);
  const user = code ? await findSessionUser(db, { code }) : undefined;
  if (!user) {
    return htmlPage(403, lang, t(lang, 'auth.unknown.title'), t(lang, 'auth.unknown.text', { code: code ?? '?' }), again);
  }
  const previous = context.cookies.get(SESSION_COOKIE)?.value;
  if (previous) await deleteSession(db, previous);
  const id = await createSession(db, user.userId, {
    accessToken: tokens.accessToken,
    refreshToken: tokens.refreshToken,
    idToken: tokens.idToken,
    accessExpiresAt: tokens.accessExpiresAt,
  });
  context.cookies.set(SESSION_COOKIE, id, sessionCookieOptions(rt.config.publicUrl));
  return new Response(null, { status: 302, headers: { location: sanitizeReturnTo(pending.returnTo), 'cache-control': 'no-store' } });
};
