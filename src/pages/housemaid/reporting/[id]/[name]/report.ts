import type { APIRoute } from 'astro';
import { callHousemaidApi, housemaidApiPath } from '../../../../../lib/server/loaders/housekeeping/housemaid.ts';
import { decodeUtf8, type AppError } from '../../../../../backend/http/index.ts';

/**
 * The maid page's reports (an equipment needing an intervention, the room cleaned), sent by its
 * script — at once, or later from the phone's queue when the network is back. The body goes to
 * the PMS API as it is; the API checks the room token and answers 403 to a bad one.
 */
export const POST: APIRoute = async ({ params, request, locals }) => {
  // At most PUBLIC_BODY_LIMIT (64 KB) reaches here: the server's door counted it (src/server/request-body.ts).
  let body: string;
  try {
    body = decodeUtf8(new Uint8Array(await request.arrayBuffer()));
  } catch (err) {
    const e = err as AppError;
    return Response.json({ error: e.code, field: e.field, message: e.message }, { status: e.status ?? 400 });
  }
  let kind: unknown;
  try {
    kind = (JSON.parse(body) as { kind?: unknown }).kind;
  } catch {
    kind = undefined;
  }
  if (kind !== 'equipment' && kind !== 'cleaned') {
    return Response.json({ error: 'invalid_input', field: 'kind', message: "kind: expected 'equipment' or 'cleaned'" }, { status: 400 });
  }
  const path = housemaidApiPath(params.id ?? '', params.name ?? '', kind === 'equipment' ? '/interventions' : '/cleaned');
  const res = await callHousemaidApi(locals, path, { method: 'POST', body, headers: { 'content-type': 'application/json' } });
  return new Response(await res.text(), { status: res.status, headers: { 'content-type': 'application/json', 'cache-control': 'no-store' } });
};
