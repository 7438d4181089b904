import { bytes } from '../../lib/domain/error-params.ts';
import { AppError } from './errors.ts';

/**
 * # How much a request may send
 *
 * Every request body is read through this file: counted WHILE it is read, chunked or not, and
 * refused with 413 the moment it passes its limit, before anything parses it. A JSON body is then
 * decoded as strict UTF-8 and its shape (depth, number of members) checked by a linear scan before
 * JSON.parse, so neither a deep nor a wide document costs more than its bytes.
 *
 * - API routes declare their limit beside their roles (`route(app, …, { roles, bodyLimit })`,
 *   route-access.ts); undeclared: JSON_BODY_LIMIT, or PUBLIC_BODY_LIMIT for public routes.
 * - The server's door (src/server/request-body.ts) bounds what reaches pages, the maid page and the
 *   identity provider, by path.
 */
export const KB = 1024;
export const MB = 1024 * KB;

/** A JSON call of a signed-in user (the largest real one, a rate grid or a folio split, is far below). */
export const JSON_BODY_LIMIT = 1 * MB;
/** Anything reachable without an account (the maid's QR page, the sign-in forms). */
export const PUBLIC_BODY_LIMIT = 64 * KB;
/** Nesting of a JSON document: the deepest real one is 4 levels. */
export const MAX_JSON_DEPTH = 64;
/** Object members plus array elements in one JSON document (the largest real list is 2,000 ids). */
export const MAX_JSON_ENTRIES = 20_000;

export function tooLarge(limit: number): AppError {
  return new AppError('payload_too_large', `body: the request is larger than ${formatBytes(limit)}, the most this call takes.`, 'body', {
    key: 'errors.body.tooLarge',
    params: { limit: bytes(limit) },
  });
}

export function formatBytes(n: number): string {
  if (n >= MB && n % MB === 0) return `${n / MB} MB`;
  if (n >= KB && n % KB === 0) return `${n / KB} KB`;
  return `${n} bytes`;
}

/** The declared Content-Length when it already says the body is too large (no byte needs reading), else undefined. */
export function declaredTooLarge(contentLength: string | null | undefined, limit: number): AppError | undefined {
  if (!contentLength) return undefined;
  const n = Number(contentLength);
  return Number.isFinite(n) && n > limit ? tooLarge(limit) : undefined;
}

/**
 * The body as a stream that errors with 413 as soon as more than `limit` bytes have come. Past the
 * limit it stops pulling and does NOT cancel its source: cancelling a Node request destroys its
 * socket, and the client would get a reset instead of the 413 (the server's door drains the rest).
 */
export function boundedStream(source: ReadableStream<Uint8Array>, limit: number): ReadableStream<Uint8Array> {
  const reader = source.getReader();
  let seen = 0;
  return new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        const { done, value } = await reader.read();
        if (done) return controller.close();
        seen += value.byteLength;
        if (seen > limit) {
          reader.releaseLock();
          return controller.error(tooLarge(limit));
        }
        controller.enqueue(value);
      },
      cancel(reason) {
        return reader.cancel(reason);
      },
    },
    { highWaterMark: 0 },
  );
}

/** Reads a whole stream of at most `limit` bytes (413 past it). */
export async function readBounded(source: AsyncIterable<Uint8Array> | ReadableStream<Uint8Array> | null, limit: number): Promise<Buffer> {
  if (!source) return Buffer.alloc(0);
  const chunks: Uint8Array[] = [];
  let seen = 0;
  const stream = source instanceof ReadableStream ? boundedStream(source, limit) : source;
  for await (const chunk of stream) {
    seen += chunk.byteLength;
    if (seen > limit) throw tooLarge(limit);
    chunks.push(chunk);
  }
  return Buffer.concat(chunks, seen);
}

const strictUtf8 = new TextDecoder('utf-8', { fatal: true, ignoreBOM: false });

/** Bytes as text; bytes that are not UTF-8 are refused (400) instead of becoming U+FFFD. */
export function decodeUtf8(bytes: Uint8Array, field = 'body'): string {
  try {
    return strictUtf8.decode(bytes);
  } catch {
    throw new AppError('invalid_input', `${field}: the text is not valid UTF-8; send it encoded as UTF-8.`, field, { key: 'errors.body.notUtf8' });
  }
}

const PERCENT_RUN = /(?:%[0-9A-Fa-f]{2})+/g;

/**
 * Refuses URL-encoded text (a form body, a query string) whose percent-escapes decode to bytes that
 * are not UTF-8 ('%FF', '%C3%28'): decoded leniently they would become U+FFFD and be stored so. A
 * '%' not followed by two hex digits stays the literal character it is, as browsers read it.
 */
export function checkUrlEncodedUtf8(text: string, field: string): void {
  if (!text.includes('%')) return;
  for (const run of text.matchAll(PERCENT_RUN)) {
    const hex = run[0];
    const bytes = new Uint8Array(hex.length / 3);
    for (let i = 0; i < bytes.length; i++) bytes[i] = parseInt(hex.slice(i * 3 + 1, i * 3 + 3), 16);
    decodeUtf8(bytes, field);
  }
}

/**
 * Refuses a JSON text nested deeper than MAX_JSON_DEPTH or holding more than MAX_JSON_ENTRIES
 * members and elements, in one pass over its characters (no recursion, no allocation); the text
 * is still parsed by JSON.parse afterwards, which judges its syntax.
 */
export function checkJsonShape(text: string, field = 'body'): void {
  let depth = 0;
  let entries = 0;
  let inString = false;
  // An array or object just opened: its first value counts only if one comes.
  let opened = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text.charCodeAt(i);
    if (inString) {
      if (ch === 92 /* \ */) i++;
      else if (ch === 34 /* " */) inString = false;
      continue;
    }
    if (ch === 32 || ch === 10 || ch === 13 || ch === 9) continue;
    if (ch === 123 /* { */ || ch === 91 /* [ */) {
      if (opened) entries++;
      if (++depth > MAX_JSON_DEPTH)
        throw new AppError('invalid_input', `${field}: the JSON document is nested more than ${MAX_JSON_DEPTH} levels deep.`, field, {
          key: 'errors.body.tooDeep',
          params: { max: MAX_JSON_DEPTH },
        });
      opened = true;
      continue;
    }
    if (ch === 125 /* } */ || ch === 93 /* ] */) {
      depth--;
      opened = false;
      continue;
    }
    if (opened) {
      entries++;
      opened = false;
    }
    if (ch === 44 /* , */) entries++;
    else if (ch === 34) inString = true;
    if (entries > MAX_JSON_ENTRIES)
      throw new AppError('invalid_input', `${field}: the JSON document holds more than ${MAX_JSON_ENTRIES} members and elements.`, field, {
        key: 'errors.body.tooManyEntries',
        params: { max: MAX_JSON_ENTRIES },
      });
  }
}

/** A JSON body's bytes as a value: strict UTF-8, bounded shape, then JSON.parse (400 for each). */
export function parseJsonBytes(bytes: Uint8Array, field = 'body'): unknown {
  const text = decodeUtf8(bytes, field);
  checkJsonShape(text, field);
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new AppError('invalid_input', `${field}: expected a JSON document`, field, { key: 'errors.body.notJson' });
  }
}
