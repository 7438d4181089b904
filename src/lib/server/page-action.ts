import { callBackend, type BackendName } from './backend.ts';

/** The API's own message of a failed call ('server returned code …' when it has none). */
export async function messageOf(res: Response): Promise<string> {
  return ((await res.json().catch(() => ({}))) as { message?: string }).message ?? `server returned code ${res.status}`;
}

/**
 * A page form's action: sends a JSON body (or none) to the API for the signed-in user and says
 * how it went, so the page can redirect back with a notice or the API's message (post/redirect/get).
 */
export async function pageAction(
  locals: App.Locals,
  api: BackendName,
  path: string,
  method: string,
  body?: unknown,
): Promise<{ ok: true; body: unknown } | { ok: false; message: string }> {
  const res = await callBackend(locals, api, path, {
    method,
    ...(body !== undefined ? { body: JSON.stringify(body), headers: { 'content-type': 'application/json' } } : {}),
  });
  if (!res.ok) return { ok: false, message: await messageOf(res) };
  return { ok: true, body: res.status === 204 ? null : await res.json().catch(() => null) };
}

/** A form field as trimmed text ('' when absent). */
export const field = (form: FormData, name: string): string => String(form.get(name) ?? '').trim();
