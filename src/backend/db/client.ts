import fs from 'node:fs';
import path from 'node:path';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import * as schema from './schema/index.ts';
import { attachReplica, type ReadSource } from './replica.ts';

export type Schema = typeof schema;
/** One query layer for both engines: PGlite (embedded) and a PostgreSQL server. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export interface Queryer {
  /** Runs raw SQL with several statements (migrations, bulk loads). */
  exec(text: string): Promise<void>;
  /** Runs one parameterised statement and returns its rows. */
  query<T = Record<string, unknown>>(text: string, params?: unknown[]): Promise<T[]>;
}

export interface Database extends Queryer {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Runs fn on one connection (session-level locks, COPY, multi-statement transactions). */
  withSession<T>(fn: (q: Queryer) => Promise<T>): Promise<T>;
  /**
   * Where a read-only page (report, GM dashboard, export) reads: the replica (REPLICA_DATABASE_URL)
   * while it answers, else this database (replica.ts). The desk's reads use `db`: read-your-writes.
   */
  read(): Promise<ReadSource<Db>>;
  /** PGlite only: the data folder as a tarball (test templates). */
  dump?: () => Promise<Blob | File>;
  /** PGlite only: the database thread's JavaScript heap and external (WebAssembly) memory, bytes. */
  threadMemory?: () => Promise<{ heapUsed: number; external: number }>;
  /** PGlite only: a last-resort collection of the database thread's heap (the server's idle trim). */
  trimThread?: () => Promise<void>;
  close(): Promise<void>;
}

export class DatabaseError extends Error {
  override name = 'DatabaseError';
}

/** The embedded database's folder is held by another process (folder-lock.ts): nothing was opened. */
export class DataFolderInUseError extends DatabaseError {
  override name = 'DataFolderInUseError';
  readonly pid: number;
  constructor(message: string, pid: number) {
    super(message);
    this.pid = pid;
  }
}

export interface OpenOptions {
  /** A PostgreSQL server; without it, PGlite. */
  url?: string | undefined;
  /** PGlite's folder (its data goes in DATA_DIR/pglite); none: in memory. */
  dataDir?: string | undefined;
  /** PGlite only: start from a dumped data folder (tests' migrated template). */
  loadDataDir?: Blob | undefined;
  poolSize?: number;
  /** PostgreSQL only: a streaming replica of `url` for the read-only pages (REPLICA_DATABASE_URL). */
  replicaUrl?: string | undefined;
  /** PGlite only: the embedded database's thread died while in use (see pglite-thread.ts). */
  onEmbeddedStopped?: (err: Error) => void;
}

/**
 * LOG_SQL=true prints every statement the query layer sends, cut to a line (counting a page's
 * queries); LOG_SQL=full prints each whole with its parameters, as one JSON line (to EXPLAIN it).
 */
const sqlLogger = () => {
  const mode = process.env['LOG_SQL'];
  if (mode === 'full') return { logQuery: (q: string, params: unknown[]) => console.log(`[sql] ${JSON.stringify({ q, params })}`) };
  return mode === 'true' ? { logQuery: (q: string) => console.log(`[sql] ${q.replace(/\s+/g, ' ').slice(0, 200)}`) } : false;
};

export async function openDatabase(opts: OpenOptions): Promise<Database> {
  if (opts.url) {
    const primary = await openPostgres(opts.url, opts.poolSize ?? 10);
    const replicaUrl = opts.replicaUrl;
    if (!replicaUrl) return primary;
    const replica = attachReplica(primary.db, () => openPostgres(replicaUrl, opts.poolSize ?? 10));
    return {
      ...primary,
      read: () => replica.read(),
      close: async () => {
        await Promise.all([primary.close(), replica.close()]);
      },
    };
  }
  if (opts.replicaUrl)
    throw new DatabaseError('REPLICA_DATABASE_URL needs DATABASE_URL: a replica streams from a PostgreSQL server, not from the embedded database.');
  return openPglite(opts.dataDir, opts.loadDataDir, opts.onEmbeddedStopped);
}

async function openPostgres(url: string, max: number): Promise<Database> {
  const { default: pg } = await import('pg');
  const { drizzle } = await import('drizzle-orm/node-postgres');
  // DATE columns stay 'YYYY-MM-DD' strings: business days never go through Date.
  pg.types.setTypeParser(1082, (v: string) => v);
  // JIT compiles a plan whose cost estimate is high (a count per night over the stays): 100–200 ms of
  // compiling for a query that runs in 3 ms. Short OLTP queries never win from it. Dates are read as
  // text (above, and the tape chart's lines): ISO whatever the server's DateStyle says.
  const { preparedName } = await import('./prepared.ts');
  // Statements marked with prepared() are sent under a name: the server keeps them parsed per connection.
  class PreparingClient extends pg.Client {
    override query(config: unknown, values?: unknown, callback?: unknown): never {
      const text = config !== null && typeof config === 'object' && !('name' in config && config.name) ? (config as { text?: unknown }).text : undefined;
      const name = typeof text === 'string' ? preparedName(text) : undefined;
      return (super.query as (...a: unknown[]) => never)(name ? { ...(config as object), name } : config, values, callback);
    }
  }
  const pool = new pg.Pool({ Client: PreparingClient, connectionString: url, max, connectionTimeoutMillis: 5000, options: '-c jit=off -c DateStyle=ISO,YMD' });
  pool.on('error', (err) => {
    // 57P01: the server ended an idle connection on purpose (shutdown, a dropped database): the pool
    // replaces it on the next query, nothing to alarm anyone about.
    if ((err as { code?: string }).code === '57P01') return;
    console.error('[db] idle client error:', err.message);
  });
  try {
    const c = await pool.connect();
    c.release();
  } catch (err) {
    await pool.end().catch(() => {});
    const safe = url.replace(/\/\/[^@/]*@/, '//***@');
    throw new DatabaseError(`Cannot reach the PostgreSQL server at ${safe}: ${(err as Error).message}. Check DATABASE_URL and that the server is running.`);
  }
  const db: Db = drizzle(pool, { schema, logger: sqlLogger() });
  return {
    db,
    kind: 'postgres',
    read: async () => ({ db, replica: false, asOf: null }),
    exec: async (text) => {
      await pool.query(text);
    },
    query: async <T>(text: string, params: unknown[] = []) => (await pool.query(text, params)).rows as T[],
    withSession: async (fn) => {
      const c = await pool.connect();
      try {
        return await fn({
          exec: async (text) => {
            await c.query(text);
          },
          query: async <T>(text: string, params: unknown[] = []) => (await c.query(text, params)).rows as T[],
        });
      } finally {
        c.release();
      }
    },
    close: () => pool.end(),
  };
}

