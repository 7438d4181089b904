/**
 * `npm run bench -- --hotels N`: the bench hotel alone and the same hotel among N − 1 others
 * (group-prepare.ts), two servers started side by side on PostgreSQL (WORKERS from the
 * environment), the group's with a streaming replica of the server for its reports. Each desk
 * target is measured on the hotel alone and in the group (same machine, same minutes): 200 requests
 * one at a time on each (1-connection p95; the two sides in turn request by request, before either's
 * load) and the load of --connections (alone, then in the group). The
 * reports are measured on the group, read from the replica. Then the group's tables say whether a
 * desk query read a big table from end to end (sequential scans since the measures began).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { BenchArgs } from './args.ts';
import { prepareGroup, type PreparedGroup } from './group-prepare.ts';
import { startServer, type RunningServer } from '../scripts/start-built-server.ts';
import { signIn } from './sign-in.ts';
import { discover } from './discover.ts';
import { TARGETS, type Target, type TargetContext } from './targets.ts';
import { load, sequential, sequentialInTurn } from './measure.ts';
import { BENCH_USER } from './prepare.ts';
import { percentile, round } from './stats.ts';
import { formatMachine, measureMachine } from './calibrate.ts';
import { openDatabase } from '../src/backend/db/client.ts';
import { addDays } from '../src/lib/domain/days.ts';
import { startStreamingReplica, whyNoReplica, type StreamingReplica } from '../tests/infra/streaming-replica.ts';
import { freePort } from '../tests/helpers/built-server.ts';

/** The desk's targets compared alone and in the group, with the single-hotel targets (p95 at 10 connections, ms). */
const DESK: { name: string; p95Ms: number | null }[] = [
  { name: 'dashboard', p95Ms: 100 },
  { name: 'reservations list', p95Ms: 100 },
  { name: 'list by dates (±7 days)', p95Ms: 100 },
  { name: 'list by guest name', p95Ms: 100 },
  { name: 'reservation details', p95Ms: null },
  { name: 'calendar 31 days', p95Ms: 100 },
  { name: 'api calendar 31 days', p95Ms: null },
  { name: 'quote 7 nights', p95Ms: null },
  { name: 'booking (write)', p95Ms: 60 },
  // 10 payments at once on one folio (the stay's): the folio's lock held only for the statement that needs it.
  { name: 'payment (write)', p95Ms: 150 },
];
/** The read-only pages the group's server reads from its replica. */
const REPORTS = ['financial reports (30 days)', 'gm dashboard', 'kpis by market (1 year)', 'forecast (90 nights)', 'daily report (last closed day)'];
/** Financial Reports on the hotel alone (its ~100,000 stays, on the primary): 1-connection p95 at most this (ms). */
const FINANCIAL_REPORTS = { name: 'financial reports (30 days)', seqP95Ms: 100 };
/** 1-connection p95 in the group within this of the hotel alone. */
const SEQ_RATIO = 1.3;
const BIG_TABLES = ['reservations', 'orders', 'order_items', 'order_charges', 'customers', 'audit_events', 'payments', 'reservation_nights'];

interface Side {
  name: 'alone' | 'group';
  server: RunningServer;
  cookie: string;
  ctx: TargetContext;
}

interface Measured {
  seqP95: number;
  p95: number;
  rps: number;
  errors: number;
  /** The machine's 1-minute load average once measured (a shared machine: other work counts in the figures). */
  load: number;
}

const targetNamed = (name: string): Target => {
  const t = TARGETS.find((x) => x.name === name);
  if (!t) throw new Error(`bench/targets.ts has no target '${name}'`);
  return t;
};

/** How a target is sent to one side: its URL, headers and body. */
function request(t: Target, side: Side) {
  const headers: Record<string, string> = { cookie: side.cookie };
  let sent = 0;
  const post = t.post;
  const write = post ? { method: 'POST' as const, body: () => JSON.stringify(post(side.ctx, sent++)) } : {};
  if (post) Object.assign(headers, { origin: side.server.url, 'content-type': 'application/json' });
  const expect = (s: number) => (t.expect ? t.expect.includes(s) : s >= 200 && s < 300);
  return { url: side.server.url + t.path(side.ctx), headers, write, expect };
}

/** 1-connection requests per side, the two sides in turn request by request. */
const SEQ_TIMES = 200;
/**
 * Before the 1-connection requests, both servers left quiet this long: past the 3 s after which a
 * quiet server collects its heaps (src/server/idle-trim.ts). The group's server was measured right
 * after its own load, the hotel alone's after 10 s of rest (the group's load): the one carried that
 * load's garbage into its figures, the other had collected it.
 */
const QUIET_BEFORE_MS = 4_500;

