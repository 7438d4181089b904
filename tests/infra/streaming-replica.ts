/**
 * A streaming replica of the test PostgreSQL server, for the replica test and the group bench:
 * pg_basebackup -R from the primary (127.0.0.1) into a temporary folder, then a second server on
 * another loopback port, in hot standby. Stopped and removed by stop(); it listens on 127.0.0.1
 * and a socket in its own folder only.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openDatabase } from '../../src/backend/db/client.ts';
import { adminUrl, databaseUrlFor } from '../helpers/pg-urls.ts';

export interface StreamingReplica {
  port: number;
  dir: string;
  /** The same database name on the replica. */
  urlFor(primaryUrl: string): string;
  /** Runs SQL on the replica's 'postgres' database (pg_wal_replay_pause(), …). */
  sql(text: string): Promise<Record<string, unknown>[]>;
  /** Stops the replica at once (immediate shutdown), keeping its folder: start() brings it back. */
  kill(): void;
  start(): void;
  /** Stops it and removes its folder. */
  stop(): void;
}

const asRoot = typeof process.getuid === 'function' && process.getuid() === 0;

/** PostgreSQL refuses to run as root: as root, its commands run as the 'postgres' system user. */
function run(bin: string, args: string[], timeoutMs: number): { ok: boolean; out: string } {
  const [cmd, argv] = asRoot ? ['runuser', ['-u', 'postgres', '--', bin, ...args]] : [bin, args];
  const r = spawnSync(cmd, argv, { encoding: 'utf8', timeout: timeoutMs, stdio: ['ignore', 'pipe', 'pipe'] });
  return { ok: r.status === 0, out: `${r.stdout ?? ''}${r.stderr ?? ''}${r.error ? r.error.message : ''}`.trim() };
}

async function primaryQuery<T>(base: string, text: string): Promise<T[]> {
  const db = await openDatabase({ url: adminUrl(base), poolSize: 1 });
  try {
    return await db.query<T>(text);
  } finally {
    await db.close();
  }
}

/** The server's binaries (pg_basebackup, pg_ctl) of the primary's major version: PG_BIN, else Debian's folder. */
async function binFolder(base: string): Promise<string> {
  if (process.env['PG_BIN']) return process.env['PG_BIN'];
  const [row] = await primaryQuery<{ v: string }>(base, `select current_setting('server_version_num') as v`);
  return `/usr/lib/postgresql/${Math.floor(Number(row?.v ?? 0) / 10000)}/bin`;
}

/**
 * Why the primary cannot give a replica, or undefined when it can: WAL for replicas, WAL senders,
 * a pg_hba rule letting 127.0.0.1 connect for replication, the binaries, and the system user to
 * run them as. .ci/run sets the primary up so.
 */
export async function whyNoReplica(base: string): Promise<string | undefined> {
  const host = new URL(base).hostname;
  if (host !== '127.0.0.1' && host !== 'localhost') return `the test server ${host} is not on this machine's loopback`;
  const [s] = await primaryQuery<{ wal: string; senders: string; superuser: string }>(
    base,
    `select current_setting('wal_level') as wal, current_setting('max_wal_senders') as senders, current_setting('is_superuser') as superuser`,
  );
  if (!s || s.wal === 'minimal')
    return `the primary's wal_level is '${s?.wal}': a replica needs 'replica' (ALTER SYSTEM SET wal_level = replica, then restart)`;
  if (Number(s.senders) < 2) return `the primary's max_wal_senders is ${s.senders}: a base backup and a replica need 2`;
  if (s.superuser !== 'on') return 'the test user is not a superuser: it cannot take a base backup';
  const rules = await primaryQuery<{ n: string }>(
    base,
    `select count(*)::text as n from pg_hba_file_rules where 'replication' = any(database) and (type = 'local' or address in ('127.0.0.1', 'all', 'samehost'))`,
  );
  if (Number(rules[0]?.n ?? 0) === 0) return "pg_hba.conf has no 'replication' rule for 127.0.0.1 (host replication all 127.0.0.1/32 trust, then reload)";
  const bin = await binFolder(base);
  for (const tool of ['pg_basebackup', 'pg_ctl']) if (!fs.existsSync(path.join(bin, tool))) return `${path.join(bin, tool)} is missing (set PG_BIN)`;
  if (asRoot && spawnSync('id', ['-u', 'postgres']).status !== 0) return "running as root without a 'postgres' system user to run the replica as";
  return undefined;
}

