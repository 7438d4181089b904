import { ApiError } from '../api-error.ts';
import { BUILTIN, backendBaseFor } from './client-config.ts';
import { builtinApi } from './builtin-apis.ts';

export type BackendName = 'pms' | 'crm';

/**
 * Calls the PMS or CRM API for the signed-in user, from the server (pages' first render and the
 * edge proxy): in process for 'builtin' bases, over HTTP otherwise. The bearer token is attached
 * here, on the server; it never reaches the browser.
 */
export async function callBackend(locals: App.Locals, api: BackendName, path: string, init: RequestInit & { timeoutMs?: number } = {}): Promise<Response> {
  const base = backendBaseFor(locals.client, api, path);
  const headers = new Headers(init.headers);
  if (locals.accessToken) headers.set('authorization', `Bearer ${locals.accessToken}`);
  const { timeoutMs, ...rest } = init;
  if (base === BUILTIN) {
    return builtinApi(api).fetch(new Request(`http://builtin${path}`, { ...rest, headers }), { sessionUser: locals.user });
  }
  return fetch(base.replace(/\/$/, '') + path, { ...rest, headers, signal: AbortSignal.timeout(timeoutMs ?? 30_000) });
}

/** JSON GET through callBackend; a failure throws with the API's message. */
export async function getJson<T>(locals: App.Locals, api: BackendName, path: string): Promise<T> {
  const res = await callBackend(locals, api, path);
  const body = (await res.json().catch(() => ({}))) as T & { message?: string };
  if (!res.ok) throw new ApiError(res.status, body.message ?? `server returned code ${res.status}`);
  return body;
}