/**
 * PGlite's PostgreSQL lives in the server's own WebAssembly memory, which only grows and is never
 * given back: its stock 128 MB of shared buffers alone cost more than the whole target footprint of
 * a small hotel's box, and every buffer is touched within minutes of use. The operating system's
 * page cache still keeps the data files warm, so small buffers cost little: at 100k stays, 24 → 16 MB
 * took 9–12 MB off the server once quiet. PGLITE_SHARED_BUFFERS (e.g. 64MB) lets a big property
 * trade memory for fewer reads.
 */
const PGLITE_SETTINGS = [
  '-c',
  `shared_buffers=${process.env['PGLITE_SHARED_BUFFERS'] || '16MB'}`,
  '-c',
  'wal_buffers=1MB',
  '-c',
  'maintenance_work_mem=16MB',
  '-c',
  'temp_buffers=4MB',
];

/**
 * mkdir -p one level at a time: Node 24's recursive mkdir loops forever under pseudo file systems
 * such as /proc (DATA_DIR=/proc/x hung the start), where a plain mkdir fails at once.
 */
function makeFolder(dir: string): void {
  const missing: string[] = [];
  let at = path.resolve(dir);
  while (!fs.existsSync(at)) {
    missing.unshift(at);
    const parent = path.dirname(at);
    if (parent === at) break;
    at = parent;
  }
  for (const folder of missing) fs.mkdirSync(folder);
}

async function openPglite(dataDir: string | undefined, loadDataDir: Blob | undefined, onStopped: ((err: Error) => void) | undefined): Promise<Database> {
  const { drizzle } = await import('drizzle-orm/pglite');
  const { startPgliteThread } = await import('./pglite-thread.ts');
  if (dataDir) {
    try {
      makeFolder(dataDir);
      fs.accessSync(dataDir, fs.constants.W_OK);
      const probe = path.join(dataDir, '.write-test');
      fs.writeFileSync(probe, 'ok');
      fs.rmSync(probe);
    } catch (err) {
      throw new DatabaseError(
        `DATA_DIR '${dataDir}' is not a writable folder (${(err as NodeJS.ErrnoException).code ?? (err as Error).message}). Choose another DATA_DIR or fix its permissions.`,
      );
    }
  }
  const buffers = process.env['PGLITE_SHARED_BUFFERS'];
  if (buffers && !/^\d+(kB|MB|GB)$/.test(buffers)) throw new DatabaseError(`PGLITE_SHARED_BUFFERS '${buffers}' is not a size such as 16MB or 1GB.`);
  // One process per folder: two PGlites writing the same files destroyed the database (folder-lock.ts).
  let release = () => {};
  if (dataDir) {
    const { lockDataFolder, FolderInUseError } = await import('./folder-lock.ts');
    try {
      release = lockDataFolder(dataDir);
    } catch (err) {
      if (err instanceof FolderInUseError) throw new DataFolderInUseError(err.message, err.pid);
      throw err;
    }
  }
  // PGlite runs on its own thread (pglite-worker.ts): its SQL and the pages' rendering use two cores.
  let client;
  try {
    client = await startPgliteThread(
      {
        ...(dataDir ? { dataDir: path.join(dataDir, 'pglite') } : {}),
        ...(loadDataDir ? { loadDataDir: await loadDataDir.arrayBuffer() } : {}),
        startParams: PGLITE_SETTINGS,
      },
      onStopped,
    );
  } catch (err) {
    release();
    throw err;
  }
  // drizzle's PGlite driver only calls query and transaction, which the thread's client answers.
  const db: Db = drizzle({ client: client as never, schema, logger: sqlLogger() });
  const q: Queryer = {
    exec: (text) => client.exec(text),
    query: async <T>(text: string, params: unknown[] = []) => (await client.query<T>(text, params)).rows,
  };
  return {
    db,
    kind: 'pglite',
    ...q,
    read: async () => ({ db, replica: false, asOf: null }),
    withSession: (fn) => fn(q),
    dump: () => client.dumpDataDir(),
    threadMemory: () => client.memory(),
    trimThread: () => client.trim(),
    close: async () => {
      try {
        await client.close();
      } finally {
        release();
      }
    },
  };
}

/** Round-trip time to the database in milliseconds. */
export async function pingDatabase(db: Db): Promise<number> {
  const start = performance.now();
  await db.execute(sql`select 1`);
  return Math.round((performance.now() - start) * 100) / 100;
}
