import http from 'node:http';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { checkHealth } from './health.ts';
import type { Runtime } from './runtime.ts';
import { filterResponse, setBaseHeaders, type SecurityOptions } from './security-headers.ts';
import { drainAfterAnswer, guardRequestBody } from './request-body.ts';
import { isSpeculative, notForPrefetch } from './prefetch-guard.ts';

export type NodeHandler = (req: IncomingMessage, res: ServerResponse, next: (err?: unknown) => void) => void | Promise<void>;

export interface Mount {
  /** Path prefix such as '/oidc'. */
  prefix: string;
  handle: (req: IncomingMessage, res: ServerResponse) => void | Promise<void>;
}

export interface AppServer {
  server: http.Server;
  url: string;
  /** Stops accepting connections, lets in-flight requests finish (up to graceMs), then resolves. */
  close(graceMs?: number): Promise<void>;
}

function sendJson(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' });
  res.end(JSON.stringify(body));
}

/**
 * Our one HTTP server: /healthz, the mounted Node handlers (the embedded identity provider), the
 * build's static files and,
 * for everything else, Astro's handler in middleware mode.
 */
export type StaticFiles = (req: IncomingMessage, res: ServerResponse, urlPath: string) => boolean;

/** `onRequest` hears of every request but the health checks (the idle memory trim counts them). */
export function createRequestListener(
  runtime: Runtime,
  astro: NodeHandler | undefined,
  mounts: Mount[],
  staticFiles?: StaticFiles,
  onRequest?: (req: IncomingMessage, res: ServerResponse) => void,
) {
  const security: SecurityOptions = {
    publicUrl: runtime.config.publicUrl,
    formOrigins: runtime.config.oidcIssuer ? [new URL(runtime.config.oidcIssuer).origin] : [],
  };
  return (req: IncomingMessage, res: ServerResponse): void => {
    const path = (req.url ?? '/').split('?')[0] ?? '/';
    setBaseHeaders(res, security);
    if (path === '/healthz') {
      drainAfterAnswer(req, res);
      void checkHealth(runtime.database, runtime.version, runtime.startedAt).then(({ status, body }) => sendJson(res, status, body));
      return;
    }
    onRequest?.(req, res);
    if (req.method === 'GET' && isSpeculative(req.headers) && notForPrefetch(path, (req.url ?? '').slice(path.length))) {
      drainAfterAnswer(req, res);
      res.writeHead(204, { 'cache-control': 'no-store' });
      res.end();
      return;
    }
    // Every body is bounded here, before any handler reads it (request-body.ts).
    guardRequestBody(runtime.apis, req, res, () => serveBounded(req, res, path));
  };

  function serveBounded(req: IncomingMessage, res: ServerResponse, path: string): void {
    for (const mount of mounts) {
      if (path === mount.prefix || path.startsWith(`${mount.prefix}/`)) {
        filterResponse(req, res, security);
        Promise.resolve(mount.handle(req, res)).catch((err: unknown) => {
          console.error(`[server] ${mount.prefix} failed on ${req.method} ${req.url}:`, err);
          if (!res.headersSent) sendJson(res, 500, { error: 'unknown_error', message: 'The identity provider failed; see the server log.' });
        });
        return;
      }
    }
    if (staticFiles?.(req, res, path)) return;
    // Pages and API answers: the page's CSP, and compression above 1 KB.
    filterResponse(req, res, security);
    if (!astro) {
      sendJson(res, 404, { error: 'not_found', message: `No route for ${path}` });
      return;
    }
    void astro(req, res, (err) => {
      if (err) console.error('[server] astro handler error:', err);
      if (!res.headersSent) sendJson(res, err ? 500 : 404, { error: err ? 'unknown_error' : 'not_found' });
    });
  }
}
