import http from 'node:http';
import { collectNow } from '../../bench/memory.ts';

export interface BigReply {
  status: number;
  body: any;
  /** From the first byte sent to the answer's status line. */
  ms: number;
  /** Bytes the client had written when the answer came. */
  sent: number;
}

export interface BigRequest {
  method?: string;
  headers?: Record<string, string>;
  /** Bytes to send in all; the body is made 64 KB at a time as the socket takes it, never held whole. */
  size: number;
  /** The first bytes of the body (a JSON opening, say); the rest is `fill`. */
  head?: string;
  fill?: string;
  /** Send a Content-Length (else chunked: no length at all). */
  declareLength?: boolean;
}

/**
 * Sends a large body over a real socket, generated on the fly, and resolves as soon as the answer
 * comes (the body may be far from sent): a server that reads it whole shows as a long wait or a
 * reset, one that stops at its limit as a quick 413. Loopback only; the request is dropped after.
 */
export function sendBig(url: string, req: BigRequest): Promise<BigReply> {
  const u = new URL(url);
  const chunk = Buffer.alloc(64 * 1024, req.fill ?? 'a');
  const head = Buffer.from(req.head ?? '');
  return new Promise((resolve, reject) => {
    const started = performance.now();
    let sent = 0;
    let answered = false;
    const r = http.request(
      {
        host: u.hostname,
        port: u.port,
        path: u.pathname + u.search,
        method: req.method ?? 'POST',
        headers: { ...(req.declareLength ? { 'content-length': String(req.size) } : { 'transfer-encoding': 'chunked' }), ...req.headers },
      },
      (res) => {
        answered = true;
        const ms = performance.now() - started;
        const parts: Buffer[] = [];
        res.on('data', (d: Buffer) => parts.push(d));
        res.on('end', () => {
          const text = Buffer.concat(parts).toString('utf8');
          let body: unknown = text;
          try {
            body = JSON.parse(text);
          } catch {
            /* keep the text */
          }
          r.destroy();
          resolve({ status: res.statusCode ?? 0, body, ms, sent });
        });
      },
    );
    // Once answered, what the server does with the rest (drain, close) is no error of the request.
    r.on('error', (err) => {
      if (!answered) reject(err);
    });
    const pump = () => {
      while (!answered && sent < req.size) {
        const first = sent === 0 && head.length ? head : undefined;
        const piece = first ?? chunk.subarray(0, Math.min(chunk.length, req.size - sent));
        sent += piece.length;
        if (!r.write(piece)) return void r.once('drain', pump);
      }
      if (!answered) r.end();
    };
    pump();
  });
}

/** Resident memory of this process, in MB. */
export const rssMb = () => Math.round(process.memoryUsage().rss / 2 ** 20);

/**
 * What this process's JavaScript still holds (heap and buffers), in MB, after a full collection:
 * what a request left behind, where the resident size also counts garbage not yet collected and
 * memory freed but kept by the allocator (a 70 MB upload through a client and an API in one process
 * grew it by 100–260 MB, and the next one shrank it by 300–470, holding nothing).
 */
export function heldMb(): number {
  collectNow();
  const m = process.memoryUsage();
  return Math.round((m.heapUsed + m.arrayBuffers) / 2 ** 20);
}
