import type { AstroCookieSetOptions } from 'astro';

/** Browser cookie of the signed-in session: an opaque random id, nothing else. */
export const SESSION_COOKIE = 'auberge_session';
/** Browser cookie of a sign-in in progress (state, nonce and PKCE verifier stay in the database). */
export const SIGN_IN_COOKIE = 'auberge_signin';

export const SESSION_TTL_MS = 12 * 60 * 60 * 1000;
export const SIGN_IN_TTL_MS = 10 * 60 * 1000;

const secure = (publicUrl: string) => new URL(publicUrl).protocol === 'https:';

/** auberge_session: httpOnly, SameSite=Lax, whole site, Secure on https; ends with the browser. */
export const sessionCookieOptions = (publicUrl: string): AstroCookieSetOptions => ({ httpOnly: true, sameSite: 'lax', path: '/', secure: secure(publicUrl) });

/** auberge_signin: only the callback needs it, for ten minutes. */
export const signInCookieOptions = (publicUrl: string): AstroCookieSetOptions => ({
  httpOnly: true,
  sameSite: 'lax',
  path: '/auth/',
  secure: secure(publicUrl),
  maxAge: SIGN_IN_TTL_MS / 1000,
});
