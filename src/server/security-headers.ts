import { createHash } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import islandScript from 'astro/runtime/server/astro-island.prebuilt.js';
import idleDirective from 'astro/runtime/client/idle.prebuilt.js';
import loadDirective from 'astro/runtime/client/load.prebuilt.js';
import mediaDirective from 'astro/runtime/client/media.prebuilt.js';
import onlyDirective from 'astro/runtime/client/only.prebuilt.js';
import visibleDirective from 'astro/runtime/client/visible.prebuilt.js';
import { compressBody } from './compress-body.ts';

/**
 * Headers every answer carries (pages, API, static files, the identity provider, errors), and the
 * Content-Security-Policy of HTML pages. Astro inlines a few small scripts (the islands' loader);
 * each page's inline scripts are allowed by their SHA-256 hash, never by 'unsafe-inline'. The hashes
 * seen so far are kept (a few dozen distinct ones), so a page the client router swaps in keeps
 * running under the policy of the first page it loaded.
 */
export interface SecurityOptions {
  publicUrl: string;
  /** Origins a form may post to besides our own (an external identity provider). */
  formOrigins?: string[];
}

const scriptHash = (body: string | Buffer) => `'sha256-${createHash('sha256').update(body).digest('base64')}'`;

/**
 * Astro's own inline scripts, the island loader and each client directive's (Astro writes their text
 * as is), allowed from the first page on: a page the client router swaps in (a form's answer, such as
 * the closing's simulation, which adds a `client:load` island) may need one its first page had not,
 * and it would not run under the first page's policy.
 */
export const ASTRO_SCRIPT_HASHES: readonly string[] = [islandScript, loadDirective, idleDirective, visibleDirective, mediaDirective, onlyDirective].map(
  scriptHash,
);

