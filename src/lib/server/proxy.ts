import type { APIContext } from 'astro';
import { callBackend, type BackendName } from './backend.ts';
import { jsonError } from './json-error.ts';
import { CLIENT_ADDRESS_HEADER } from '../domain/booking-site-dto.ts';

/** Never forwarded in either direction: connection-level headers, and the browser's own credentials. */
const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'transfer-encoding',
  'upgrade',
  'te',
  'trailer',
  'proxy-authorization',
  'proxy-authenticate',
  'proxy-connection',
  'host',
  'content-length',
]);
/** The client address header is the server's to set (the socket's peer), never the browser's. */
const FROM_BROWSER_DROPPED = new Set(['cookie', 'authorization', 'origin', 'referer', 'timeout', CLIENT_ADDRESS_HEADER]);
const FROM_BACKEND_DROPPED = new Set(['set-cookie']);
const DEFAULT_TIMEOUT_MS = 30_000;
const MAX_TIMEOUT_MS = 10 * 60_000;

/** The headers that may cross the proxy in one direction. */
export function forwardableHeaders(from: Headers, direction: 'request' | 'response'): Headers {
  const dropped = direction === 'request' ? FROM_BROWSER_DROPPED : FROM_BACKEND_DROPPED;
  const out = new Headers();
  // The Connection header may name further hop-by-hop headers of this hop.
  const named = new Set(
    (from.get('connection') ?? '')
      .split(',')
      .map((s) => s.trim().toLowerCase())
      .filter(Boolean),
  );
  from.forEach((value, name) => {
    if (HOP_BY_HOP.has(name) || name.startsWith('proxy-') || dropped.has(name) || named.has(name)) return;
    out.append(name, value);
  });
  return out;
}

/** 'timeout' request header in milliseconds, within bounds; else 30 s. */
export function timeoutFrom(header: string | null): number {
  const n = Number(header);
  return header && Number.isFinite(n) && n > 0 ? Math.min(n, MAX_TIMEOUT_MS) : DEFAULT_TIMEOUT_MS;
}

/**
 * The edge proxy (/api/pms/…, /api/crm/…): forwards method, path, query and body to the client's
 * back end with the user's bearer token attached here, on the server. The body streams through.
 */
export async function proxyToBackend(context: APIContext, api: BackendName): Promise<Response> {
  if (!context.locals.user || !context.locals.accessToken)
    return jsonError(401, 'unauthenticated', 'Sign in first: no valid Auberge session cookie came with this request.');
  const prefix = `/api/${api}`;
  const path = context.url.pathname.slice(prefix.length) || '/';
  const req = context.request;
  const hasBody = req.method !== 'GET' && req.method !== 'HEAD' && req.body !== null;
  const headers = forwardableHeaders(req.headers, 'request');
  const peer = peerOf(context);
  if (peer) headers.set(CLIENT_ADDRESS_HEADER, peer);
  let res: Response;
  try {
    res = await callBackend(context.locals, api, path + context.url.search, {
      method: req.method,
      headers,
      ...(hasBody ? { body: req.body, duplex: 'half' } : {}),
      timeoutMs: timeoutFrom(req.headers.get('timeout')),
      signal: req.signal,
    } as RequestInit & { timeoutMs: number });
  } catch (err) {
    const e = err as Error & { code?: string; status?: number; cause?: { code?: string; message?: string } };
    // The body passed its limit while it streamed to a remote back end (the server's door counts it: src/server/request-body.ts).
    const tooLarge = e.code === 'payload_too_large' ? e : e.cause?.code === 'payload_too_large' ? e.cause : undefined;
    if (tooLarge) return jsonError(413, 'payload_too_large', tooLarge.message ?? 'The request is too large.');
    if (e.name === 'TimeoutError') return jsonError(504, 'timeout', `The ${api.toUpperCase()} API did not answer ${req.method} ${path} in time.`);
    if (e.name === 'AbortError') return jsonError(499, 'aborted', 'The request was cancelled.');
    console.error(`[proxy] ${req.method} ${prefix}${path} failed:`, e);
    return jsonError(502, 'bad_gateway', `The ${api.toUpperCase()} API cannot be reached: ${e.message}`);
  }
  return new Response(res.body, { status: res.status, statusText: res.statusText, headers: forwardableHeaders(res.headers, 'response') });
}

/** The socket's peer of the browser's request (Astro's clientAddress), when the adapter knows it. */
function peerOf(context: APIContext): string | undefined {
  try {
    return context.clientAddress;
  } catch {
    return undefined;
  }
}
