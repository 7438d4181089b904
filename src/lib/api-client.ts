import { apiErrorOf } from './api-error.ts';
import { reportFailure } from './stores/toasts.ts';

export type Service = 'pms' | 'crm';
const SERVICE_NAME: Record<Service, string> = { pms: 'PMS', crm: 'CRM' };

/**
 * Browser calls to the back ends, through the app's own origin (the edge proxy attaches the
 * token). Throws ApiError with the API's refusal (code, params, field, message), or 'server returned
 * code {status} with body …'.
 */
export async function apiFetch(service: Service, path: string, init: RequestInit = {}): Promise<Response> {
  const headers = new Headers(init.headers);
  if (init.body !== undefined && typeof init.body === 'string' && !headers.has('content-type')) headers.set('content-type', 'application/json');
  const res = await fetch(`/api/${service}${path}`, { ...init, headers, credentials: 'same-origin' });
  if (!res.ok) {
    const text = await res.text().catch(() => '');
    // The refusal's code and params come along, for errorText to say it in the clerk's language.
    throw apiErrorOf(res.status, text, `server returned code ${res.status} with body ${text.slice(0, 200)}`);
  }
  return res;
}

export async function apiJson<T>(service: Service, path: string, init: RequestInit = {}): Promise<T> {
  const res = await apiFetch(service, path, init);
  return (await res.json()) as T;
}

export const postJson = <T>(service: Service, path: string, body: unknown, method = 'POST') =>
  apiJson<T>(service, path, { method, body: JSON.stringify(body) });

/**
 * The generic failure handler: on error, logs '{service}: {operation} failed: {detail}', tells
 * the clerk once what happened and what to do, and returns the fallback so the screen carries on
 * with an empty result.
 */
export async function orEmpty<T>(service: Service, operation: string, call: () => Promise<T>, fallback: T): Promise<T> {
  try {
    return await call();
  } catch (err) {
    if ((err as Error).name === 'AbortError') return fallback;
    reportFailure(SERVICE_NAME[service], operation, err);
    return fallback;
  }
}
