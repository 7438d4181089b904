/**
 * `node bench/import-healthz.ts [--file=<bookings.csv.gz>] [--rows=N] [--runs=2] [--roots=<repo>,<repo>…] [--dashboard]`:
 * the history import on the embedded database (a fresh data folder, as a server's), with the
 * server's /healthz answer (checkHealth: a database round trip, as the route runs it) asked every
 * 100 ms throughout. Prints, per run, the import's seconds (and the CPU seconds its process spent,
 * which a loaded machine inflates less), /healthz's median, 95th-percentile and slowest answer.
 * --dashboard seeds the demo hotels first and asks, every 250 ms, the dashboard of one of them
 * (its overview and today's movements, as the desk's dashboard page does). Several roots (a copy
 * of the repository at another commit, say) are run alternately in one session, each import in a
 * process of its own with the server's Node flags: on a shared machine only figures measured side
 * by side compare. --rows imports the file's first N rows (header kept).
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { serverEnv, serverNodeFlags } from '../scripts/server-node-flags.ts';

const arg = (name: string): string | undefined => process.argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);
const ROOT = path.resolve(import.meta.dirname, '..');

interface Answers {
  probes: number;
  p50Ms: number;
  p95Ms: number;
  maxMs: number;
}

interface Run extends Answers {
  root: string;
  ok: boolean;
  importMs: number;
  cpuMs: number;
  failed: number;
  dashboard?: Answers;
  error?: string;
}

const summary = (answers: number[]): Answers => {
  const sorted = [...answers].sort((a, b) => a - b);
  const at = (p: number) => Math.round(sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? 0);
  return { probes: sorted.length, p50Ms: at(0.5), p95Ms: at(0.95), maxMs: Math.round(sorted.at(-1) ?? 0) };
};

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
  const out: Run = { root, ok: false, importMs: 0, cpuMs: 0, probes: 0, p50Ms: 0, maxMs: 0, p95Ms: 0, failed: 0 };
  try {
    await migrate(database);
    await seedReferenceData(database);
    const dashboard = arg('dashboard') ? await dashboardProbe(root, database) : undefined;
    const started = new Date();
    const answers: number[] = [];
    const dashboardAnswers: number[] = [];
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
    const pollDashboard = (async () => {
      while (dashboard && !done) {
        const t0 = performance.now();
        await dashboard();
        dashboardAnswers.push(performance.now() - t0);
        await new Promise((r) => setTimeout(r, 250));
      }
    })();
    const t0 = performance.now();
    const cpu0 = process.cpuUsage();
    try {
      await importHistory(database, file);
      out.ok = true;
    } catch (err) {
      out.error = (err as Error).message;
    }
    out.importMs = Math.round(performance.now() - t0);
    const cpu = process.cpuUsage(cpu0);
    out.cpuMs = Math.round((cpu.user + cpu.system) / 1000);
    done = true;
    await poll;
    await pollDashboard;
    Object.assign(out, summary(answers));
    if (dashboard) out.dashboard = summary(dashboardAnswers);
  } finally {
    await database.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
  console.log(JSON.stringify(out));
  process.exit(0);
}

/**
 * The demo seeded (its two hotels), and a call answering what the desk's dashboard page asks of the
 * first one: its overview and today's movements, for a user of that hotel.
 */
async function dashboardProbe(root: string, database: import('../src/backend/db/client.ts').Database): Promise<() => Promise<void>> {
  const { seedDemoIfEmpty } = (await import(path.join(root, 'src/backend/seed/seed-demo.ts'))) as typeof import('../src/backend/seed/seed-demo.ts');
  const { findHotelOverview } = (await import(
    path.join(root, 'src/backend/modules/dashboard/find-hotel-overview.ts')
  )) as typeof import('../src/backend/modules/dashboard/find-hotel-overview.ts');
  const { countTodaysMovements } = (await import(
    path.join(root, 'src/backend/modules/dashboard/count-todays-movements.ts')
  )) as typeof import('../src/backend/modules/dashboard/count-todays-movements.ts');
  await seedDemoIfEmpty(database);
  const [hotel] = await database.query<{ group_id: number; name: string; timezone: string }>(
    'select group_id, name, timezone from hotels where group_id <> 0 order by group_id limit 1',
  );
  const user: import('../src/lib/domain/session-user.ts').SessionUser = {
    userId: 1,
    code: 'bench',
    username: 'bench',
    name: 'Bench',
    email: '',
    language: 'en',
    groupId: hotel!.group_id,
    groupName: hotel!.name,
    groupTimezone: hotel!.timezone,
    groupAttributes: [],
    posId: null,
    posName: null,
    customerId: null,
    roles: ['admin'],
    permissions: [],
    preferredGroups: [],
    preferredPos: [],
  };
  return async () => {
    const now = new Date();
    await findHotelOverview(database.db, { user, groupId: user.groupId, now });
    await countTodaysMovements(database.db, { user, groupId: user.groupId, now, partnerId: null });
  };
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
    const flags = [
      '--child=1',
      `--root=${root}`,
      `--file=${file}`,
      ...(arg('dashboard') !== undefined || process.argv.includes('--dashboard') ? ['--dashboard=1'] : []),
    ];
    const child = spawn(process.execPath, [...serverNodeFlags(), import.meta.filename, ...flags], {
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
        resolve({ root, ok: false, importMs: 0, cpuMs: 0, probes: 0, p50Ms: 0, maxMs: 0, p95Ms: 0, failed: 0, error: last.slice(0, 200) });
      }
    });
  });

for (let i = 0; i < runs; i++) {
  for (const root of roots) {
    const r = await runOne(root);
    const said = (a: Answers) => `p50 ${a.p50Ms} ms, p95 ${a.p95Ms} ms, max ${a.maxMs} ms over ${a.probes} probes`;
    console.log(
      `${path.basename(r.root).padEnd(12)} import ${(r.importMs / 1000).toFixed(1)} s (cpu ${(r.cpuMs / 1000).toFixed(1)} s)${r.ok ? '' : ` FAILED ${r.error ?? ''}`}; /healthz ${said(r)}${r.failed ? `, ${r.failed} not 200` : ''}${r.dashboard ? `; dashboard ${said(r.dashboard)}` : ''}; load ${os.loadavg()[0]!.toFixed(1)}`,
    );
  }
}
