/**
 * `node bench/import-healthz.ts [--file=<bookings.csv.gz>] [--rows=N] [--runs=2] [--roots=<repo>,<repo>…]`:
 * the history import on the embedded database (a fresh data folder, as a server's), with the
 * server's /healthz answer (checkHealth: a database round trip, as the route runs it) asked every
 * 100 ms throughout. Prints, per run, the import's seconds and /healthz's slowest and 95th-percentile
 * answer. Several roots (a copy of the repository at another commit, say) are run alternately in one
 * session, each import in a process of its own with the server's Node flags: on a shared machine
 * only figures measured side by side compare. --rows imports the file's first N rows (header kept).
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { serverEnv, serverNodeFlags } from '../scripts/server-node-flags.ts';

const arg = (name: string): string | undefined => process.argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);
const ROOT = path.resolve(import.meta.dirname, '..');

interface Run {
  root: string;
  ok: boolean;
  importMs: number;
  probes: number;
  maxMs: number;
  p95Ms: number;
  failed: number;
  error?: string;
}

if (arg('child')) {
  // One import, in this process: the root's own code.
  const root = arg('root')!;
  const file = arg('file')!;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'auberge-import-bench-'));
  const { openDatabase } = (await import(path.join(root, 'src/backend/db/client.ts'))) as typeof import('../src/backend/db/client.ts');
  const { migrate } = (await import(path.join(root, 'src/backend/db/migrate.ts'))) as typeof import('../src/backend/db/migrate.ts');
  const { seedReferenceData } = (await import(path.join(root, 'src/backend/seed/seed-reference.ts'))) as typeof import('../src/backend/seed/seed-reference.ts');
  const { importHistory } = (await import(
    path.join(root, 'src/backend/modules/history-import/import-history.ts')
  )) as typeof import('../src/backend/modules/history-import/import-history.ts');
  const { checkHealth } = (await import(path.join(root, 'src/server/health.ts'))) as typeof import('../src/server/health.ts');
  const database = await openDatabase({ dataDir });
  const out: Run = { root, ok: false, importMs: 0, probes: 0, maxMs: 0, p95Ms: 0, failed: 0 };
  try {
    await migrate(database);
    await seedReferenceData(database);
    const started = new Date();
    const answers: number[] = [];
    let done = false;
    const poll = (async () => {
      while (!done) {
        const t0 = performance.now();
        const h = await checkHealth(database, 'bench', started, 10_000);
        answers.push(performance.now() - t0);
        if (h.status !== 200) out.failed++;
        await new Promise((r) => setTimeout(r, 100));
      }
    })();
    const t0 = performance.now();
    try {
      await importHistory(database, file);
      out.ok = true;
    } catch (err) {
      out.error = (err as Error).message;
    }
    out.importMs = Math.round(performance.now() - t0);
    done = true;
    await poll;
    const sorted = answers.sort((a, b) => a - b);
    out.probes = sorted.length;
    out.maxMs = Math.round(sorted.at(-1) ?? 0);
    out.p95Ms = Math.round(sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * 0.95))] ?? 0);
  } finally {
    await database.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
  console.log(JSON.stringify(out));
  process.exit(0);
}

const roots = (arg('roots') ?? ROOT).split(',').map((r) => path.resolve(r));
const runs = Number(arg('runs') ?? 1);
let file = path.resolve(arg('file') ?? path.join(ROOT, '..', 'shared', 'data', 'hotel_bookings.csv.gz'));
const rows = arg('rows');
if (rows) {
  // The first N rows: a file of their own (gzip read whole: the real file is 16 MB as text).
  const text = zlib.gunzipSync(fs.readFileSync(file)).toString('utf8');
  const lines = text.split('\n');
  const slice = path.join(os.tmpdir(), `auberge-import-bench-${rows}.csv`);
  fs.writeFileSync(slice, `${lines.slice(0, Number(rows) + 1).join('\n')}\n`);
  file = slice;
}

const runOne = (root: string) =>
  new Promise<Run>((resolve) => {
    const out: Buffer[] = [];
    const child = spawn(process.execPath, [...serverNodeFlags(), import.meta.filename, '--child=1', `--root=${root}`, `--file=${file}`], {
      env: serverEnv({ ...process.env }),
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    child.stdout.on('data', (b: Buffer) => out.push(b));
    child.on('close', () => {
      const lines = Buffer.concat(out).toString('utf8').trim().split('\n');
      const last = lines.pop() ?? '';
      // IMPORT_TIMING=1: the import's own timing lines (import-history.ts), before the figures.
      if (lines.length) console.log(lines.join('\n'));
      try {
        resolve(JSON.parse(last) as Run);
      } catch {
        resolve({ root, ok: false, importMs: 0, probes: 0, maxMs: 0, p95Ms: 0, failed: 0, error: last.slice(0, 200) });
      }
    });
  });

for (let i = 0; i < runs; i++) {
  for (const root of roots) {
    const r = await runOne(root);
    console.log(
      `${path.basename(r.root).padEnd(12)} import ${(r.importMs / 1000).toFixed(1)} s${r.ok ? '' : ` FAILED ${r.error ?? ''}`}; /healthz max ${r.maxMs} ms, p95 ${r.p95Ms} ms over ${r.probes} probes${r.failed ? `, ${r.failed} not 200` : ''}`,
    );
  }
}
