import { ApiError } from './api-error.ts';
import { reportFailure } from './stores/toasts.ts';

export type Service = 'pms' | 'crm';
const SERVICE_NAME: Record<Service, string> = { pms: 'PMS', crm: 'CRM' };

/**
 * Browser calls to the back ends, through the app's own origin (the edge proxy attaches the
 * token). Throws ApiError with the API's message, or 'server returned code {status} with body …'.
 */
export async function apiFetch(service: Service, path: string, init: RequestInit = {}): Promise<Response> {
  const headers = new Headers(init.headers);
  if (init.body !== undefined && typeof init.body === 'string' && !headers.has('content-type')) headers.set('content-type', 'application/json');
  const res = await fetch(`/api/${service}${path}`, { ...init, headers, credentials: 'same-origin' });
  if (!res.ok) {
    const text = await res.text().catch(() => '');
    let message = `server returned code ${res.status} with body ${text.slice(0, 200)}`;
    let refusal: { key: string; params: Record<string, string | number> } | undefined;
    try {
      const body = JSON.parse(text) as { message?: unknown; key?: unknown; params?: unknown };
      if (typeof body.message === 'string') message = body.message;
      if (typeof body.key === 'string') refusal = { key: body.key, params: (body.params ?? {}) as Record<string, string | number> };
    } catch {
      /* not JSON: keep the raw body */
    }
    throw new ApiError(res.status, message, refusal);
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
