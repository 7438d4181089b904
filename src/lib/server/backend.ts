import { ApiError, apiErrorOf } from '../api-error.ts';
import { BUILTIN, backendBaseFor } from './client-config.ts';
import { builtinApi, type HandOver } from './builtin-apis.ts';
import { noteReadSource } from './read-source.ts';

export type BackendName = 'pms' | 'crm';

/**
 * Calls the PMS or CRM API for the signed-in user, from the server (pages' first render and the
 * edge proxy): in process for 'builtin' bases, over HTTP otherwise. The bearer token is attached
 * here, on the server; it never reaches the browser.
 */
export async function callBackend(
  locals: App.Locals,
  api: BackendName,
  path: string,
  init: RequestInit & { timeoutMs?: number; handOver?: HandOver } = {},
): Promise<Response> {
  const base = backendBaseFor(locals.client, api, path);
  const headers = new Headers(init.headers);
  if (locals.accessToken) headers.set('authorization', `Bearer ${locals.accessToken}`);
  const { timeoutMs, handOver, ...rest } = init;
  if (base === BUILTIN) {
    return builtinApi(api).fetch(new Request(`http://builtin${path}`, { ...rest, headers }), {
      sessionUser: locals.user,
      handOver,
      sessionId: locals.sessionId,
    });
  }
  return fetch(base.replace(/\/$/, '') + path, { ...rest, headers, signal: AbortSignal.timeout(timeoutMs ?? 30_000) });
}

/**
 * JSON GET through callBackend; a failure throws with the API's message. In process, a route that
 * answers with answerJson hands its object over without JSON in between (src/backend/http/hand-over.ts).
 */
export async function getJson<T>(locals: App.Locals, api: BackendName, path: string): Promise<T> {
  const handOver: HandOver = {};
  const res = await callBackend(locals, api, path, { handOver });
  if (res.ok) noteReadSource(locals, res.headers);
  if (res.ok && handOver.given) return handOver.value as T;
  const body = (await res.json().catch(() => ({}))) as T;
  if (!res.ok) throw apiErrorOf(res.status, body, `server returned code ${res.status}`);
  return body;
}

/**
 * Text GET through callBackend; a failure throws with the status. In process, a route that answers
 * with answerText hands its string over without a body to read (src/backend/http/hand-over.ts).
 */
export async function getText(locals: App.Locals, api: BackendName, path: string): Promise<string> {
  const handOver: HandOver = {};
  const res = await callBackend(locals, api, path, { handOver });
  if (!res.ok) throw new ApiError(res.status, `server returned code ${res.status}`);
  return handOver.given ? String(handOver.value) : res.text();
}
