/**
 * The server's side of the embedded database's thread (pglite-worker.ts): an object with the
 * methods drizzle's PGlite driver and our query layer call (query, exec, transaction), each one
 * message to the thread and its answer.
 */
import { Worker } from 'node:worker_threads';
import { errorFrom, type PgliteReply, type PgliteRequest, type PgliteStartOptions } from './pglite-protocol.ts';

type Body<R> = R extends unknown ? Omit<R, 'id'> : never;
type RequestBody = Body<PgliteRequest>;

export interface ThreadResults<T = unknown> {
  rows: T[];
  fields: { name: string; dataTypeID: number }[];
  affectedRows?: number;
}

interface QueryOptions {
  rowMode?: 'array' | 'object';
  /** drizzle's parsers keep some types as text; the thread keeps the same types as text. */
  parsers?: Record<number, unknown>;
}

/** What drizzle's PGlite session calls on a client or a transaction. */
export interface ThreadQueryer {
  query<T>(text: string, params?: unknown[], options?: QueryOptions): Promise<ThreadResults<T>>;
  exec(text: string): Promise<void>;
}

export interface PgliteThread extends ThreadQueryer {
  transaction<T>(fn: (tx: ThreadQueryer & { rollback(): Promise<void>; readonly closed: boolean }) => Promise<T>): Promise<T>;
  dumpDataDir(): Promise<Blob>;
  /** The database thread's JavaScript heap and external memory (PostgreSQL's WebAssembly memory), bytes. */
  memory(): Promise<{ heapUsed: number; external: number }>;
  /** A last-resort collection of the thread's heap (when the process exposes gc). */
  trim(): Promise<void>;
  readonly closed: boolean;
  close(): Promise<void>;
}

export class PgliteThreadError extends Error {
  override name = 'PgliteThreadError';
}

/** The thread's module: beside this one, as `.ts` in the sources and as `.mjs` in the bundled server (scripts/build-server-entry.ts). */
const WORKER_FILE = new URL(import.meta.url.endsWith('.ts') ? './pglite-worker.ts' : './pglite-worker.mjs', import.meta.url);

/**
 * Starts the thread. `onStopped` hears of a thread that died while in use (PostgreSQL aborted): every
 * statement then fails, so the server had better stop and be restarted than answer 503s forever.
 */
export async function startPgliteThread(options: PgliteStartOptions, onStopped?: (err: Error) => void): Promise<PgliteThread> {
  const worker = new Worker(WORKER_FILE, { workerData: options, transferList: options.loadDataDir ? [options.loadDataDir] : [] });
  const pending = new Map<number, { resolve: (v: unknown) => void; reject: (e: Error) => void }>();
  let nextId = 1;
  let closed = false;
  let stopped: Error | undefined;

  const ready = new Promise<void>((resolve, reject) => {
    pending.set(0, { resolve: () => resolve(), reject });
  });
  worker.on('message', (reply: PgliteReply) => {
    const p = pending.get(reply.id);
    if (!p) return;
    pending.delete(reply.id);
    if (pending.size === 0) worker.unref();
    if (reply.ok) p.resolve(reply.result);
    else p.reject(errorFrom(reply.error));
  });
  let started = false;
  const fail = (err: Error) => {
    stopped = new PgliteThreadError(`the embedded database stopped: ${err.message}`);
    for (const p of pending.values()) p.reject(stopped);
    pending.clear();
    if (started && !closed) onStopped?.(stopped);
  };
  worker.on('error', fail);
  worker.on('exit', (code) => {
    if (!stopped) fail(new Error(`its thread exited (code ${code})`));
    closed = true;
  });

  const call = <T>(body: RequestBody): Promise<T> => {
    if (stopped) return Promise.reject(stopped);
    const id = nextId++;
    // The thread keeps the process alive only while it has work: an idle server or a finished
    // script is not held open by it.
    if (pending.size === 0) worker.ref();
    return new Promise<T>((resolve, reject) => {
      pending.set(id, { resolve: resolve as (v: unknown) => void, reject });
      worker.postMessage({ ...body, id } as PgliteRequest);
    });
  };

  const queryer = (tx?: number): ThreadQueryer => ({
    query: <T>(text: string, params: unknown[] = [], opts: QueryOptions = {}) =>
      call<ThreadResults<T>>({
        op: 'query',
        text,
        params,
        rowMode: opts.rowMode ?? 'object',
        rawTypes: Object.keys(opts.parsers ?? {}).map(Number),
        ...(tx === undefined ? {} : { tx }),
      }),
    exec: async (text: string) => {
      await call({ op: 'exec', text, ...(tx === undefined ? {} : { tx }) });
    },
  });

  try {
    await ready;
  } catch (err) {
    await worker.terminate();
    throw err;
  }
  started = true;

  return {
    ...queryer(),
    async transaction(fn) {
      const tx = await call<number>({ op: 'begin' });
      let ended = false;
      const handle = {
        ...queryer(tx),
        // drizzle rolls back by throwing; an explicit rollback ends the transaction here and now.
        rollback: async () => {
          ended = true;
          await call({ op: 'end', tx, commit: false });
        },
        get closed() {
          return ended;
        },
      };
      let result;
      try {
        result = await fn(handle);
      } catch (err) {
        if (!ended) await call({ op: 'end', tx, commit: false }).catch(() => {});
        throw err;
      }
      if (!ended) await call({ op: 'end', tx, commit: true });
      return result;
    },
    async dumpDataDir() {
      return new Blob([await call<ArrayBuffer>({ op: 'dump' })]);
    },
    memory: () => call({ op: 'memory' }),
    trim: async () => void (await call({ op: 'trim' })),
    get closed() {
      return closed;
    },
    async close() {
      if (closed) return;
      const answer = stopped ? undefined : call({ op: 'close' }).catch(() => {});
      closed = true;
      await answer;
      await worker.terminate();
    },
  };
}
