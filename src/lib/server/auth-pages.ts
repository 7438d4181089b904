/** Small HTML answers of the auth routes and the route guard (403, sign-in failures), en and fr. */
const esc = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export function htmlPage(status: number, lang: 'en' | 'fr', title: string, message: string, link: { href: string; label: string }): Response {
  const body = `<!DOCTYPE html><html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${esc(title)} · Auberge</title>
<style>body{margin:0;min-height:100vh;display:flex;align-items:center;justify-content:center;background:#f3f5f8;font:15px/1.5 system-ui,sans-serif;color:#1f2933}main{max-width:460px;background:#fff;border-radius:12px;box-shadow:0 4px 24px rgba(15,23,42,.08);padding:32px}.logo{font-size:24px;font-weight:700;color:#0b5cad;margin:0}h1{font-size:18px}a{color:#0b5cad}</style></head>
<body><main><p class="logo">Auberge</p><h1>${esc(title)}</h1><p>${esc(message)}</p><p><a href="${esc(link.href)}">${esc(link.label)}</a></p></main></body></html>`;
  return new Response(body, { status, headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' } });
}

export function forbiddenPage(lang: 'en' | 'fr', path: string, reason: string): Response {
  const roles = reason.startsWith('roles:') ? reason.slice(6) : '';
  const en = reason === 'partner'
    ? `Partner accounts can only open the partner pages (new reservation, orders, invoices, reservations). ${path} is not one of them.`
    : `You do not have the role${roles.includes(',') ? 's' : ''} '${roles}' needed to open ${path}. Ask an administrator if you need it.`;
  const fr = reason === 'partner'
    ? `Les comptes partenaires n'ont accès qu'aux pages partenaires (nouvelle réservation, commandes, factures, réservations). ${path} n'en fait pas partie.`
    : `Vous n'avez pas le rôle '${roles}' nécessaire pour ouvrir ${path}. Demandez-le à un administrateur si besoin.`;
  return htmlPage(403, lang, lang === 'fr' ? 'Accès refusé' : 'Access denied', lang === 'fr' ? fr : en, { href: '/', label: lang === 'fr' ? "Retour à l'accueil" : 'Back to the start page' });
}

export const jsonError = (status: number, error: string, message: string): Response =>
  new Response(JSON.stringify({ error, message }), { status, headers: { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' } });
