/**
 * `npm start`: builds the app, then runs the server. One Node process supervises both steps and
 * passes SIGINT/SIGTERM on to the step running, so the server stops cleanly whichever process of
 * the start receives the signal (npm, this script, or the server itself); the server also stops
 * on its own if this script is killed outright (AUBERGE_EXIT_WITH_PARENT).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { builtServerEntry, serverEnv, serverNodeFlags } from './server-node-flags.ts';

const root = path.resolve(import.meta.dirname, '..');
let current: ChildProcess | undefined;
let stopping = false;

for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
  process.on(signal, () => {
    stopping = true;
    if (current && current.exitCode === null) current.kill(signal);
    else process.exit(130);
  });
}

// A parent that dies without passing the signal on (a shell between npm and us) must not leave the server behind.
const parent = process.ppid;
setInterval(() => {
  if (process.ppid !== parent) process.emit('SIGTERM');
}, 1000).unref();

function run(args: string[], env: NodeJS.ProcessEnv = process.env): Promise<number> {
  return new Promise((resolve) => {
    current = spawn(process.execPath, args, { stdio: 'inherit', env });
    current.on('exit', (code, signal) => resolve(code ?? (signal ? 128 : 1)));
  });
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
process.exit(await run([...serverNodeFlags(), builtServerEntry(dist)], serverEnv({ ...process.env, AUBERGE_EXIT_WITH_PARENT: String(process.pid) })));
