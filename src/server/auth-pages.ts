import { messageWithLink, renderMessagePage } from '../backend/idp/render-sign-in-page.ts';
import { formatList } from '../lib/format.ts';
import { roleLabel, t, type Locale } from '../lib/i18n/t.ts';

/** Small HTML answers of the auth routes and the route guard (403, sign-in failures), en and fr, in the sign-in pages' look. */
export function htmlPage(status: number, lang: Locale, title: string, message: string, link: { href: string; label: string }): Response {
  const body = renderMessagePage(lang, title, messageWithLink(message, link));
  return new Response(body, { status, headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' } });
}

/** Why the route guard refused: 'partner', 'menu', or 'roles:<code>,<code>' (named in the reader's language, never by code). */
function forbiddenText(lang: Locale, path: string, reason: string): string {
  if (reason === 'partner') return t(lang, 'auth.forbidden.partner', { path });
  if (!reason.startsWith('roles:')) return t(lang, 'auth.forbidden.menu', { path });
  const codes = reason.slice(6).split(',').filter(Boolean);
  const roles = formatList(
    codes.map((c) => t(lang, 'auth.forbidden.roleName', { name: roleLabel(lang, c) })),
    lang,
    'or',
  );
  return t(lang, codes.length > 1 ? 'auth.forbidden.roles' : 'auth.forbidden.role', { roles, path });
}

export function forbiddenPage(lang: Locale, path: string, reason: string): Response {
  return htmlPage(403, lang, t(lang, 'page.forbidden.title'), forbiddenText(lang, path, reason), { href: '/', label: t(lang, 'auth.backToStart') });
}

export function notFoundPage(lang: Locale, path: string): Response {
  return htmlPage(404, lang, t(lang, 'page.notFound.title'), t(lang, 'auth.notFound.text', { path }), { href: '/', label: t(lang, 'auth.backToStart') });
}
