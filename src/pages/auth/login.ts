import type { APIRoute } from 'astro';
import { getRuntime } from '../../server/runtime.ts';
import { sanitizeReturnTo } from '../../lib/server/auth-return-to.ts';
import { createPendingSignIn } from '../../server/session-store.ts';
import { SIGN_IN_COOKIE, signInCookieOptions } from '../../lib/server/session-cookie.ts';
import { htmlPage } from '../../server/auth-pages.ts';
import { t } from '../../lib/i18n/t.ts';

/**
 * GET /auth/login?returnTo=/path: starts the authorization code flow (PKCE, state, nonce).
 * The secrets of the flow wait in the database, keyed by the auberge_signin cookie, so any
 * instance can serve the callback.
 */
export const GET: APIRoute = async (context) => {
  const rt = getRuntime();
  const returnTo = sanitizeReturnTo(context.url.searchParams.get('returnTo'));
  if (context.locals.user) return context.redirect(returnTo, 302);
  // The flow must run on PUBLIC_URL's host: the callback's cookie is only sent back there.
  const canonical = new URL(rt.config.publicUrl);
  if (context.url.host !== canonical.host) {
    return context.redirect(`${canonical.origin}/auth/login?returnTo=${encodeURIComponent(returnTo)}`, 302);
  }
  if (!rt.auth) throw new Error('The relying party is not initialised: start the app through src/server/main.ts.');
  let request;
  try {
    request = await rt.auth.startSignIn({ lang: context.locals.locale });
  } catch (err) {
    console.error('[auth] cannot reach the identity provider:', err);
    const lang = context.locals.locale;
    return htmlPage(503, lang, t(lang, 'auth.unreachable.title'), t(lang, 'auth.unreachable.text'), {
      href: context.url.pathname + context.url.search,
      label: t(lang, 'auth.tryAgain'),
    });
  }
  const id = await createPendingSignIn(rt.database.db, { state: request.state, nonce: request.nonce, codeVerifier: request.codeVerifier, returnTo });
  context.cookies.set(SIGN_IN_COOKIE, id, signInCookieOptions(rt.config.publicUrl));
  return new Response(null, { status: 302, headers: { location: request.url, 'cache-control': 'no-store' } });
};
