import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { buildServerEntry } from '../../scripts/build-server-entry.ts';

const root = path.resolve(import.meta.dirname, '..', '..');
/** The pages' build (astro build): the server's own entry is bundled fresh from the sources beside it. */
export const ASTRO_ENTRY = path.join(root, 'dist', 'server', 'entry.mjs');

/**
 * A build folder for real server processes: the pages of the last `astro build` (linked, not
 * copied) and the server entry bundled now from the current sources, so a test runs the code it
 * tests. Returns the folder; remove it when done.
 */
export async function serverBuild(): Promise<string> {
  // Inside the project, so the bundle's package imports find node_modules.
  const cache = path.join(root, 'node_modules', '.cache');
  fs.mkdirSync(cache, { recursive: true });
  const dist = fs.mkdtempSync(path.join(cache, 'auberge-dist-'));
  for (const part of ['server', 'client']) fs.symlinkSync(path.join(root, 'dist', part), path.join(dist, part));
  await buildServerEntry(dist);
  return dist;
}

export async function freePort(): Promise<number> {
  const s = net.createServer();
  await new Promise<void>((r) => s.listen(0, '127.0.0.1', r));
  const port = (s.address() as net.AddressInfo).port;
  await new Promise<void>((r) => s.close(() => r()));
  return port;
}

export interface Running {
  child: ChildProcess;
  output: () => string;
  exited: Promise<number | null>;
}

/** Starts a process of the project (a script or the built server) with the environment given, its output kept. */
export function runProcess(args: string[], env: Record<string, string>): Running {
  const child = spawn(process.execPath, args, {
    cwd: root,
    env: { ...process.env, HOST: '127.0.0.1', SEED_DEMO: 'false', AUBERGE_MAX_LIFETIME_S: '900', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  child.stdout!.on('data', (d) => (out += d));
  child.stderr!.on('data', (d) => (out += d));
  const exited = new Promise<number | null>((r) => child.on('exit', (code) => r(code)));
  return { child, output: () => out, exited };
}

/** Waits until GET url/healthz answers 200 (or the time is up: false). */
export async function healthy(port: number, withinMs: number): Promise<boolean> {
  const until = Date.now() + withinMs;
  while (Date.now() < until) {
    try {
      const r = await fetch(`http://127.0.0.1:${port}/healthz`, { signal: AbortSignal.timeout(5000) });
      if (r.ok) return true;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  return false;
}