export async function startStreamingReplica(base: string, port: number, opts: { timeoutMs?: number } = {}): Promise<StreamingReplica> {
  const timeoutMs = opts.timeoutMs ?? 300_000;
  const bin = await binFolder(base);
  const primary = new URL(base);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'auberge-replica-'));
  const data = path.join(dir, 'data');
  if (asRoot) spawnSync('chown', ['postgres', dir]);
  const backup = run(
    path.join(bin, 'pg_basebackup'),
    [
      '-h',
      primary.hostname,
      '-p',
      primary.port || '5432',
      '-U',
      decodeURIComponent(primary.username || 'postgres'),
      '-D',
      data,
      '-R',
      '-X',
      'stream',
      '-c',
      'fast',
      '-N',
    ],
    timeoutMs,
  );
  if (!backup.ok) {
    fs.rmSync(dir, { recursive: true, force: true });
    throw new Error(`pg_basebackup failed: ${backup.out}`);
  }
  // Debian keeps the primary's configuration in /etc: the copy has none of its own.
  const own = (file: string, text: string) => {
    fs.writeFileSync(path.join(data, file), text);
    if (asRoot) spawnSync('chown', ['postgres', path.join(data, file)]);
  };
  own('postgresql.conf', '');
  own('pg_hba.conf', 'local all all trust\nhost all all 127.0.0.1/32 trust\n');
  own('pg_ident.conf', '');
  // A standby needs at least the primary's limits (recovery stops otherwise).
  const limits = await primaryQuery<{ name: string; setting: string }>(
    base,
    `select name, setting from pg_settings where name in ('max_connections', 'max_worker_processes', 'max_wal_senders', 'max_prepared_transactions', 'max_locks_per_transaction')`,
  );
  const options = [
    `-p ${port}`,
    ...limits.map((l) => `-c ${l.name}=${l.setting}`),
    // The copy needs no fsync of every file at start (the backup was written with -N): a test's replica.
    '-c recovery_init_sync_method=syncfs',
    '-c fsync=off',
    `-c listen_addresses=127.0.0.1`,
    `-c unix_socket_directories=${dir}`,
    '-c hot_standby=on',
    '-c shared_buffers=64MB',
    '-c logging_collector=off',
    '-c archive_mode=off',
    '-c max_standby_streaming_delay=60s',
  ].join(' ');
  const pgctl = path.join(bin, 'pg_ctl');
  const start = () => {
    const r = run(pgctl, ['-D', data, '-o', options, '-l', path.join(dir, 'replica.log'), '-w', '-t', '120', 'start'], 150_000);
    if (!r.ok)
      throw new Error(
        `the replica did not start: ${r.out}\n${fs.existsSync(path.join(dir, 'replica.log')) ? fs.readFileSync(path.join(dir, 'replica.log'), 'utf8').slice(-2000) : ''}`,
      );
  };
  const stopped = () => run(pgctl, ['-D', data, '-m', 'immediate', '-w', '-t', '60', 'stop'], 90_000);
  try {
    start();
  } catch (err) {
    fs.rmSync(dir, { recursive: true, force: true });
    throw err;
  }
  const replicaBase = (): string => {
    const u = new URL(base);
    u.hostname = '127.0.0.1';
    u.port = String(port);
    return u.toString();
  };
  let removed = false;
  const stop = () => {
    if (removed) return;
    removed = true;
    stopped();
    fs.rmSync(dir, { recursive: true, force: true });
  };
  // The replica never outlives the process that started it.
  process.once('exit', stop);
  return {
    port,
    dir,
    urlFor: (primaryUrl) => databaseUrlFor(replicaBase(), new URL(primaryUrl).pathname.slice(1)),
    sql: async (text) => {
      const db = await openDatabase({ url: adminUrl(replicaBase()), poolSize: 1 });
      try {
        return await db.query(text);
      } finally {
        await db.close();
      }
    },
    kill: () => void stopped(),
    start,
    stop,
  };
}