const seenScriptHashes = new Set<string>(ASTRO_SCRIPT_HASHES);
const MAX_HASHES = 200;
/** A data block (`<script type="application/json">`) never runs: it needs no hash. */
const DATA_BLOCK = /\stype\s*=\s*["']?application\/json/i;
const HAS_SRC = /\ssrc\s*=/i;
const OPEN = Buffer.from('<script');
const CLOSE = Buffer.from('</script>');

/**
 * The hashes of a page's inline scripts, read from its bytes: the page is never turned into one
 * string nor scanned by a regular expression (the calendar's is 230 KB, most of it a data block).
 * Our pages come from Astro and React, which write tags in lower case; a script written otherwise
 * gets no hash, so the browser refuses to run it.
 */
export function inlineScriptHashes(page: string | Buffer): string[] {
  const html = typeof page === 'string' ? Buffer.from(page, 'utf8') : page;
  const out: string[] = [];
  for (let at = html.indexOf(OPEN); at !== -1; at = html.indexOf(OPEN, at)) {
    const next = html[at + OPEN.length];
    const tagEnd = html.indexOf(0x3e /* > */, at + OPEN.length);
    // '<scripts…' or a tag that never closes: not a script element.
    if (tagEnd === -1 || (next !== 0x3e && next !== 0x20 && next !== 0x09 && next !== 0x0a && next !== 0x0d)) {
      at += OPEN.length;
      continue;
    }
    const attributes = html.toString('utf8', at + OPEN.length, tagEnd);
    const bodyEnd = html.indexOf(CLOSE, tagEnd + 1);
    if (bodyEnd === -1) break;
    const body = html.subarray(tagEnd + 1, bodyEnd);
    at = bodyEnd + CLOSE.length;
    if (HAS_SRC.test(attributes) || DATA_BLOCK.test(attributes) || body.every((b) => b === 0x20 || b === 0x09 || b === 0x0a || b === 0x0d || b === 0x0c))
      continue;
    out.push(scriptHash(body));
  }
  return out;
}

export function pageCsp(html: string | Buffer, opts: SecurityOptions): string {
  const own = inlineScriptHashes(html);
  for (const h of own) if (seenScriptHashes.size < MAX_HASHES) seenScriptHashes.add(h);
  const scripts = [...new Set([...seenScriptHashes, ...own])];
  return [
    "default-src 'self'",
    `script-src 'self' ${scripts.join(' ')}`.trim(),
    // React and Astro set style attributes: styles may be inline, scripts may not.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    `form-action 'self'${(opts.formOrigins ?? []).map((o) => ` ${o}`).join('')}`,
    "frame-ancestors 'none'",
  ].join('; ');
}

/** What is not a page: nothing may run, nothing may frame it. */
export const NON_PAGE_CSP = "default-src 'none'; frame-ancestors 'none'";

/** The headers set before any handler runs; handlers may override Cache-Control (static files do). */
export function setBaseHeaders(res: ServerResponse, opts: SecurityOptions): void {
  res.setHeader('x-content-type-options', 'nosniff');
  res.setHeader('referrer-policy', 'same-origin');
  res.setHeader('x-frame-options', 'DENY');
  res.setHeader('cross-origin-opener-policy', 'same-origin');
  res.setHeader('content-security-policy', NON_PAGE_CSP);
  // Pages and API answers carry guests' personal data: never stored by a browser or a proxy.
  res.setHeader('cache-control', 'no-store');
  if (opts.publicUrl.startsWith('https:')) res.setHeader('strict-transport-security', 'max-age=31536000; includeSubDomains');
}

const COMPRESSIBLE = /^(text\/|application\/(json|javascript|xml)|image\/svg\+xml)/i;
export const MIN_COMPRESS_BYTES = 1024;

/** 'br', 'gzip' or null from an Accept-Encoding header (brotli preferred). */
export function pickEncoding(accept: string | undefined): 'br' | 'gzip' | null {
  // Read token by token: the pattern this replaces backtracked over runs of spaces (a 16 KB header of
  // spaces after 'gzip' held the server's thread ~2 s per request).
  const accepted = new Set<string>();
  for (const part of (accept ?? '').toLowerCase().split(',')) {
    const [token = '', ...params] = part.split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const weight = q === undefined ? 1 : /^[0-9.]+$/.test(q.slice(2).trim()) ? Number(q.slice(2).trim()) : 0;
    if (weight > 0) accepted.add(token.trim());
  }
  const allowed = (name: string) => accepted.has(name);
  if (allowed('br')) return 'br';
  if (allowed('gzip')) return 'gzip';
  return null;
}

/**
 * Buffers a dynamic answer (a page, an API answer) to give HTML its CSP, and compresses text
 * answers above 1 KB with brotli or gzip when the client accepts it. Streaming answers other than
 * HTML and text (files, downloads) pass through untouched once they are not compressible.
 */
export function filterResponse(req: IncomingMessage, res: ServerResponse, opts: SecurityOptions): void {
  const chunks: Buffer[] = [];
  const write = res.write.bind(res) as (chunk: unknown, ...rest: unknown[]) => boolean;
  const end = res.end.bind(res) as (...args: unknown[]) => ServerResponse;
  const writeHead = res.writeHead;
  // Node writes implicit headers through res.writeHead: put the real one back before any output.
  const restore = () => {
    res.writeHead = writeHead;
  };
  let passthrough: boolean | undefined;
  const decide = () => {
    if (passthrough !== undefined) return passthrough;
    const type = String(res.getHeader('content-type') ?? '');
    passthrough = req.method === 'HEAD' || res.getHeader('content-encoding') !== undefined || !(/^text\/html/i.test(type) || COMPRESSIBLE.test(type));
    if (passthrough) restore();
    return passthrough;
  };
  const toBuffer = (chunk: unknown, encoding?: unknown): Buffer =>
    Buffer.isBuffer(chunk)
      ? chunk
      : chunk instanceof Uint8Array
        ? Buffer.from(chunk)
        : Buffer.from(String(chunk), (typeof encoding === 'string' ? encoding : 'utf8') as BufferEncoding);

  // Astro writes its status and headers with writeHead: keep them on the response instead, so the
  // CSP, Content-Encoding and Content-Length can still be set once the body is known.
  res.writeHead = ((status: number, ...rest: unknown[]) => {
    res.statusCode = status;
    const headers = rest.find((r) => typeof r === 'object' && r !== null);
    if (Array.isArray(headers)) {
      const pairs: [string, unknown][] = Array.isArray(headers[0]) ? (headers as [string, unknown][]) : [];
      if (!pairs.length) for (let i = 0; i + 1 < headers.length; i += 2) pairs.push([String(headers[i]), headers[i + 1]]);
      const grouped = new Map<string, string[]>();
      for (const [k, v] of pairs) grouped.set(k.toLowerCase(), [...(grouped.get(k.toLowerCase()) ?? []), String(v)]);
      for (const [k, v] of grouped) res.setHeader(k, v.length === 1 ? v[0]! : v);
    } else if (headers) {
      for (const [k, v] of Object.entries(headers as Record<string, string | string[] | number | undefined>)) if (v !== undefined) res.setHeader(k, v);
    }
    return res;
  }) as typeof res.writeHead;

  res.write = ((chunk: unknown, ...rest: unknown[]) => {
    if (decide()) return write(chunk, ...rest);
    chunks.push(toBuffer(chunk, rest[0]));
    const cb = rest.find((r) => typeof r === 'function') as (() => void) | undefined;
    cb?.();
    return true;
  }) as typeof res.write;

  res.end = ((...args: unknown[]) => {
    const [chunk, encoding] = args;
    const cb = args.find((a) => typeof a === 'function') as (() => void) | undefined;
    if (decide()) return end(...args);
    if (chunk !== undefined && typeof chunk !== 'function') chunks.push(toBuffer(chunk, encoding));
    let body: Buffer = Buffer.concat(chunks);
    const type = String(res.getHeader('content-type') ?? '');
    if (/^text\/html/i.test(type) && !res.headersSent) res.setHeader('content-security-policy', pageCsp(body, opts));
    const encodingName = body.length >= MIN_COMPRESS_BYTES ? pickEncoding(req.headers['accept-encoding']) : null;
    if (!res.headersSent) {
      res.setHeader('vary', 'Accept-Encoding');
      if (encodingName) {
        body = compressBody(body, encodingName);
        res.setHeader('content-encoding', encodingName);
      }
      res.setHeader('content-length', body.length);
    }
    restore();
    end(body);
    cb?.();
    return res;
  }) as typeof res.end;
}