/**
 * One target on both sides. The 1-connection figures first, before either side's load, the two
 * sides in turn request by request (sequentialInTurn), after both were quiet (QUIET_BEFORE_MS):
 * measured after the hotel alone's 10 busy connections, the group's one-at-a-time requests shared
 * the cores with what that load left running (the calendar's 1-connection ratio read 2.5-2.8x
 * where the two databases, measured apart, gave 0.9x); in rounds of 25 per side, a moment's
 * slowness of the machine fell on a few requests in a row of one side (run F: the group's list by
 * guest name had its 4 slowest in requests 10-13 of one round), and the p95 of 100, its 5 slowest,
 * read the calendar's ratio 0.45x in one run and 2.3x in another. Then the load, alone, then in
 * the group.
 */
async function measurePair(t: Target, sides: readonly [Side, Side], args: BenchArgs, log: (m: string) => void): Promise<[Measured, Measured]> {
  const asked = sides.map((side) => request(t, side));
  await new Promise((resolve) => setTimeout(resolve, QUIET_BEFORE_MS));
  const { samples, clientGcMs } = await sequentialInTurn(asked, SEQ_TIMES);
  // Where the slow ones fell (request number, and the bench's own collections during it when it had
  // any): a ratio between two sides is read from their tails.
  for (const i of [0, 1] as const) {
    const slow = samples[i]!.map((ms, k) => ({ ms, at: k + 1, gc: clientGcMs[i]![k]! }))
      .sort((a, b) => b.ms - a.ms)
      .slice(0, 12);
    const gcTotal = clientGcMs[i]!.reduce((a, b) => a + b, 0);
    log(
      `  ${sides[i]!.name}, 1 connection: p50 ${round(percentile(samples[i]!, 50), 1)}, p95 ${round(percentile(samples[i]!, 95), 1)}, client GC ${round(gcTotal, 1)} ms in all; slowest (request[, client GC]): ${slow.map((s) => `${round(s.ms, 1)} (${s.at}${s.gc >= 1 ? `, GC ${round(s.gc, 1)}` : ''})`).join(', ')}`,
    );
  }
  const alone = await loaded(asked[0]!, args, round(percentile(samples[0]!, 95), 2));
  return [alone, await loaded(asked[1]!, args, round(percentile(samples[1]!, 95), 2))];
}

/** One target on one side: 100 requests one at a time, then the load. */
async function measure(t: Target, side: Side, args: BenchArgs): Promise<Measured> {
  const a = request(t, side);
  return loaded(a, args, (await sequential(a.url, a.headers, 100, a.write)).p95);
}

/** The load of --connections on one side, with its 1-connection p95 taken before. */
async function loaded(a: ReturnType<typeof request>, args: BenchArgs, seqP95: number): Promise<Measured> {
  const r = await load({ url: a.url, headers: a.headers, connections: args.connections, durationS: args.duration, expect: a.expect, ...a.write });
  return { seqP95, p95: r.p95, rps: r.requestsPerSecond, errors: r.errors, load: round(os.loadavg()[0]!, 1) };
}

async function startSide(
  name: Side['name'],
  o: { root: string; dist: string; tmp: string; today: string; databaseUrl: string; groupId: number; env?: Record<string, string>; lifetimeS: number },
): Promise<Side> {
  const server = await startServer({
    root: o.root,
    dist: o.dist,
    logFile: path.join(o.tmp, `server-${name}.log`),
    maxLifetimeS: o.lifetimeS,
    databaseUrl: o.databaseUrl,
    ...(o.env ? { env: o.env } : {}),
  });
  const { cookie } = await signIn(server.url, { username: BENCH_USER, password: process.env['BENCH_PASSWORD'] || 'auberge' });
  const found = await discover(server.url, cookie, o.groupId, addDays(o.today, 14), o.today);
  const ctx: TargetContext = {
    groupId: o.groupId,
    today: o.today,
    daysAgo: (n) => addDays(o.today, -n),
    daysAhead: (n) => addDays(o.today, n),
    roomTypeId: found.roomTypeId,
    reservationId: found.reservationId,
    guestName: found.guestName,
    stockProductId: found.stockProductId,
    stockStoreId: found.stockStoreId,
    maidPath: found.maidPath,
    orderId: found.orderId,
    invoiceId: found.invoiceId,
  };
  return { name, server, cookie, ctx };
}

const brief = (m: Measured) =>
  `p95 ${round(m.p95, 1)} ms, 1c p95 ${round(m.seqP95, 1)} ms, ${m.rps} rps${m.errors ? `, ${m.errors} errors` : ''} (load ${m.load})`;
const pad = (s: string | number, n: number) => String(s).padEnd(n);
const padL = (s: string | number, n: number) => String(s).padStart(n);

