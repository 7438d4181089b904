import { isLocale, localeOf, otherLocale } from '../../lib/i18n/locale.ts';

export type PageLang = 'en' | 'fr';

const TEXT = {
  en: {
    title: 'Sign in',
    heading: 'Sign in to Auberge',
    username: 'User name',
    password: 'Password',
    submit: 'Sign in',
    invalid: 'Wrong user name or password. Check them and try again.',
    nextWait: (wait: string) => `Too many failed attempts on this account: wait ${wait} before the next try.`,
    waitAccount: (wait: string) =>
      `Too many failed attempts on this account: wait ${wait}, then sign in again. An administrator can unlock the account at once.`,
    waitAddress: (wait: string) => `Too many failed sign-ins from your network address: wait ${wait}, then try again.`,
    locked: 'This account is locked by an administrator. Ask an administrator to unlock it.',
    seconds: (n: number) => (n === 1 ? '1 second' : `${n} seconds`),
    minutes: (n: number) => (n === 1 ? '1 minute' : `${n} minutes`),
    signedOut: 'You are signed out.',
    continue: 'Continue',
    switchTo: 'Français',
    error: 'Sign-in problem',
  },
  fr: {
    title: 'Connexion',
    heading: 'Connexion à Auberge',
    username: 'Nom d’utilisateur',
    password: 'Mot de passe',
    submit: 'Se connecter',
    invalid: 'Nom d’utilisateur ou mot de passe incorrect. Vérifiez-les et réessayez.',
    nextWait: (wait: string) => `Trop de tentatives échouées sur ce compte : attendez ${wait} avant le prochain essai.`,
    waitAccount: (wait: string) =>
      `Trop de tentatives échouées sur ce compte : attendez ${wait}, puis reconnectez-vous. Un administrateur peut débloquer le compte tout de suite.`,
    waitAddress: (wait: string) => `Trop de connexions échouées depuis votre adresse réseau : attendez ${wait}, puis réessayez.`,
    locked: 'Ce compte est verrouillé par un administrateur. Demandez à un administrateur de le déverrouiller.',
    seconds: (n: number) => (n === 1 ? '1 seconde' : `${n} secondes`),
    minutes: (n: number) => (n === 1 ? '1 minute' : `${n} minutes`),
    signedOut: 'Vous êtes déconnecté.',
    continue: 'Continuer',
    switchTo: 'English',
    error: 'Problème de connexion',
  },
} as const;

const esc = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** English or French: ?lang= first, then the RP's ui_locales, then the browser's Accept-Language. */
export function pickLang(query: string | null | undefined, uiLocales: unknown, acceptLanguage: string | undefined): PageLang {
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

function page(lang: PageLang, title: string, body: string): string {
  return `<!DOCTYPE html><html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${esc(title)} · Auberge</title><link rel="icon" href="/favicon.svg" type="image/svg+xml"><style>${STYLE}</style></head><body><main><p class="logo">Auberge</p>${body}</main></body></html>`;
}

export interface SignInPageOptions {
  lang: PageLang;
  uid: string;
  username?: string;
  error?: SignInError;
}

/** Why the last attempt failed: wrong credentials (the next try may have to wait), a wait, an administrator's lock. */
export type SignInError =
  { reason: 'invalid'; nextWaitSeconds?: number } | { reason: 'wait'; scope: 'account' | 'address'; seconds: number } | { reason: 'locked' };

/** '45 seconds' up to two minutes, then whole minutes rounded up. */
function duration(lang: PageLang, seconds: number): string {
  const t = TEXT[lang];
  return seconds < 120 ? t.seconds(seconds) : t.minutes(Math.ceil(seconds / 60));
}

function errorText(lang: PageLang, error: SignInError): string {
  const t = TEXT[lang];
  if (error.reason === 'locked') return t.locked;
  if (error.reason === 'wait') return (error.scope === 'address' ? t.waitAddress : t.waitAccount)(duration(lang, error.seconds));
  return error.nextWaitSeconds ? `${t.invalid} ${t.nextWait(duration(lang, error.nextWaitSeconds))}` : t.invalid;
}

/** The embedded provider's sign-in form: fields 'username' and 'password', posted to /oidc/interaction/:uid/login. */
export function renderSignInPage({ lang, uid, username = '', error }: SignInPageOptions): string {
  const t = TEXT[lang];
  const other: PageLang = otherLocale(lang);
  const message = error ? errorText(lang, error) : '';
  const action = `/oidc/interaction/${encodeURIComponent(uid)}/login?lang=${lang}`;
  return page(
    lang,
    t.title,
    `<h1>${esc(t.heading)}</h1>
${message ? `<p class="error" role="alert">${esc(message)}</p>` : ''}
<form method="post" action="${esc(action)}" autocomplete="on">
<label for="username">${esc(t.username)}</label><input id="username" name="username" autocomplete="username" required autofocus value="${esc(username)}">
<label for="password">${esc(t.password)}</label><input id="password" name="password" type="password" autocomplete="current-password" required>
<button type="submit">${esc(t.submit)}</button>
</form>
<a class="lang" href="/oidc/interaction/${esc(encodeURIComponent(uid))}?lang=${other}">${esc(t.switchTo)}</a>`,
  );
}

/** Other provider pages (errors, sign-out) in the same look. */
export function renderMessagePage(lang: PageLang, heading: string, html: string): string {
  return page(lang, heading, `<h1>${esc(heading)}</h1>${html}`);
}

export { esc as escapeHtml };
