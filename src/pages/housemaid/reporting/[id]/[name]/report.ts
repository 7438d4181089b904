import type { APIRoute } from 'astro';
import { callHousemaidApi, housemaidApiPath } from '../../../../../lib/server/loaders/housekeeping/housemaid.ts';
import { decodeUtf8, type AppError } from '../../../../../backend/http/index.ts';
import { apiErrorOf } from '../../../../../lib/api-error.ts';
import { errorText } from '../../../../../lib/i18n/error-text.ts';
import { localeOf } from '../../../../../lib/i18n/locale.ts';

/** A refusal's body with its words in the maid's language (`text`), beside the API's code, params and English message. */
function refused(status: number, body: unknown, locale: string): Response {
  const e = apiErrorOf(status, body, `server returned code ${status}`);
  const answer = { error: e.error, code: e.code, params: e.params, field: e.field, message: e.message, text: errorText(e, locale) };
  return Response.json(answer, { status, headers: { 'cache-control': 'no-store' } });
}

/**
 * The maid page's reports (an equipment needing an intervention, the room cleaned), sent by its
 * script — at once, or later from the phone's queue when the network is back. The body goes to
 * the PMS API as it is; the API checks the room token and answers 403 to a bad one. A refusal
 * comes back with its sentence in the page's language (`?lang=`, French by default), so the maid
 * reads every refusal in French.
 */
export const POST: APIRoute = async ({ params, request, locals, url }) => {
  const locale = localeOf(url.searchParams.get('lang'), 'fr');
  // At most PUBLIC_BODY_LIMIT (64 KB) reaches here: the server's door counted it (src/server/request-body.ts).
  let body: string;
  try {
    body = decodeUtf8(new Uint8Array(await request.arrayBuffer()));
  } catch (err) {
    const e = err as AppError;
    return refused(e.status ?? 400, e.toJSON(), locale);
  }
  let kind: unknown;
  try {
    kind = (JSON.parse(body) as { kind?: unknown }).kind;
  } catch {
    kind = undefined;
  }
  if (kind !== 'equipment' && kind !== 'cleaned') {
    const values = { list: ['equipment', 'cleaned'], join: 'or' };
    return refused(
      400,
      { error: 'invalid_input', code: 'errors.input.notOneOf', params: { values }, field: 'kind', message: "kind: expected 'equipment' or 'cleaned'" },
      locale,
    );
  }
  const path = housemaidApiPath(params.id ?? '', params.name ?? '', kind === 'equipment' ? '/interventions' : '/cleaned');
  const res = await callHousemaidApi(locals, path, { method: 'POST', body, headers: { 'content-type': 'application/json' } });
  const text = await res.text();
  if (!res.ok && res.status < 500) return refused(res.status, text, locale);
  return new Response(text, { status: res.status, headers: { 'content-type': 'application/json', 'cache-control': 'no-store' } });
};
