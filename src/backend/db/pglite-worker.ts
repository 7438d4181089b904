/**
 * The embedded PostgreSQL (PGlite) on its own thread. Its WebAssembly runs synchronously: on the
 * server's thread every query stopped page rendering for everyone, and a report's 700 ms query
 * froze the whole desk. Here the SQL of one request runs while another request's page renders, so
 * a two-core box uses both cores. Transactions keep PGlite's own rule: one at a time, other
 * statements wait for it.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite, type Transaction } from '@electric-sql/pglite';
import { btree_gin } from '@electric-sql/pglite/contrib/btree_gin';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { collectLastResort } from '../collect-garbage.ts';
import { INITDB_PARAMS, isNewDataFolder, newClusterImage, smallStartOptions } from './pglite-memory.ts';
import { errorData, type PgliteReply, type PgliteRequest, type PgliteStartOptions } from './pglite-protocol.ts';

const port = parentPort!;
const options = workerData as PgliteStartOptions;
const identity = (v: string) => v;

// A new data folder: its cluster is made in memory first, each PostgreSQL memory from 16 MB (pglite-memory.ts).
const small = await smallStartOptions();
const client = await PGlite.create({
  ...(options.dataDir ? { dataDir: options.dataDir } : {}),
  ...(options.loadDataDir
    ? { loadDataDir: new Blob([options.loadDataDir]) }
    : options.dataDir && isNewDataFolder(options.dataDir)
      ? { loadDataDir: await newClusterImage(small) }
      : {}),
  extensions: { btree_gin, btree_gist, pg_trgm },
  ...small,
  initDbStartParams: INITDB_PARAMS,
  // DATE columns stay 'YYYY-MM-DD' strings: business days never go through Date.
  parsers: { 1082: identity },
  startParams: [...PGlite.defaultStartParams, ...options.startParams],
});

/** Open transactions by number: PGlite's handle, the function that decides its end, and its outcome. */
interface Open {
  tx: Transaction;
  decide: (commit: boolean) => void;
  finished: Promise<void>;
}
const open = new Map<number, Open>();
let nextTx = 1;
class Rollback extends Error {}

function on(tx: number | undefined): PGlite | Transaction {
  if (tx === undefined) return client;
  const t = open.get(tx);
  if (!t) throw new Error(`transaction ${tx} is not open`);
  return t.tx;
}

/** Opens a transaction (waiting for PGlite's lock) and answers its number once it has begun. */
function begin(): Promise<number> {
  const id = nextTx++;
  return new Promise((resolve, reject) => {
    let decide!: (commit: boolean) => void;
    const decided = new Promise<boolean>((r) => (decide = r));
    let begun = false;
    const finished = client
      .transaction(async (tx) => {
        open.set(id, { tx, decide, finished });
        begun = true;
        resolve(id);
        if (!(await decided)) throw new Rollback();
      })
      .then(
        () => undefined,
        (err: unknown) => {
          if (err instanceof Rollback) return;
          if (!begun) reject(err);
          throw err;
        },
      )
      .finally(() => open.delete(id));
    // A failure before the transaction began is answered by reject above; one at commit, by end().
    finished.catch(() => {});
  });
}

/** Commits or rolls back, answering once PGlite has done so (its lock is free again); a failed commit is the caller's error. */
async function end(txId: number, commit: boolean): Promise<void> {
  const t = open.get(txId);
  if (!t) throw new Error(`transaction ${txId} is not open`);
  t.decide(commit);
  await t.finished;
}

async function handle(msg: PgliteRequest): Promise<{ result: unknown; transfer?: ArrayBuffer[] }> {
  switch (msg.op) {
    case 'query': {
      const parsers = Object.fromEntries(msg.rawTypes.map((oid) => [oid, identity]));
      const r = await on(msg.tx).query(msg.text, msg.params, { rowMode: msg.rowMode, parsers });
      return { result: { rows: r.rows, fields: r.fields, affectedRows: r.affectedRows } };
    }
    case 'exec':
      await on(msg.tx).exec(msg.text);
      return { result: null };
    case 'begin':
      return { result: await begin() };
    case 'end':
      await end(msg.tx, msg.commit);
      return { result: null };
    case 'dump': {
      const bytes = await (await client.dumpDataDir('none')).arrayBuffer();
      return { result: bytes, transfer: [bytes] };
    }
    case 'memory': {
      // This thread's own JavaScript heap, and its external memory: PostgreSQL's WebAssembly memory.
      const m = process.memoryUsage();
      return { result: { heapUsed: m.heapUsed, external: m.external } };
    }
    case 'trim':
      // The server is quiet (src/server/idle-trim.ts): give this thread's free heap pages back.
      collectLastResort();
      return { result: null };
    case 'close':
      if (!client.closed) await client.close();
      return { result: null };
  }
}

port.on('message', (msg: PgliteRequest) => {
  handle(msg).then(
    ({ result, transfer }) => port.postMessage({ id: msg.id, ok: true, result } satisfies PgliteReply, transfer ?? []),
    (err: unknown) => port.postMessage({ id: msg.id, ok: false, error: errorData(err) } satisfies PgliteReply),
  );
});
port.postMessage({ id: 0, ok: true, result: 'ready' } satisfies PgliteReply);
