import { defineMiddleware, sequence } from 'astro:middleware';
import { getRuntime } from './server/runtime.ts';
import { findSessionUserAt } from './backend/core/index.ts';
import { loadClients, pickClient } from './lib/server/client-config.ts';
import { isAllowedOrigin } from './lib/server/auth-origin.ts';
import { trustedOrigins } from './lib/server/trusted-origins.ts';
import { loopbackOrigins } from './lib/server/local-request.ts';
import { deleteSession, loadSession } from './server/session-store.ts';
import { freshTokens } from './server/session-refresh.ts';
import { SESSION_COOKIE, sessionCookieOptions } from './lib/server/session-cookie.ts';
import { decideRoute, isPublicPath, menuPaths } from './lib/server/route-guard.ts';
import { forbiddenPage, notFoundPage } from './server/auth-pages.ts';
import { jsonError } from './lib/server/json-error.ts';
import { loadUserMenu } from './lib/server/loaders/shell/user-menu.ts';
import { localeOf } from './lib/i18n/locale.ts';
import { bookingHostDecision } from './lib/server/booking-host.ts';
import { plainPagePath, sectionLanding } from './lib/server/landing.ts';

/** Which back ends, images and identity server this host name uses (front-office.md §1). */
const client = defineMiddleware(async (context, next) => {
  const host = context.request.headers.get('host') ?? context.url.host;
  context.locals.client = pickClient(await loadClients(getRuntime().config.clientsFile), host);
  return next();
});

/** The client's booking-engine host serves the hotel's booking site only (issue 39). */
const bookingHost = defineMiddleware((context, next) => {
  const decision = bookingHostDecision(context.locals.client, context.request.headers.get('host') ?? context.url.host, context.url.pathname);
  if (decision.kind === 'redirect') return context.redirect(decision.to, 302);
  if (decision.kind === 'not-found') return notFoundPage(localeOf(context.preferredLocale), context.url.pathname);
  return next();
});

/** CSRF: state-changing requests (forms and the JSON proxy alike) must come from our own pages. */
const sameOrigin = defineMiddleware((context, next) => {
  const rt = getRuntime().config;
  // The first-run screen answers the server's own machine only: it is opened at http://localhost:<port>, whatever PUBLIC_URL says.
  const allowed = [...trustedOrigins(rt.publicUrl, context.locals.client), ...(context.url.pathname === '/setup' ? loopbackOrigins(rt.port) : [])];
  const { headers } = context.request;
  if (isAllowedOrigin(context.request.method, { origin: headers.get('origin'), referer: headers.get('referer') }, allowed)) return next();
  return jsonError(403, 'forbidden', `Cross-site ${context.request.method} refused: the request's Origin is not ${allowed[0]}.`);
});

/** The server-side session behind the auberge_session cookie; an expired one counts as signed out. */
const session = defineMiddleware(async (context, next) => {
  const id = context.cookies.get(SESSION_COOKIE)?.value;
  // Static assets never need the session: skip its queries.
  if (!id || (isPublicPath(context.url.pathname) && !context.url.pathname.startsWith('/auth/'))) return next();
  const rt = getRuntime();
  const db = rt.database.db;
  const stored = await loadSession(db, id);
  const tokens = stored && rt.auth ? await freshTokens(db, rt.auth, stored) : undefined;
  const user = stored && tokens ? await findSessionUserAt(db, stored.userId, stored.cacheStamp) : undefined;
  if (user && tokens) {
    context.locals.user = user;
    context.locals.accessToken = tokens.accessToken;
    context.locals.sessionId = id;
  } else {
    if (stored) await deleteSession(db, id);
    context.cookies.delete(SESSION_COOKIE, sessionCookieOptions(rt.config.publicUrl));
  }
  return next();
});

/** Sign-in, each page's declared roles, the partner area and the user's own menu (front-office.md §4, §5, §6). */
const guard = defineMiddleware(async (context, next) => {
  const path = context.url.pathname;
  const user = context.locals.user;
  let decision = decideRoute(path, user);
  if (decision.kind === 'menu-check') decision = decideRoute(path, user, menuPaths(await loadUserMenu(context.locals)));
  const lang = user?.language ?? localeOf(context.preferredLocale);
  switch (decision.kind) {
    case 'pass':
      return next();
    case 'sign-in':
      return context.redirect(`/auth/login?returnTo=${encodeURIComponent(path + context.url.search)}`, 302);
    case 'unauthenticated':
      return jsonError(401, 'unauthenticated', 'Sign in first: no valid Auberge session cookie came with this request.');
    case 'redirect':
      return context.redirect(decision.to, 302);
    case 'not-found': {
      // A bare section (`/back-office`) opens the first of its pages the user may see.
      const first = user && user.customerId === null ? sectionLanding(path, user, menuPaths(await loadUserMenu(context.locals))) : undefined;
      return first ? context.redirect(first, 302) : notFoundPage(lang, path);
    }
    case 'menu-check':
    case 'forbidden':
      return forbiddenPage(lang, path, decision.kind === 'forbidden' ? decision.reason : 'menu');
  }
});

/** A page path written encoded (`/front-desk/Cancellation%26Noshow`) is sent to the form the page answers on. */
const plainPath = defineMiddleware((context, next) => {
  const plain = plainPagePath(context.url.pathname);
  return plain ? context.redirect(plain + context.url.search, 301) : next();
});

/** The user's saved language, else the browser's, else English. */
const locale = defineMiddleware((context, next) => {
  context.locals.locale = context.locals.user?.language ?? localeOf(context.preferredLocale);
  return next();
});

/**
 * /front-desk/Exchange (the desk) and /front-desk/exchange (the rates) differ only by case: two
 * page files would collide on a case-insensitive disk, so one page serves both and the desk's path
 * is rewritten to it (after the guard, which has checked the desk's own menu entry).
 */
const exchangeDesk = defineMiddleware((context, next) => {
  if (context.url.pathname !== '/front-desk/Exchange') return next();
  context.locals.exchangeView = 'desk';
  return next(`/front-desk/exchange${context.url.search}`);
});

export const onRequest = sequence(client, bookingHost, plainPath, sameOrigin, session, guard, locale, exchangeDesk);
