import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createStaticFiles } from './static-files.ts';

describe('createStaticFiles', () => {
  let dir: string;
  let server: http.Server;
  let url: string;
  const unheard: unknown[] = [];
  const onUncaught = (err: unknown) => unheard.push(err);

  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'auberge-static-'));
    fs.mkdirSync(path.join(dir, '_astro'));
    fs.writeFileSync(path.join(dir, '_astro', 'app.js'), 'console.log(1);');
    const serve = createStaticFiles(dir);
    server = http.createServer((req, res) => {
      if (!serve(req, res, (req.url ?? '/').split('?')[0]!)) res.writeHead(404).end();
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    process.on('uncaughtException', onUncaught);
  });
  afterAll(async () => {
    process.off('uncaughtException', onUncaught);
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('serves a bundle with its type and a year of caching, and leaves pages to Astro', async () => {
    const res = await fetch(`${url}/_astro/app.js`, { headers: { 'accept-encoding': 'identity' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(res.headers.get('cache-control')).toContain('immutable');
    expect(await res.text()).toBe('console.log(1);');
    expect((await fetch(`${url}/front-desk`)).status).toBe(404);
    expect((await fetch(`${url}/../etc/passwd.txt`)).status).toBe(404);
  });

  // A file replaced by a new build between its stat and its read: the answer is cut, the server lives on.
  it('a file that cannot be read once its headers are sent cuts that answer and nothing else', async () => {
    const spy = vi.spyOn(fs, 'createReadStream').mockImplementationOnce(() => {
      const broken = new Readable({ read() {} });
      setTimeout(() => broken.destroy(Object.assign(new Error('ENOENT: gone'), { code: 'ENOENT' })), 10);
      return broken as fs.ReadStream;
    });
    await expect(fetch(`${url}/_astro/app.js`, { headers: { 'accept-encoding': 'identity' } }).then((r) => r.text())).rejects.toThrow();
    spy.mockRestore();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(unheard).toEqual([]);
    expect((await fetch(`${url}/_astro/app.js`)).status).toBe(200);
  });
});
