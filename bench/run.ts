/**
 * `npm run bench`: build, prepare a database at scale, start the server, sign in, and measure every
 * target of targets.ts. Prints a table and writes bench/results/latest.json.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ArgsError, parseArgs, type BenchArgs } from './args.ts';
import { prepareDatabase, BENCH_USER, type Prepared } from './prepare.ts';
import { startServer, type RunningServer } from '../scripts/start-built-server.ts';
import { signIn } from './sign-in.ts';
import { TARGETS, type Target, type TargetContext } from './targets.ts';
import { load, sequential, timeFlow } from './measure.ts';
import { measureJsWeight } from './js-weight.ts';
import { discover } from './discover.ts';
import { checkInCycle } from './check-in-cycle.ts';
import { timeClosingApply } from './closing-apply.ts';
import { timeHistoryImport } from './history-import-time.ts';
import { measureCalendarPaint } from './calendar-paint.ts';
import { formatTable, writeResults, type TargetResult } from './report.ts';
import { round } from './stats.ts';
import { readMemory, readServerRssMb, readWorkersMemory, type MemoryReading } from './memory.ts';
import { formatMachine, measureMachine } from './calibrate.ts';
import { addDays, todayUtc } from '../src/lib/domain/days.ts';
import { runGroup } from './group-run.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const BENCH_PASSWORD = process.env['BENCH_PASSWORD'] || 'auberge';
/** The two hotels' real bookings beside the repository (read in place, never copied). */
const DEFAULT_IMPORT_FILE = path.resolve(root, '..', 'shared', 'data', 'hotel_bookings.csv.gz');
const log = (msg: string) => console.log(`[bench] ${msg}`);
/** The most telling line of a multi-line error: the last one naming an error, not a stack frame. */
const lastLine = (text: string) => {
  const lines = text
    .trim()
    .split('\n')
    .map((l) => l.trim())
    .filter((l) => l && !l.startsWith('at ') && !l.startsWith('Node.js v'));
  return lines.filter((l) => /error|cannot|failed/i.test(l)).slice(-1)[0] ?? lines.slice(-1)[0] ?? text;
};

function build(dist: string, logFile: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const out = fs.openSync(logFile, 'a');
    const child = spawn(path.join(root, 'node_modules/.bin/astro'), ['build'], {
      cwd: root,
      env: { ...process.env, AUBERGE_DIST: dist },
      stdio: ['ignore', out, out],
    });
    child.once('exit', (code) => {
      fs.closeSync(out);
      if (code === 0) resolve();
      else reject(new Error(`astro build failed (exit ${code}); its output:\n${fs.readFileSync(logFile, 'utf8').trim().split('\n').slice(-20).join('\n')}`));
    });
  });
}

async function probe(
  url: string,
  headers: Record<string, string>,
  init: { method?: string; body?: () => string } = {},
): Promise<{ status: number; location: string | null; body: string }> {
  const res = await fetch(url, { headers, redirect: 'manual', method: init.method ?? 'GET', body: init.body?.() ?? null });
  return { status: res.status, location: res.headers.get('location'), body: await res.text() };
}

