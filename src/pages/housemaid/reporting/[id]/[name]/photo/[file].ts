import type { APIRoute } from 'astro';
import { callHousemaidApi, housemaidApiPath } from '../../../../../../lib/server/loaders/housekeeping/housemaid.ts';

/** An equipment photo on the maid's page, for the room token in `k` only. */
export const GET: APIRoute = async ({ params, url, locals }) => {
  const k = url.searchParams.get('k') ?? '';
  const path = housemaidApiPath(params.id ?? '', params.name ?? '', `/photos/${encodeURIComponent(params.file ?? '')}?k=${encodeURIComponent(k)}`);
  const res = await callHousemaidApi(locals, path);
  return new Response(res.body, {
    status: res.status,
    headers: { 'content-type': res.headers.get('content-type') ?? 'application/octet-stream', 'cache-control': 'private, max-age=86400' },
  });
};
