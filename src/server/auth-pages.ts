import { escapeHtml as esc, renderMessagePage } from '../backend/idp/render-sign-in-page.ts';
import { roleLabel } from '../lib/i18n/t.ts';

/** Small HTML answers of the auth routes and the route guard (403, sign-in failures), en and fr, in the sign-in pages' look. */
export function htmlPage(status: number, lang: 'en' | 'fr', title: string, message: string, link: { href: string; label: string }): Response {
  const body = renderMessagePage(lang, title, `<p>${esc(message)}</p><p><a href="${esc(link.href)}">${esc(link.label)}</a></p>`);
  return new Response(body, { status, headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' } });
}

export function forbiddenPage(lang: 'en' | 'fr', path: string, reason: string): Response {
  const codes = reason.startsWith('roles:') ? reason.slice(6).split(',').filter(Boolean) : [];
  // Role names in the reader's language, never the codes.
  const names = (l: 'en' | 'fr') => {
    const quoted = codes.map((c) => (l === 'fr' ? `« ${roleLabel(l, c)} »` : `'${roleLabel(l, c)}'`));
    return quoted.length > 1 ? `${quoted.slice(0, -1).join(', ')} ${l === 'fr' ? 'ou' : 'or'} ${quoted.at(-1)}` : (quoted[0] ?? '');
  };
  const en =
    reason === 'partner'
      ? `Partner accounts can only open the partner pages (new reservation, orders, invoices, reservations). ${path} is not one of them.`
      : reason === 'menu'
        ? `${path} is not in your menu: an administrator has not activated it for you, or has switched it off. Ask an administrator if you need it.`
        : `You need ${codes.length > 1 ? 'one of the roles' : 'the role'} ${names('en')} to open ${path}. Ask an administrator if you need it.`;
  const fr =
    reason === 'partner'
      ? `Les comptes partenaires n’ont accès qu’aux pages partenaires (nouvelle réservation, commandes, factures, réservations). ${path} n’en fait pas partie.`
      : reason === 'menu'
        ? `${path} ne figure pas dans votre menu : un administrateur ne l’a pas activé pour vous, ou l’a désactivé. Demandez-le à un administrateur si besoin.`
        : `Il vous faut ${codes.length > 1 ? 'l’un des rôles' : 'le rôle'} ${names('fr')} pour ouvrir ${path}. Demandez-le à un administrateur si besoin.`;
  return htmlPage(403, lang, lang === 'fr' ? 'Accès refusé' : 'Access denied', lang === 'fr' ? fr : en, {
    href: '/',
    label: lang === 'fr' ? 'Retour à l’accueil' : 'Back to the start page',
  });
}

export function notFoundPage(lang: 'en' | 'fr', path: string): Response {
  return htmlPage(
    404,
    lang,
    lang === 'fr' ? 'Page introuvable' : 'Page not found',
    lang === 'fr' ? `Il n’y a pas de page à l’adresse ${path}.` : `There is no page at ${path}.`,
    { href: '/', label: lang === 'fr' ? 'Retour à l’accueil' : 'Back to the start page' },
  );
}
