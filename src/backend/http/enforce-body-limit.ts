import type { MiddlewareHandler } from 'hono';
import type { ApiEnv } from './api-env.ts';
import { answeringAccess, type RouteAccess } from './route-access.ts';
import { boundedStream, declaredTooLarge, JSON_BODY_LIMIT, PUBLIC_BODY_LIMIT } from './body-limit.ts';

/** The body limit a route declared, or the default for its kind. */
export function bodyLimitOf(access: RouteAccess): number {
  return access.bodyLimit ?? (access.public ? PUBLIC_BODY_LIMIT : JSON_BODY_LIMIT);
}

/**
 * Bounds the body of every API call by its route's declaration (installed by createApiApp after
 * the access check): a Content-Length above the limit answers 413 before a byte is read; any other
 * body (chunked included) is replaced by a stream that errors with 413 as soon as it passes the
 * limit, so whatever reads it — parseBody, a multipart form, an upload's stream — reads no more.
 */
export const enforceBodyLimit: MiddlewareHandler<ApiEnv> = async (c, next) => {
  const raw = c.req.raw;
  if (raw.body === null) return next();
  const access = answeringAccess(c);
  if (!access) return next();
  const limit = bodyLimitOf(access);
  const early = declaredTooLarge(raw.headers.get('content-length'), limit);
  if (early) throw early;
  c.req.raw = new Request(raw, { body: boundedStream(raw.body, limit), duplex: 'half' } as RequestInit);
  return next();
};
