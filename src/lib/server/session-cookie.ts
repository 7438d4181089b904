import type { AstroCookieSetOptions } from 'astro';
import { SIGN_IN_TTL_MS } from './session-store.ts';

const secure = (publicUrl: string) => new URL(publicUrl).protocol === 'https:';

/** auberge_session: httpOnly, SameSite=Lax, whole site, Secure on https; ends with the browser. */
export const sessionCookieOptions = (publicUrl: string): AstroCookieSetOptions => ({ httpOnly: true, sameSite: 'lax', path: '/', secure: secure(publicUrl) });

/** auberge_signin: only the callback needs it, for ten minutes. */
export const signInCookieOptions = (publicUrl: string): AstroCookieSetOptions => ({ httpOnly: true, sameSite: 'lax', path: '/auth/', secure: secure(publicUrl), maxAge: SIGN_IN_TTL_MS / 1000 });
