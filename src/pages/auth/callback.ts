import type { APIRoute } from 'astro';
import { getRuntime } from '../../server/runtime.ts';
import { findSessionUser } from '../../backend/core/index.ts';
import { userCodeFromClaims } from '../../lib/domain/user-code.ts';
import { createSession, deleteSession, takePendingSignIn } from '../../server/session-store.ts';
import { SESSION_COOKIE, SIGN_IN_COOKIE, sessionCookieOptions, signInCookieOptions } from '../../lib/server/session-cookie.ts';
import { htmlPage } from '../../server/auth-pages.ts';
import { sanitizeReturnTo } from '../../lib/server/auth-return-to.ts';

/**
 * GET /auth/callback: exchanges the code, opens a new server-side session (new id at every
 * sign-in) and sets auberge_session; tokens stay in the database.
 */
export const GET: APIRoute = async (context) => {
  const rt = getRuntime();
  const db = rt.database.db;
  const fr = context.locals.locale === 'fr';
  const again = { href: '/auth/login', label: fr ? 'Se connecter à nouveau' : 'Sign in again' };
  const pendingId = context.cookies.get(SIGN_IN_COOKIE)?.value;
  context.cookies.delete(SIGN_IN_COOKIE, signInCookieOptions(rt.config.publicUrl));
  const pending = pendingId ? await takePendingSignIn(db, pendingId) : undefined;
  if (!pending || !rt.auth) {
    return htmlPage(
      400,
      context.locals.locale,
      fr ? 'Connexion expirée' : 'Sign-in expired',
      fr ? 'Cette connexion a expiré ou a été ouverte dans un autre navigateur.' : 'This sign-in has expired or was started in another browser.',
      again,
    );
  }
  const providerError = context.url.searchParams.get('error');
  if (providerError) {
    const detail = context.url.searchParams.get('error_description') ?? providerError;
    return htmlPage(
      401,
      context.locals.locale,
      fr ? 'Connexion refusée' : 'Sign-in refused',
      `${fr ? 'Le fournisseur d’identité a refusé la connexion' : 'The identity provider refused the sign-in'}: ${detail}`,
      again,
    );
  }
  let tokens;
  try {
    tokens = await rt.auth.finishSignIn(context.url, pending);
  } catch (err) {
    const cause = (err as Error & { cause?: unknown }).cause;
    console.warn('[auth] code exchange failed:', (err as Error).message, cause instanceof Error ? `(${cause.message})` : '');
    return htmlPage(
      401,
      context.locals.locale,
      fr ? 'Connexion échouée' : 'Sign-in failed',
      fr ? 'La réponse du fournisseur d’identité n’a pas pu être vérifiée.' : "The identity provider's answer could not be verified.",
      again,
    );
  }
  const code = userCodeFromClaims(tokens.claims);
  const user = code ? await findSessionUser(db, { code }) : undefined;
  if (!user) {
    return htmlPage(
      403,
      context.locals.locale,
      fr ? 'Compte inconnu' : 'Unknown account',
      fr
        ? `Aucun utilisateur Auberge actif ne correspond à l’identité '${code ?? '?'}'.`
        : `No active Auberge user matches the identity '${code ?? '?'}'. Ask an administrator to create it.`,
      again,
    );
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
