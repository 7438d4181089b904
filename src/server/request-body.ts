import type { IncomingMessage, ServerResponse } from 'node:http';
import type { ApiApp } from '../backend/http/api-env.ts';
import { declaredAccess } from '../backend/http/route-access.ts';
import { bodyLimitOf } from '../backend/http/enforce-body-limit.ts';
import { checkUrlEncodedUtf8, declaredTooLarge, decodeUtf8, JSON_BODY_LIMIT, PUBLIC_BODY_LIMIT, tooLarge } from '../backend/http/body-limit.ts';
import { AppError } from '../backend/http/errors.ts';
import { isPublicPath } from '../lib/server/route-guard.ts';
import { SESSION_COOKIE } from '../lib/server/session-cookie.ts';

/**
 * # The server's door for request bodies
 *
 * Before any handler sees a request, the door gives its body a limit (src/backend/http/body-limit.ts)
 * and makes it hold, chunked or not:
 *
 * - API calls (/api/pms/…, /api/crm/…): the limit their route declares (route-access.ts). A larger
 *   Content-Length is answered 413 at once; otherwise the body is handed on as a stream that
 *   stops at the limit (the API's own check stops at the same byte and answers 413).
 * - Pages (form posts) and the maid's page: read here, up to 1 MB for a signed-in page, 64 KB for
 *   a public page or a request without a session cookie, then handed on whole; past it, 413
 *   here, and Astro never runs. A JSON or form body that is not UTF-8 (raw, or behind its
 *   percent-escapes) is refused here (400); so is such a query string, on every path.
 * - The identity provider's mount (/oidc) reads its own forms with their own bounds (16 KB and the
 *   provider's 56 KB): the door refuses a larger Content-Length.
 *
 * Whatever answered, a body left unread when the answer is sent is drained for at most
 * LINGER_MS and the connection then closed: closing at once with unread bytes makes the system
 * send a reset, and the client would lose the 413 it was just sent.
 */
export type BodyRule = { limit: number; read: 'stream' | 'buffer' | 'own' };

// 2 s lost a 413 now and then on a loaded machine (a client busy writing read its answer later:
// "socket hang up" in the limits spec at load 8–9, CI and here): 5 s of reading and dropping.
const LINGER_MS = 5000;

export type BodyApis = { pms: ApiApp; crm: ApiApp } | undefined;

/** The limit and the way of reading a request's body, by its method and path. */
export function bodyRuleFor(apis: BodyApis, req: Pick<IncomingMessage, 'method' | 'url' | 'headers'>): BodyRule {
  const method = (req.method ?? 'GET').toUpperCase();
  const path = (req.url ?? '/').split('?')[0] ?? '/';
  const api = /^\/api\/(pms|crm)(\/.*)$/.exec(path);
  if (api) {
    const app = apis?.[api[1] as 'pms' | 'crm'];
    const access = app ? declaredAccess(app, method, api[2]!) : undefined;
    return { limit: access ? bodyLimitOf(access) : JSON_BODY_LIMIT, read: 'stream' };
  }
  if (path === '/oidc' || path.startsWith('/oidc/')) return { limit: PUBLIC_BODY_LIMIT, read: 'own' };
  const signedIn = (req.headers.cookie ?? '').includes(`${SESSION_COOKIE}=`);
  return { limit: isPublicPath(path) || !signedIn ? PUBLIC_BODY_LIMIT : JSON_BODY_LIMIT, read: 'buffer' };
}

function hasBody(req: IncomingMessage): boolean {
  return req.headers['transfer-encoding'] !== undefined || Number(req.headers['content-length'] ?? 0) > 0;
}