async function measureTarget(
  t: Target,
  server: RunningServer,
  ctx: TargetContext,
  cookie: string | undefined,
  cookieWhyNot: string,
  args: BenchArgs,
): Promise<TargetResult> {
  const p = t.path(ctx);
  const base: TargetResult = { name: t.name, path: p, status: 'ok' };
  if (t.kind === 'flow') {
    if (!cookie) return { ...base, status: 'not available', reason: cookieWhyNot };
    const flow = await timeFlow(() => signIn(server.url, { username: BENCH_USER, password: BENCH_PASSWORD, returnTo: p }), 20);
    return { ...base, p50: flow.p50, p95: flow.p95, p99: flow.p99, requests: flow.runs };
  }
  if (t.auth && !cookie) return { ...base, status: 'not available', reason: cookieWhyNot };
  if (t.kind === 'cycle') {
    if (!cookie || !ctx.roomTypeId) return { ...base, status: 'not available', reason: cookie ? 'no room type found' : cookieWhyNot };
    const r = await checkInCycle(
      { base: server.url, cookie, groupId: ctx.groupId, today: ctx.today, tomorrow: ctx.daysAhead(1), roomTypeId: ctx.roomTypeId },
      200,
    );
    return { ...base, ...r, seqP50: r.p50, seqP95: r.p95, status: r.errors ? 'errors' : 'ok' };
  }
  const headers: Record<string, string> = t.auth && cookie ? { cookie } : {};
  let sent = 0;
  const post = t.post;
  const write = post ? { method: 'POST' as const, body: () => JSON.stringify(post(ctx, sent++)) } : {};
  if (t.post) Object.assign(headers, { origin: server.url, 'content-type': 'application/json' });
  const url = server.url + p;
  const expect = (s: number) => (t.expect ? t.expect.includes(s) : s >= 200 && s < 300);
  const first = await probe(url, headers, write);
  if (!expect(first.status)) {
    const why = first.status === 404 ? 'HTTP 404 (not built yet)' : `HTTP ${first.status}${first.location ? ` → ${first.location}` : ''}`;
    return { ...base, status: 'not available', reason: why };
  }
  const seq = await sequential(url, headers, 100, write);
  const r = await load({ url, headers, connections: args.connections, durationS: args.duration, expect, ...write });
  const result: TargetResult = { ...base, ...r, ttfbMs: seq.ttfb, seqP50: seq.p50, seqP95: seq.p95, status: r.errors ? 'errors' : 'ok' };
  if (t.kind === 'page') {
    const js = await measureJsWeight(url, first.body, headers);
    result.jsGzipKb = round(js.gzipBytes / 1024, 1);
    result.jsFiles = js.files;
  }
  return result;
}

