import { isLocale, localeOf, otherLocale, type Locale } from '../../lib/i18n/locale.ts';
import { t } from '../../lib/i18n/t.ts';

const esc = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** English or French: ?lang= first, then the RP's ui_locales, then the browser's Accept-Language. */
export function pickLang(query: string | null | undefined, uiLocales: unknown, acceptLanguage: string | undefined): Locale {
  if (isLocale(query)) return query;
  const fromUi = typeof uiLocales === 'string' ? uiLocales.split(' ')[0]?.slice(0, 2) : undefined;
  if (isLocale(fromUi)) return fromUi;
  return localeOf((acceptLanguage ?? '').split(',')[0]?.trim().slice(0, 2).toLowerCase());
}

const STYLE = `*{box-sizing:border-box}body{margin:0;min-height:100vh;display:flex;align-items:center;justify-content:center;background:#f3f5f8;font:15px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#1f2933}
main{width:100%;max-width:380px;background:#fff;border-radius:12px;box-shadow:0 4px 24px rgba(15,23,42,.08);padding:32px}
.logo{font-size:26px;font-weight:700;letter-spacing:.5px;color:#0b5cad;margin:0 0 4px}h1{font-size:17px;font-weight:500;margin:0 0 24px;color:#52606d}
label{display:block;font-weight:600;margin:16px 0 6px}input{width:100%;padding:10px 12px;border:1px solid #cbd2d9;border-radius:8px;font:inherit}
input:focus{outline:2px solid #0b5cad33;border-color:#0b5cad}button{margin-top:24px;width:100%;padding:11px;border:0;border-radius:8px;background:#0b5cad;color:#fff;font:inherit;font-weight:600;cursor:pointer}
button:hover{background:#094a8c}.error{background:#fdecec;color:#a61b1b;border-radius:8px;padding:10px 12px;margin:0 0 8px}.lang{display:block;text-align:right;margin-top:16px;font-size:13px;color:#52606d}`;

function page(lang: Locale, title: string, body: string): string {
  return `<!DOCTYPE html><html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${esc(title)} · Auberge</title><link rel="icon" href="/favicon.svg" type="image/svg+xml"><style>${STYLE}</style></head><body><main><p class="logo">Auberge</p>${body}</main></body></html>`;
}

export interface SignInPageOptions {
  lang: Locale;
  uid: string;
  username?: string;
  error?: SignInError;
}

/** Why the last attempt failed: wrong credentials (the next try may have to wait), a wait, an administrator's lock. */
export type SignInError =
  { reason: 'invalid'; nextWaitSeconds?: number } | { reason: 'wait'; scope: 'account' | 'address'; seconds: number } | { reason: 'locked' };

/** '45 seconds' up to two minutes, then whole minutes rounded up. */
function duration(lang: Locale, seconds: number): string {
  return seconds < 120 ? t(lang, 'signIn.seconds', { count: seconds }) : t(lang, 'signIn.minutes', { count: Math.ceil(seconds / 60) });
}

function errorText(lang: Locale, error: SignInError): string {
  if (error.reason === 'locked') return t(lang, 'signIn.locked');
  if (error.reason === 'wait') return t(lang, error.scope === 'address' ? 'signIn.waitAddress' : 'signIn.waitAccount', { wait: duration(lang, error.seconds) });
  const invalid = t(lang, 'signIn.invalid');
  return error.nextWaitSeconds ? `${invalid} ${t(lang, 'signIn.nextWait', { wait: duration(lang, error.nextWaitSeconds) })}` : invalid;
}

/** The embedded provider's sign-in form: fields 'username' and 'password', posted to /oidc/interaction/:uid/login. */
export function renderSignInPage({ lang, uid, username = '', error }: SignInPageOptions): string {
  const other: Locale = otherLocale(lang);
  const message = error ? errorText(lang, error) : '';
  const action = `/oidc/interaction/${encodeURIComponent(uid)}/login?lang=${lang}`;
  return page(
    lang,
    t(lang, 'signIn.title'),
    `<h1>${esc(t(lang, 'signIn.heading'))}</h1>
${message ? `<p class="error" role="alert">${esc(message)}</p>` : ''}
<form method="post" action="${esc(action)}" autocomplete="on">
<label for="username">${esc(t(lang, 'signIn.username'))}</label><input id="username" name="username" autocomplete="username" required autofocus value="${esc(username)}">
<label for="password">${esc(t(lang, 'signIn.password'))}</label><input id="password" name="password" type="password" autocomplete="current-password" required>
<button type="submit">${esc(t(lang, 'signIn.submit'))}</button>
</form>
<a class="lang" href="/oidc/interaction/${esc(encodeURIComponent(uid))}?lang=${other}">${esc(t(lang, 'signIn.switchTo'))}</a>`,
  );
}

/** Other provider pages (errors, sign-out) in the same look. */
export function renderMessagePage(lang: Locale, heading: string, html: string): string {
  return page(lang, heading, `<h1>${esc(heading)}</h1>${html}`);
}

/** A message page's body: the message (an error's in the error style), then one link on. */
export function messageWithLink(text: string, link: { href: string; label: string }, o: { error?: boolean } = {}): string {
  return `<p${o.error ? ' class="error"' : ''}>${esc(text)}</p><p><a href="${esc(link.href)}">${esc(link.label)}</a></p>`;
}

/** A message page's body ending with a link to start again from the app. */
export function messageWithRestart(lang: Locale, text: string): string {
  return messageWithLink(text, { href: '/', label: t(lang, 'signIn.startAgain') });
}

export { esc as escapeHtml };
