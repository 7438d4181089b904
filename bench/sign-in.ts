/**
 * Signs in the way a browser does, without one: GET /auth/login → the OpenID provider's
 * authorization endpoint → its sign-in form → POST the credentials → back through the provider →
 * /auth/callback, which sets the app's session cookie. Used by the benchmark to get a session and
 * to time the whole flow.
 */
import { CookieJar } from './cookie-jar.ts';

export const SESSION_COOKIE = 'auberge_session';

export interface SignInOptions {
  username: string;
  password: string;
  returnTo?: string;
}

export interface SignInResult {
  /** 'auberge_session=…', ready for a Cookie header. */
  cookie: string;
  /** Where the flow ended (the returnTo page) and its status. */
  finalUrl: string;
  finalStatus: number;
  steps: string[];
}

export class SignInError extends Error {
  override name = 'SignInError';
}

interface Form {
  action: string;
  fields: Record<string, string>;
  hasPassword: boolean;
}

const attr = (tag: string, name: string): string | undefined => {
  const m = new RegExp(`\\s${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s>]+))`, 'i').exec(tag);
  return m ? (m[1] ?? m[2] ?? m[3] ?? '').replace(/&amp;/g, '&') : undefined;
};

/** The forms of a page with their action and their named inputs' values (hidden fields included). */
export function parseForms(html: string): Form[] {
  const forms: Form[] = [];
  for (const m of html.matchAll(/<form\b[^>]*>([\s\S]*?)<\/form>/gi)) {
    const tag = /^<form\b[^>]*>/i.exec(m[0])![0];
    const fields: Record<string, string> = {};
    let hasPassword = false;
    for (const input of (m[1] ?? '').matchAll(/<(?:input|button)\b[^>]*>/gi)) {
      const name = attr(input[0], 'name');
      if ((attr(input[0], 'type') ?? '').toLowerCase() === 'password') hasPassword = true;
      if (name && !input[0].toLowerCase().startsWith('<button')) fields[name] = attr(input[0], 'value') ?? '';
    }
    forms.push({ action: attr(tag, 'action') ?? '', fields, hasPassword });
  }
  return forms;
}

const MAX_HOPS = 25;

export async function signIn(baseUrl: string, opts: SignInOptions): Promise<SignInResult> {
  const jar = new CookieJar();
  const steps: string[] = [];
  const returnTo = opts.returnTo ?? '/main/dashboardAdmin';
  let url = new URL(`/auth/login?returnTo=${encodeURIComponent(returnTo)}`, baseUrl);
  let init: RequestInit = { method: 'GET' };
  let submitted = 0;

  for (let hop = 0; hop < MAX_HOPS; hop++) {
    const headers = new Headers(init.headers);
    const cookie = jar.header(url.pathname);
    if (cookie) headers.set('cookie', cookie);
    let res: Response;
    try {
      res = await fetch(url, { ...init, headers, redirect: 'manual' });
    } catch (err) {
      throw new SignInError(`sign-in step ${hop + 1} (${init.method} ${url.pathname}) did not answer: ${(err as Error).message}`);
    }
    jar.store(res.headers, url.pathname);
    steps.push(`${init.method} ${url.pathname} → ${res.status}`);

    const location = res.headers.get('location');
    if (res.status >= 300 && res.status < 400 && location) {
      await res.body?.cancel();
      url = new URL(location, url);
      init = { method: 'GET' };
      continue;
    }
    const html = await res.text();
    if (res.status >= 400)
      throw new SignInError(
        `sign-in failed at ${init.method} ${url.pathname}: HTTP ${res.status} ${html.slice(0, 200).replace(/\s+/g, ' ')} (steps: ${steps.join(', ')})`,
      );

    // The provider's pages: the sign-in form, then possibly a consent form; submit whichever comes.
    if (url.pathname.startsWith('/oidc/')) {
      const forms = parseForms(html);
      const form = forms.find((f) => f.hasPassword) ?? (submitted > 0 ? forms[0] : undefined);
      if (!form) throw new SignInError(`the provider page ${url.pathname} has no sign-in form (steps: ${steps.join(', ')})`);
      if (++submitted > 3) throw new SignInError(`the provider keeps asking for a form at ${url.pathname}; wrong password? (steps: ${steps.join(', ')})`);
      if (form.hasPassword) {
        form.fields['username'] = opts.username;
        form.fields['password'] = opts.password;
      }
      const target = new URL(form.action || url.pathname, url);
      init = {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', origin: target.origin },
        body: new URLSearchParams(form.fields).toString(),
      };
      url = target;
      continue;
    }

    const session = jar.get(SESSION_COOKIE);
    if (!session)
      throw new SignInError(`the flow ended at ${url.pathname} (HTTP ${res.status}) without a ${SESSION_COOKIE} cookie (steps: ${steps.join(', ')})`);
    return { cookie: `${SESSION_COOKIE}=${session}`, finalUrl: url.toString(), finalStatus: res.status, steps };
  }
  throw new SignInError(`sign-in did not finish within ${MAX_HOPS} requests (steps: ${steps.join(', ')})`);
}
