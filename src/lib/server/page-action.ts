import { apiErrorOf } from '../api-error.ts';
import { errorText } from '../i18n/error-text.ts';
import { callBackend, type BackendName } from './backend.ts';

/**
 * A failed call's refusal in the reader's language (its code and params through errorText; in
 * English, the API's message when the code has no words of its own).
 */
export async function messageOf(res: Response, locale = 'en'): Promise<string> {
  return errorText(apiErrorOf(res.status, await res.json().catch(() => ({})), `server returned code ${res.status}`), locale);
}

/**
 * A page form's action: sends a JSON body (or none) to the API for the signed-in user and says
 * how it went, so the page can redirect back with a notice or the refusal in the user's language
 * (post/redirect/get).
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
  if (!res.ok) return { ok: false, message: await messageOf(res, locals.locale) };
  return { ok: true, body: res.status === 204 ? null : await res.json().catch(() => null) };
}

/** A form field as trimmed text ('' when absent). */
export const field = (form: FormData, name: string): string => String(form.get(name) ?? '').trim();
