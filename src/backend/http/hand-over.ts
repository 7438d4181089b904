import type { Context } from 'hono';
import type { ApiEnv } from './api-env.ts';

/**
 * A GET's answer as JSON, or, to a page rendering in this process that asked for it (getJson with a
 * 'builtin' base), the object itself: no JSON.stringify here and no JSON.parse there. The calendar's
 * answer is ~340 KB of JSON, whose round trip cost the server's thread several milliseconds per page.
 *
 * Only for answers built for this call out of JSON's own values (strings, finite numbers, booleans,
 * null, arrays, plain objects; no Date, no undefined, nothing shared with a cache unless frozen: see
 * answerKeptJson), so that the page gets what JSON would have given it. Each route using it has a test that its answer survives a JSON
 * round trip unchanged.
 */
export function answerJson<T>(c: Context<ApiEnv>, body: T): Response {
  return handedOver(c, body) ?? c.json(body as object);
}

/** A GET asked by a page in this process: the value goes to it as is, the response has no body. */
function handedOver(c: Context<ApiEnv>, value: unknown): Response | undefined {
  const handOver = c.env?.handOver;
  if (!handOver || c.req.method !== 'GET') return undefined;
  handOver.given = true;
  handOver.value = value;
  return c.body(null, 200);
}

/** Freezes a value and everything in it: what a cache keeps and hands over can then not be changed by whoever gets it. */
export function deepFreeze<T>(value: T): T {
  if (value !== null && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const v of Object.values(value)) deepFreeze(v);
  }
  return value;
}

/**
 * answerJson for an answer kept across calls (a cache's value, deepFreeze'd when kept): the page
 * gets the same object as long as the cache keeps it, so it can key its own caches on it (the side
 * menu's HTML). A value that is not frozen is refused: a page could change what the next one gets.
 */
export function answerKeptJson<T extends object>(c: Context<ApiEnv>, body: T): Response {
  if (!Object.isFrozen(body)) throw new Error('answerKeptJson needs a deep-frozen value (deepFreeze)');
  return answerJson(c, body);
}

/**
 * A GET's answer as plain text, or to a page rendering in this process the string itself: reading a
 * Response's body goes through web streams, which cost a simple page ~5% of its server time for the
 * ten characters of the business date in its header.
 */
export function answerText(c: Context<ApiEnv>, text: string, headers?: Record<string, string>): Response {
  return handedOver(c, text) ?? c.text(text, 200, headers);
}
