import type { Context } from 'hono';
import type { ApiEnv } from './api-app.ts';

/**
 * A GET's answer as JSON, or, to a page rendering in this process that asked for it (getJson with a
 * 'builtin' base), the object itself: no JSON.stringify here and no JSON.parse there. The calendar's
 * answer is ~340 KB of JSON, whose round trip cost the server's thread several milliseconds per page.
 *
 * Only for answers built for this call out of JSON's own values (strings, finite numbers, booleans,
 * null, arrays, plain objects; no Date, no undefined, nothing shared with a cache), so that the page
 * gets what JSON would have given it. Each route using it has a test that its answer survives a JSON
 * round trip unchanged.
 */
export function answerJson<T>(c: Context<ApiEnv>, body: T): Response {
  const handOver = c.env?.handOver;
  if (handOver && c.req.method === 'GET') {
    handOver.given = true;
    handOver.value = body;
    return c.body(null, 200);
  }
  return c.json(body as object);
}