async function main(): Promise<void> {
  const args = parseArgs(process.argv.slice(2));
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'auberge-bench-'));
  const phasesMs: Record<string, number> = {};
  const today = args.today ?? todayUtc();
  const started = performance.now();
  let prepared: Prepared | undefined;
  let server: RunningServer | undefined;
  const cleanup = async () => {
    await server?.stop().catch(() => {});
    await prepared?.drop().catch(() => {});
    fs.rmSync(tmp, { recursive: true, force: true });
  };
  process.once('SIGINT', () => void cleanup().then(() => process.exit(130)));

  try {
    let dist = args.dist ?? process.env['AUBERGE_DIST'] ?? path.join(root, 'dist');
    if (!args.skipBuild) {
      dist = path.join(tmp, 'dist');
      // The built server imports packages by bare name, which Node resolves from the file's folder
      // upwards: outside the repository it finds no node_modules unless one is linked beside dist.
      fs.symlinkSync(path.join(root, 'node_modules'), path.join(tmp, 'node_modules'), 'dir');
      log(`building into ${dist} …`);
      const t = performance.now();
      await build(dist, path.join(tmp, 'build.log'));
      phasesMs['build'] = Math.round(performance.now() - t);
    }
    if (args.hotels) return await runGroup({ args, root, dist, tmp, today, log });
    log(`preparing a ${args.engine} database (${args.dataset ? `dataset ${args.dataset}` : `${args.rooms} rooms, ${args.years} years`}) …`);
    prepared = await prepareDatabase({ engine: args.engine, tmp, rooms: args.rooms, years: args.years, dataset: args.dataset, today, keep: args.keepData });
    Object.assign(phasesMs, prepared.phasesMs);
    if (prepared.load.kind === 'none') log(`no scale data: ${prepared.load.reason}`);

    // Before the server starts, with nothing of ours running: the machine's own speed today.
    const machine = measureMachine();
    log(formatMachine(machine));
    const lifetime = Math.ceil(args.duration * TARGETS.length * 2 + 900);
    let whyNot = '';
    try {
      server = await startServer({
        root,
        dist,
        logFile: path.join(tmp, 'server.log'),
        maxLifetimeS: lifetime,
        ...(prepared.dataDir ? { dataDir: prepared.dataDir } : {}),
        ...(prepared.databaseUrl ? { databaseUrl: prepared.databaseUrl } : {}),
      });
      phasesMs['server start'] = server.startMs;
      log(`server ready at ${server.url} in ${server.startMs} ms`);
    } catch (err) {
      // Nothing can be measured, but the run still reports why instead of crashing.
      whyNot = `the server did not start (${lastLine((err as Error).message)})`;
      log((err as Error).message);
    }

    let cookie: string | undefined;
    let cookieWhyNot = whyNot;
    if (server) {
      try {
        const t = performance.now();
        cookie = (await signIn(server.url, { username: BENCH_USER, password: BENCH_PASSWORD })).cookie;
        phasesMs['sign in'] = Math.round(performance.now() - t);
      } catch (err) {
        cookieWhyNot = `sign-in failed: ${(err as Error).message.split('\n')[0]}`;
        log(cookieWhyNot);
      }
    }

    const found = cookie && server ? await discover(server.url, cookie, prepared.groupId, addDays(today, 14), today) : undefined;
    const ctx: TargetContext = {
      groupId: prepared.groupId,
      today,
      daysAgo: (n) => addDays(today, -n),
      daysAhead: (n) => addDays(today, n),
      roomTypeId: found?.roomTypeId,
      reservationId: found?.reservationId,
      guestName: found?.guestName,
      stockProductId: found?.stockProductId,
      stockStoreId: found?.stockStoreId,
      maidPath: found?.maidPath,
      orderId: found?.orderId,
      invoiceId: found?.invoiceId,
    };
    if (found) log(`bench stay ${found.reservationId ?? '-'}, guest '${found.guestName ?? '-'}', room type ${found.roomTypeId ?? '-'}`);
    const targets = args.only.length ? TARGETS.filter((t) => args.only.some((w) => t.name.includes(w))) : TARGETS;
    const results: TargetResult[] = [];
    const memory: { afterStart?: MemoryReading | undefined; steady?: MemoryReading | undefined; workers?: MemoryReading[] | undefined } = {
      afterStart: readMemory(server?.pid),
    };
    const tMeasure = performance.now();
    for (const t of targets) {
      if (!server) {
        results.push({ name: t.name, path: t.path(ctx), status: 'not available', reason: whyNot });
        continue;
      }
      log(`measuring ${t.name} …`);
      try {
        const result = await measureTarget(t, server, ctx, cookie, cookieWhyNot, args);
        const rss = readServerRssMb(server.pid);
        results.push(rss === undefined ? result : { ...result, rssMb: rss });
      } catch (err) {
        results.push({ name: t.name, path: t.path(ctx), status: 'not available', reason: (err as Error).message.split('\n')[0] ?? 'failed' });
      }
    }
    // Last: the night audit's apply moves the business date the other targets are laid around.
    const wants = (name: string) => !args.only.length || args.only.some((w) => name.includes(w));
    if (server && cookie && wants('calendar paint'))
      results.push(await measureCalendarPaint({ base: server.url, path: `/front-desk/calendar?from=${ctx.daysAgo(2)}&days=31`, cookie }));
    if (server && cookie && wants('closing apply')) {
      log('measuring closing apply …');
      const path = `/api/crm/orders/closing (business date of hotel ${prepared.groupId})`;
      try {
        const a = await timeClosingApply({ base: server.url, cookie, groupId: prepared.groupId });
        log(`closing ${a.day}: ${a.departuresCheckedOut} departures checked out first, ${a.nightsPosted ?? '?'} room nights posted`);
        results.push({
          name: 'closing apply (write)',
          path,
          status: a.applied ? 'ok' : 'errors',
          seqP50: round(a.applyMs, 1),
          seqP95: round(a.applyMs, 1),
          requests: 1,
          rssMb: readServerRssMb(server.pid) ?? 0,
        });
        results.push({
          name: 'closing apply again (no-op)',
          path,
          status: a.againStatus === 200 ? 'ok' : 'errors',
          seqP50: round(a.againMs, 1),
          seqP95: round(a.againMs, 1),
          requests: 1,
        });
      } catch (err) {
        results.push({ name: 'closing apply (write)', path, status: 'not available', reason: (err as Error).message.split('\n')[0] ?? 'failed' });
      }
    }
    phasesMs['measure'] = Math.round(performance.now() - tMeasure);
    // Steady: what the server holds once the load is over and it has had a few seconds to settle.
    await new Promise((r) => setTimeout(r, 5000));
    memory.steady = readMemory(server?.pid);
    memory.workers = readWorkersMemory(server?.pid);
    const where = server ? ((await (await fetch(`${server.url}/healthz`)).json()) as { memoryMb?: Record<string, number> }).memoryMb : undefined;
    const tStop = performance.now();
    await server?.stop();
    server = undefined;
    phasesMs['server stop'] = Math.round(performance.now() - tStop);
    phasesMs['total'] = Math.round(performance.now() - started);

    const importFile = args.importFile ?? DEFAULT_IMPORT_FILE;
    if (fs.existsSync(importFile) && (!args.only.length || args.only.some((w) => 'history import'.includes(w)))) {
      log(`timing the history import of ${path.basename(importFile)} into an empty embedded database …`);
      const t = await timeHistoryImport({ root, file: importFile, tmp });
      results.push({
        name: 'history import (real file)',
        path: `npm run import -- ${path.basename(importFile)}`,
        status: t.ok ? 'ok' : 'errors',
        seqP50: t.ms,
        seqP95: t.ms,
        requests: 1,
        ...(t.ok ? {} : { reason: t.output.slice(-300) }),
      });
      log(t.summary);
    }
    console.log(`\n${formatTable(results, args.connections)}\n`);
    if (memory.workers)
      console.log(
        `worker processes (WORKERS=${memory.workers.length}), RSS steady after the load / peak: ${memory.workers.map((w) => `${w.rssMb} / ${w.peakMb} MB`).join(', ')}; the table's RSS column is the largest worker's after each target`,
      );
    if (memory.steady)
      console.log(
        `server memory (RSS): ${memory.afterStart?.rssMb ?? '-'} MB after start, ${memory.steady.rssMb} MB steady after the load, ${memory.steady.peakMb} MB peak${where ? ` (steady: server thread JS heap ${where['heapUsed']} MB, external ${where['external']} MB${where['databaseWasm'] !== undefined ? `; database thread JS heap ${where['databaseHeapUsed']} MB, PostgreSQL's WebAssembly memory ${where['databaseWasm']} MB` : ''})` : ''}`,
      );
    console.log(
      `phases (ms): ${Object.entries(phasesMs)
        .map(([k, v]) => `${k} ${v}`)
        .join(', ')}`,
    );
    console.log(formatMachine(machine));
    const file = path.join(root, 'bench/results/latest.json');
    writeResults(file, {
      date: new Date().toISOString(),
      scale: args.dataset ? { dataset: path.basename(args.dataset) } : { rooms: args.rooms, years: args.years },
      dataset: args.dataset ?? null,
      engine: args.engine,
      settings: { durationS: args.duration, connections: args.connections },
      load: prepared.load,
      rowCounts: prepared.rowCounts,
      phasesMs,
      memory,
      machine: {
        cpus: os.cpus().length,
        cpuModel: os.cpus()[0]?.model ?? '',
        memoryGb: round(os.totalmem() / 2 ** 30, 1),
        platform: `${os.platform()} ${os.release()}`,
        node: process.version,
        speed: { jsMs: machine.jsMs, hashMs: machine.hashMs, load1: machine.load1 },
      },
      results,
    });
    log(`results written to ${path.relative(process.cwd(), file)}`);
  } finally {
    await cleanup();
  }
}

main().catch((err: unknown) => {
  if (err instanceof ArgsError) console.error(err.message);
  else console.error(`[bench] failed: ${(err as Error).stack ?? String(err)}`);
  process.exit(1);
});
