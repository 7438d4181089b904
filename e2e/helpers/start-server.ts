import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

export interface StartedServer {
  url: string;
  dataDir: string;
  child: ChildProcess;
  stop(): Promise<void>;
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const port = (srv.address() as net.AddressInfo).port;
      srv.close(() => resolve(port));
    });
  });
}

/**
 * Starts the built server (dist/) on a free 127.0.0.1 port with a fresh data folder. The server
 * exits by itself if this process dies (AUBERGE_EXIT_WITH_PARENT) or after maxLifetimeS.
 */
export async function startBuiltServer(opts: { env?: Record<string, string>; maxLifetimeS?: number; log?: string } = {}): Promise<StartedServer> {
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'auberge-e2e-'));
  const url = `http://127.0.0.1:${port}`;
  const log = fs.openSync(opts.log ?? path.join(dataDir, 'server.log'), 'a');
  const child = spawn(process.execPath, ['src/server/main.ts'], {
    env: {
      ...process.env,
      HOST: '127.0.0.1',
      PORT: String(port),
      PUBLIC_URL: url,
      DATA_DIR: dataDir,
      AUBERGE_EXIT_WITH_PARENT: String(process.pid),
      AUBERGE_MAX_LIFETIME_S: String(opts.maxLifetimeS ?? 1800),
      ...opts.env,
    },
    stdio: ['ignore', log, log],
  });
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited with code ${child.exitCode}; see ${path.join(dataDir, 'server.log')}`);
    try {
      const r = await fetch(`${url}/healthz`);
      if (r.status === 200) break;
    } catch {
      /* not listening yet */
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`the server did not become healthy within 120 s; see ${path.join(dataDir, 'server.log')}`);
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  return {
    url,
    dataDir,
    child,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
        child.once('exit', () => {
          clearTimeout(timer);
          fs.rmSync(dataDir, { recursive: true, force: true });
          resolve();
        });
        child.kill('SIGTERM');
      }),
  };
}
