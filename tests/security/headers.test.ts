import http from 'node:http';
import zlib from 'node:zlib';
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRequestListener, type NodeHandler } from '../../src/server/app-server.ts';
import type { Runtime } from '../../src/server/runtime.ts';
import { pickEncoding } from '../../src/server/security-headers.ts';

/** Security headers and compression on a page, an API answer and an error page, through our own server entry. */
const SCRIPT = '(()=>{window.islandsReady=true})();';
const PAGE = `<!doctype html><html><head><script>${SCRIPT}</script><script type="module" src="/_astro/x.js"></script></head><body>${'<p>Réservations</p>'.repeat(200)}</body></html>`;

/** Stands in for Astro's handler: it writes its status and headers with writeHead, as @astrojs/node does. */
const astro: NodeHandler = (req, res) => {
  if (req.url === '/page') {
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    res.end(PAGE);
  } else if (req.url === '/api/pms/reservations') {
    res.writeHead(200, [
      ['content-type', 'application/json'],
      ['x-request-id', 'r1'],
    ]);
    res.end(JSON.stringify(Array.from({ length: 50 }, (_, i) => ({ id: i, guestName: 'Karim Bennani' }))));
  } else {
    res.writeHead(404, { 'content-type': 'text/html; charset=utf-8' });
    res.end('<!doctype html><p>404</p>');
  }
};

function serve(publicUrl: string): Promise<{ url: string; close: () => Promise<void> }> {
  const runtime = { config: { publicUrl, oidcIssuer: undefined } } as unknown as Runtime;
  const server = http.createServer(createRequestListener(runtime, astro, []));
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      resolve({ url: `http://127.0.0.1:${port}`, close: () => new Promise<void>((r) => server.close(() => r())) });
    }),
  );
}

function get(url: string, encoding?: string): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers: encoding ? { 'accept-encoding': encoding } : {} }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
      })
      .on('error', reject);
  });
}

let plain: Awaited<ReturnType<typeof serve>>;
let secure: Awaited<ReturnType<typeof serve>>;
beforeAll(async () => {
  plain = await serve('http://127.0.0.1');
  secure = await serve('https://pms.example');
});
afterAll(async () => {
  await plain?.close();
  await secure?.close();
});

describe('security headers and compression', () => {
  it('a page: a CSP allowing its inline script by hash only, no framing, nosniff, no-store', async () => {
    const r = await get(`${plain.url}/page`);
    expect(r.status).toBe(200);
    const csp = String(r.headers['content-security-policy']);
    const hash = createHash('sha256').update(SCRIPT).digest('base64');
    const scriptSrc = csp.split(';').find((d) => d.trim().startsWith('script-src')) ?? '';
    // Its own inline script by hash, beside Astro's island and directive scripts (allowed from the first page on).
    expect(scriptSrc.trim().startsWith("script-src 'self' ")).toBe(true);
    expect(scriptSrc).toContain(`'sha256-${hash}'`);
    expect(scriptSrc).not.toContain('unsafe-inline');
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(r.headers['x-content-type-options']).toBe('nosniff');
    expect(r.headers['referrer-policy']).toBe('same-origin');
    expect(r.headers['cache-control']).toBe('no-store');
    expect(r.headers['strict-transport-security']).toBeUndefined();
    expect(r.body.toString()).toBe(PAGE);
  });

  it('an API answer and an error page carry them too; HSTS when PUBLIC_URL is https', async () => {
    for (const path of ['/api/pms/reservations', '/no/such/page']) {
      const r = await get(`${secure.url}${path}`);
      expect(r.headers['x-content-type-options']).toBe('nosniff');
      expect(String(r.headers['content-security-policy'])).toContain("frame-ancestors 'none'");
      expect(r.headers['cache-control']).toBe('no-store');
      expect(r.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    }
    expect((await get(`${secure.url}/api/pms/reservations`)).headers['x-request-id']).toBe('r1');
    expect((await get(`${secure.url}/no/such/page`)).status).toBe(404);
  });

  it('compresses pages and API answers above 1 KB with brotli or gzip, as the client accepts', async () => {
    const br = await get(`${plain.url}/page`, 'gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(zlib.brotliDecompressSync(br.body).toString()).toBe(PAGE);
    expect(br.body.length).toBeLessThan(PAGE.length / 4);
    const gz = await get(`${plain.url}/api/pms/reservations`, 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(zlib.gunzipSync(gz.body).toString())).toHaveLength(50);
    expect((await get(`${plain.url}/no/such/page`, 'br')).headers['content-encoding']).toBeUndefined();
    expect(pickEncoding('gzip;q=0, br;q=0')).toBeNull();
    expect(pickEncoding('gzip')).toBe('gzip');
  });
});
