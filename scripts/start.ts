/**
 * `npm start`: builds the app, then runs the server. One Node process supervises both steps and
 * passes SIGINT/SIGTERM on to the step running, so the server stops cleanly whichever process of
 * the start receives the signal (npm, this script, or the server itself); the server also stops
 * on its own if this script is killed outright (AUBERGE_EXIT_WITH_PARENT).
 *
 * The server comes back: a server process that dies once serving (out of memory, a crash, kill -9)
 * is started again, the reason logged, after a growing pause (1, 2, 4 … 30 s), and no more than
 * RESTART_LIMIT times in RESTART_WINDOW_MS (a server that keeps dying is left down, loudly). The
 * dead process's hold on the embedded database's folder (folder-lock.ts) ends with it: its lock
 * names a process that no longer exists, which the next server takes over. A server that stops on
 * its own before serving (bad configuration, a port or folder in use) is not restarted.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { builtServerEntry, serverEnv, serverNodeFlags } from './server-node-flags.ts';

const root = path.resolve(import.meta.dirname, '..');
let current: ChildProcess | undefined;
let stopping = false;

for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
  process.on(signal, () => {
    stopping = true;
    if (current && current.exitCode === null && current.signalCode === null) current.kill(signal);
    else process.exit(130);
  });
}

// A parent that dies without passing the signal on (a shell between npm and us) must not leave the server behind.
const parent = process.ppid;
setInterval(() => {
  if (process.ppid !== parent) process.emit('SIGTERM');
}, 1000).unref();

interface Ended {
  code: number | null;
  signal: NodeJS.Signals | null;
  pid: number | undefined;
  served: boolean;
}

function runChild(args: string[], env: NodeJS.ProcessEnv = process.env, ipc = false): Promise<Ended> {
  return new Promise((resolve) => {
    let served = false;
    const child = spawn(process.execPath, args, { stdio: ipc ? ['inherit', 'inherit', 'inherit', 'ipc'] : 'inherit', env });
    current = child;
    child.on('message', (msg: unknown) => {
      if ((msg as { auberge?: string } | null)?.auberge === 'serving') served = true;
    });
    child.on('exit', (code, signal) => resolve({ code, signal, pid: child.pid, served }));
  });
}

async function run(args: string[], env: NodeJS.ProcessEnv = process.env): Promise<number> {
  const { code, signal } = await runChild(args, env);
  return code ?? (signal ? 128 : 1);
}

const RESTART_LIMIT = 5;
const RESTART_WINDOW_MS = 5 * 60_000;

/** Runs the server, and again each time it dies after serving (see above). Resolves with the exit code to end with. */
async function supervise(args: string[], env: NodeJS.ProcessEnv): Promise<number> {
  const restarts: number[] = [];
  for (;;) {
    const ended = await runChild(args, env, true);
    const code = ended.code ?? 128 + (ended.signal ? (os.constants.signals[ended.signal] ?? 0) : 1);
    if (stopping || ended.code === 0 || !ended.served) return code;
    const now = Date.now();
    while (restarts.length && now - restarts[0]! > RESTART_WINDOW_MS) restarts.shift();
    const why = ended.signal ? `killed by ${ended.signal}` : `exit code ${ended.code}`;
    if (restarts.length >= RESTART_LIMIT) {
      console.error(
        `[auberge] the server (process ${ended.pid}) died: ${why}. It died ${RESTART_LIMIT + 1} times within ${RESTART_WINDOW_MS / 60_000} minutes: not restarting it; see the log above.`,
      );
      return code;
    }
    restarts.push(now);
    const pause = Math.min(30_000, 1000 * 2 ** (restarts.length - 1));
    console.error(
      `[auberge] the server (process ${ended.pid}) died: ${why}. Restarting it in ${pause / 1000} s (restart ${restarts.length} of at most ${RESTART_LIMIT} in ${RESTART_WINDOW_MS / 60_000} minutes).`,
    );
    // A signal meanwhile ends this process at once (no server is running: see the handlers above).
    await new Promise<void>((resolve) => setTimeout(resolve, pause));
    if (stopping) return 130;
  }
}

// `--serve-only` (npm run serve): the build is already there.
if (!process.argv.includes('--serve-only')) {
  const built = await run([path.join(root, 'node_modules', 'astro', 'bin', 'astro.mjs'), 'build']);
  if (built !== 0 || stopping) process.exit(built || 130);
}
// The server runs from its bundle in the build folder (plain JavaScript, see build-server-entry.ts).
const dist = process.env['AUBERGE_DIST'] ? path.resolve(process.env['AUBERGE_DIST']) : path.join(root, 'dist');
if (!fs.existsSync(builtServerEntry(dist))) {
  console.error(`\n[auberge] cannot start: the app is not built (${builtServerEntry(dist)} is missing). Run 'npm run build' or simply 'npm start'.\n`);
  process.exit(1);
}
process.exit(
  await supervise(
    [...serverNodeFlags(), builtServerEntry(dist)],
    serverEnv({ ...process.env, AUBERGE_EXIT_WITH_PARENT: String(process.pid), AUBERGE_SUPERVISED: '1' }),
  ),
);
