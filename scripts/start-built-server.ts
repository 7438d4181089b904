import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import { builtServerEntry, serverEnv, serverNodeFlags } from './server-node-flags.ts';

export interface StartOptions {
  root: string;
  dist: string;
  dataDir?: string;
  databaseUrl?: string;
  logFile: string;
  /** The server stops by itself after this, even if the harness is killed hard. */
  maxLifetimeS: number;
  /** More environment for the server (WORKERS, say). */
  env?: Record<string, string>;
}

export interface RunningServer {
  url: string;
  /** The server process (its memory is read from /proc by the bench). */
  pid: number | undefined;
  startMs: number;
  stop(): Promise<void>;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = net.createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const port = (s.address() as net.AddressInfo).port;
      s.close(() => resolve(port));
    });
  });
}

const tail = (file: string, lines = 15): string => {
  try {
    return fs.readFileSync(file, 'utf8').trim().split('\n').slice(-lines).join('\n');
  } catch {
    return '(no output)';
  }
};

/** Starts the built server (its bundle in the build folder, from src/server/main.ts) on a free 127.0.0.1 port and waits until /healthz answers 200 (benchmarks and browser tests). */
export async function startServer(opts: StartOptions, timeoutMs = 180_000): Promise<RunningServer> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const log = fs.openSync(opts.logFile, 'a');
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    HOST: '127.0.0.1',
    PORT: String(port),
    PUBLIC_URL: url,
    SEED_DEMO: 'true',
    AUBERGE_DIST: opts.dist,
    AUBERGE_EXIT_WITH_PARENT: String(process.pid),
    AUBERGE_MAX_LIFETIME_S: String(opts.maxLifetimeS),
    LOG_LEVEL: 'warn',
    ...opts.env,
  };
  delete env['DATABASE_URL'];
  delete env['DATA_DIR'];
  if (opts.databaseUrl) env['DATABASE_URL'] = opts.databaseUrl;
  if (opts.dataDir) env['DATA_DIR'] = opts.dataDir;
  const started = performance.now();
  const child: ChildProcess = spawn(process.execPath, [...serverNodeFlags(env), builtServerEntry(opts.dist)], {
    cwd: opts.root,
    env: serverEnv(env),
    stdio: ['ignore', log, log],
  });
  let exited: number | null | undefined;
  const exit = new Promise<void>((resolve) => child.once('exit', (code) => ((exited = code), resolve())));

  const stop = async () => {
    if (exited === undefined) {
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
      await exit;
      clearTimeout(timer);
    }
    fs.closeSync(log);
  };

  while (performance.now() - started < timeoutMs) {
    if (exited !== undefined) {
      await stop();
      throw new Error(`the server exited (code ${exited}) before answering /healthz. Its last output (${opts.logFile}):\n${tail(opts.logFile)}`);
    }
    try {
      const res = await fetch(`${url}/healthz`);
      await res.arrayBuffer();
      if (res.status === 200) return { url, pid: child.pid, startMs: Math.round(performance.now() - started), stop };
    } catch {
      /* not listening yet */
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  await stop();
  throw new Error(`the server did not answer /healthz with 200 within ${timeoutMs / 1000} s. Its last output:\n${tail(opts.logFile)}`);
}