function refuse(res: ServerResponse, err: AppError): void {
  if (res.headersSent) return;
  res.writeHead(err.status, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' });
  res.end(JSON.stringify({ error: err.code, message: err.message, field: err.field }));
}

/** Reads and drops what the client still sends after its answer, for a short while, then closes. */
export function drainAfterAnswer(req: IncomingMessage, res: ServerResponse): void {
  res.once('finish', () => {
    if (req.complete || req.destroyed) return;
    // Only a request still unfinished is cut: once its body has all come, the socket may already be
    // carrying the client's next request (keep-alive), which a late destroy reset (ECONNRESET on a
    // fetch that reused it, in the limits spec).
    const timer = setTimeout(() => {
      if (!req.complete) req.socket.destroy();
    }, LINGER_MS);
    timer.unref();
    req.once('end', () => clearTimeout(timer));
    req.once('close', () => clearTimeout(timer));
    // A 'readable' listener (an abandoned async iterator) keeps the stream out of flowing mode: read in a loop instead.
    req.on('readable', () => {
      while (req.read() !== null) {
        /* dropped */
      }
    });
    while (req.read() !== null) {
      /* dropped */
    }
  });
}

/** The body counted as it flows; past the limit it throws the 413 (and leaves the socket to drainAfterAnswer). */
async function* counted(req: IncomingMessage, limit: number): AsyncGenerator<Uint8Array> {
  let seen = 0;
  for await (const chunk of req.iterator({ destroyOnReturn: false }) as AsyncIterable<Buffer>) {
    seen += chunk.byteLength;
    if (seen > limit) throw tooLarge(limit);
    yield chunk;
  }
}

/** The whole body, at most `limit` bytes; resolves undefined after answering 413 itself. */
function readWhole(req: IncomingMessage, limit: number): Promise<Buffer | 'too-large'> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let seen = 0;
    const onData = (chunk: Buffer) => {
      seen += chunk.byteLength;
      if (seen > limit) {
        req.off('data', onData);
        req.off('end', onEnd);
        req.pause();
        return resolve('too-large');
      }
      chunks.push(chunk);
    };
    const onEnd = () => resolve(Buffer.concat(chunks, seen));
    req.on('data', onData);
    req.once('end', onEnd);
    req.once('error', reject);
  });
}

const mediaType = (type: string | undefined) => (type ?? '').split(';')[0]!.trim().toLowerCase();
const isJson = (type: string | undefined) => {
  const t = mediaType(type);
  return t === 'application/json' || t.endsWith('+json');
};
const isForm = (type: string | undefined) => mediaType(type) === 'application/x-www-form-urlencoded';

/**
 * Applies the door to one request. Calls `pass` when the request may go on (its body, if any,
 * bounded as its rule says); answers 413 or 400 itself otherwise.
 */
export function guardRequestBody(apis: BodyApis, req: IncomingMessage, res: ServerResponse, pass: () => void): void {
  drainAfterAnswer(req, res);
  const query = (req.url ?? '').split('?')[1];
  if (query) {
    try {
      checkUrlEncodedUtf8(query, 'query');
    } catch (err) {
      return refuse(res, err as AppError);
    }
  }
  if (!hasBody(req)) return pass();
  const rule = bodyRuleFor(apis, req);
  const early = declaredTooLarge(req.headers['content-length'], rule.limit);
  if (early) return refuse(res, early);
  if (rule.read === 'own') return pass();
  if (rule.read === 'stream') {
    // Astro's Node adapter takes an async iterable in req.body as the request's body.
    (req as IncomingMessage & { body?: unknown }).body = counted(req, rule.limit);
    return pass();
  }
  readWhole(req, rule.limit).then(
    (body) => {
      if (body === 'too-large') return refuse(res, tooLarge(rule.limit));
      try {
        if (isJson(req.headers['content-type'])) decodeUtf8(body);
        else if (isForm(req.headers['content-type'])) checkUrlEncodedUtf8(decodeUtf8(body), 'body');
      } catch (err) {
        return refuse(res, err as AppError);
      }
      (req as IncomingMessage & { body?: unknown }).body = body;
      pass();
    },
    () => {
      if (!res.headersSent) res.destroy();
    },
  );
}
