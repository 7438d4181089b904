/** A JSON error answer of the proxy and the route guard: { error, message }, never cached. */
export const jsonError = (status: number, error: string, message: string): Response =>
  new Response(JSON.stringify({ error, message }), { status, headers: { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' } });