export async function runGroup(o: { args: BenchArgs; root: string; dist: string; tmp: string; today: string; log: (m: string) => void }): Promise<void> {
  const { args, log } = o;
  const hotels = args.hotels ?? 1;
  const keep = args.keepData ?? path.join(o.root, 'node_modules', '.cache', 'auberge-bench-group');
  const base = process.env['BENCH_DATABASE_URL'] || 'postgres://postgres@127.0.0.1:5432';
  const started = performance.now();
  let prepared: PreparedGroup | undefined;
  let replica: StreamingReplica | undefined;
  const sides: Side[] = [];
  try {
    log(`preparing the bench hotel alone and in a group of ${hotels} (PostgreSQL, kept in ${keep}) …`);
    prepared = await prepareGroup({ hotels, rooms: args.rooms, years: args.years, today: o.today, tmp: o.tmp, keep, log });
    const prepareMs = Math.round(performance.now() - started);
    // --only word,word: the targets whose name holds one of the words (a target measured again apart).
    const wants = (name: string) => !args.only.length || args.only.some((w) => name.includes(w));
    // A copy of the whole cluster takes minutes with the group in it: made only for the report pages.
    const why = REPORTS.some(wants) ? await whyNoReplica(base) : 'no report page asked (--only)';
    if (why) log(`no replica: ${why}; the group's reports read from the primary`);
    else {
      log('starting a streaming replica of the server (pg_basebackup) …');
      const t = performance.now();
      replica = await startStreamingReplica(base, await freePort(), { timeoutMs: 1_800_000 });
      log(`replica ready on port ${replica.port} in ${Math.round(performance.now() - t)} ms`);
    }
    // Before the servers start, the group copied and its replica streaming: the machine's own speed
    // now. The same commit's figures moved by a third between two runs 45 minutes apart; they compare
    // only where this line agrees.
    const machine = measureMachine();
    log(formatMachine(machine));
    const lifetimeS = Math.ceil(args.duration * (DESK.length * 2 + REPORTS.length) * 3 + 900);
    const common = { root: o.root, dist: o.dist, tmp: o.tmp, today: o.today, groupId: prepared.alone.groupId, lifetimeS };
    sides.push(await startSide('alone', { ...common, databaseUrl: prepared.alone.databaseUrl! }));
    const groupUrl = prepared.group.databaseUrl!;
    sides.push(await startSide('group', { ...common, databaseUrl: groupUrl, ...(replica ? { env: { REPLICA_DATABASE_URL: replica.urlFor(groupUrl) } } : {}) }));
    const [alone, group] = sides as [Side, Side];
    const groupDb = await openDatabase({ url: groupUrl, poolSize: 1 });
    await groupDb.exec('select pg_stat_reset()');

    const rows: { name: string; target: number | null; alone: Measured; group: Measured }[] = [];
    for (const d of DESK.filter((x) => wants(x.name))) {
      const t = targetNamed(d.name);
      log(`measuring ${d.name}: one at a time on both in turn, then loaded alone, then in the group …`);
      const [aloneFigures, groupFigures] = await measurePair(t, [alone, group], args, log);
      const row = { name: d.name, target: d.p95Ms, alone: aloneFigures, group: groupFigures };
      rows.push(row);
      // Each figure as soon as it is known: a run stopped early still says what it measured.
      log(`  ${d.name}: ${brief(row.alone)} alone; ${brief(row.group)} in the group`);
    }
    const scans = await groupDb.query<{ table: string; seq_scan: string; seq_tup_read: string; idx_scan: string; rows: string }>(
      `select s.relname as table, s.seq_scan::text, s.seq_tup_read::text, coalesce(s.idx_scan, 0)::text as idx_scan, greatest(c.reltuples, 0)::bigint::text as rows
         from pg_stat_user_tables s join pg_class c on c.oid = s.relid where s.relname = any($1) order by s.relname`,
      [BIG_TABLES],
    );
    const reports: { name: string; from: string; asOf: string; m: Measured }[] = [];
    const probe = await fetch(`${group.server.url}/api/pms/reports/forecast`, { headers: { cookie: group.cookie } });
    const from = probe.headers.get('x-auberge-read-from') ?? '?';
    const asOf = probe.headers.get('x-auberge-as-of') ?? '-';
    await probe.body?.cancel();
    for (const name of REPORTS.filter(wants)) {
      log(`measuring ${name} in the group (${from}) …`);
      const m = await measure(targetNamed(name), group, args);
      reports.push({ name, from, asOf, m });
      log(`  ${name}: ${brief(m)}`);
    }
    await groupDb.close();
    let financialAlone: Measured | null = null;
    if (wants(FINANCIAL_REPORTS.name)) {
      log(`measuring ${FINANCIAL_REPORTS.name} on the hotel alone (primary) …`);
      financialAlone = await measure(targetNamed(FINANCIAL_REPORTS.name), alone, args);
      log(`  ${FINANCIAL_REPORTS.name} alone: ${brief(financialAlone)}`);
    }

    const c = args.connections;
    const lines = [
      `Hotel ${alone.ctx.groupId} alone (${args.rooms} rooms, ${args.years} years) and in a group of ${prepared.group.hotels} hotels (${prepared.group.stays.toLocaleString('en')} stays), PostgreSQL, WORKERS=${process.env['WORKERS'] ?? '1'}, ${c} connections × ${args.duration} s; p95 in ms`,
      `${pad('target', 26)}${padL('alone p95', 10)}${padL('group p95', 10)}${padL('target', 8)}${padL('alone 1c', 10)}${padL('group 1c', 10)}${padL('1c ratio', 9)}${padL('group rps', 10)}${padL('load', 11)}  verdict`,
    ];
    for (const r of rows) {
      const ratio = r.alone.seqP95 > 0 ? r.group.seqP95 / r.alone.seqP95 : 0;
      const meets = (r.target === null || r.group.p95 <= r.target) && ratio <= SEQ_RATIO && r.group.errors === 0;
      lines.push(
        `${pad(r.name, 26)}${padL(round(r.alone.p95, 1), 10)}${padL(round(r.group.p95, 1), 10)}${padL(r.target ?? '-', 8)}${padL(round(r.alone.seqP95, 1), 10)}${padL(round(r.group.seqP95, 1), 10)}${padL(`${round(ratio, 2)}×`, 9)}${padL(r.group.rps, 10)}${padL(`${r.alone.load}/${r.group.load}`, 11)}  ${meets ? 'ok' : 'MISSED'}${r.group.errors ? ` (${r.group.errors} errors)` : ''}`,
      );
    }
    lines.push('', `Reports in the group, read from the ${from}${asOf !== '-' ? ` (as of ${asOf})` : ''}:`);
    lines.push(`${pad('page', 32)}${padL('1c p95', 10)}${padL(`${c}c p95`, 10)}${padL('rps', 8)}${padL('load', 7)}`);
    for (const r of reports)
      lines.push(
        `${pad(r.name, 32)}${padL(round(r.m.seqP95, 1), 10)}${padL(round(r.m.p95, 1), 10)}${padL(r.m.rps, 8)}${padL(r.m.load, 7)}${r.m.errors ? `  (${r.m.errors} errors)` : ''}`,
      );
    if (financialAlone)
      lines.push(
        '',
        `${FINANCIAL_REPORTS.name} on the hotel alone (primary): 1c p95 ${round(financialAlone.seqP95, 1)} (target ${FINANCIAL_REPORTS.seqP95Ms}), ${c}c p95 ${round(financialAlone.p95, 1)}, ${financialAlone.rps} rps, load ${financialAlone.load}  ${financialAlone.seqP95 <= FINANCIAL_REPORTS.seqP95Ms && !financialAlone.errors ? 'ok' : 'MISSED'}`,
      );
    lines.push('', "The group's big tables during the desk targets (a sequential scan of a big table is a query not scoped or not indexed by hotel):");
    for (const s of scans)
      lines.push(
        `  ${pad(s.table, 20)} ${padL(Number(s.rows).toLocaleString('en'), 12)} rows: ${s.seq_scan} sequential scans (${Number(s.seq_tup_read).toLocaleString('en')} rows read), ${s.idx_scan} index scans`,
      );
    lines.push(
      '',
      `phases (ms): prepare ${prepareMs}${prepared.group.generateMs !== null ? ` (of which generating the group ${prepared.group.generateMs})` : ''}, total ${Math.round(performance.now() - started)}`,
    );
    lines.push(formatMachine(machine));
    console.log(`\n${lines.join('\n')}\n`);
    const file = path.join(o.root, 'bench', 'results', `group-${hotels}.json`);
    fs.writeFileSync(
      file,
      JSON.stringify(
        {
          date: new Date().toISOString(),
          hotels: prepared.group.hotels,
          stays: prepared.group.stays,
          settings: { connections: c, durationS: args.duration, workers: process.env['WORKERS'] ?? '1' },
          machine,
          rows,
          reports,
          financialReportsAlone: financialAlone,
          scans,
        },
        null,
        2,
      ),
    );
    log(`results written to ${path.relative(process.cwd(), file)}`);
  } finally {
    for (const s of sides) await s.server.stop().catch(() => {});
    replica?.stop();
    await prepared?.alone.drop().catch(() => {});
    await prepared?.group.drop().catch(() => {});
  }
}
