/**
 * Where a read-only page (a report, the GM dashboard, an export) reads: a streaming replica of the
 * PostgreSQL primary (REPLICA_DATABASE_URL) when it answers, the primary otherwise. The desk's own
 * reads never come here: they stay on the primary, which holds what the clerk has just written.
 */
export interface ReadSource<Db = unknown> {
  db: Db;
  /** Read from a server in recovery (a standby): what it has replayed, a moment behind the primary. */
  replica: boolean;
  /** The standby's last replayed transaction (ISO, UTC): the report is "as of" then. Null on the primary. */
  asOf: string | null;
}

export interface ReplicaOptions {
  /** After a failure, the replica is left alone this long and the primary answers (ms). */
  retryAfterMs?: number;
  /** How long the replica's state is trusted before it is asked again (ms). */
  probeEveryMs?: number;
  /** A probe slower than this counts as a failure (ms). */
  probeTimeoutMs?: number;
  onState?: (message: string) => void;
}

export interface Replica<Db> {
  read(): Promise<ReadSource<Db>>;
  close(): Promise<void>;
}

/** What the replica is opened as (client.ts's Database, kept apart here so that neither file imports the other's values). */
export interface ReplicaHandle<Db> {
  db: Db;
  query<T>(text: string): Promise<T[]>;
  close(): Promise<void>;
}

const PROBE = `select pg_is_in_recovery() as standby, pg_last_xact_replay_timestamp() as replayed`;

function within<T>(ms: number, p: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([p, late]).finally(() => clearTimeout(timer));
}

/**
 * The replica beside a primary: opened on first use (a replica down at start does not stop the
 * app), asked at most every probeEveryMs whether it still answers and how far it has replayed, and
 * left alone for retryAfterMs after it failed, the primary answering meanwhile.
 */
export function attachReplica<Db>(primary: Db, open: () => Promise<ReplicaHandle<Db>>, opts: ReplicaOptions = {}): Replica<Db> {
  const retryAfterMs = opts.retryAfterMs ?? 5000;
  const probeEveryMs = opts.probeEveryMs ?? 1000;
  const probeTimeoutMs = opts.probeTimeoutMs ?? 1000;
  const say = opts.onState ?? ((m: string) => console.warn(`[db] ${m}`));
  const onPrimary: ReadSource<Db> = { db: primary, replica: false, asOf: null };
  let handle: ReplicaHandle<Db> | undefined;
  let opening: Promise<ReplicaHandle<Db>> | undefined;
  let downUntil = 0;
  let wasDown = false;
  let known: { at: number; source: ReadSource<Db> } | undefined;
  let probing: Promise<ReadSource<Db>> | undefined;

  const fail = (err: unknown): ReadSource<Db> => {
    downUntil = Date.now() + retryAfterMs;
    known = undefined;
    if (!wasDown) say(`the read replica does not answer (${(err as Error).message}); reports read from the primary until it does.`);
    wasDown = true;
    return onPrimary;
  };

  const probe = async (): Promise<ReadSource<Db>> => {
    try {
      opening ??= open();
      handle = await within(probeTimeoutMs * 5, opening);
      const [row] = await within(probeTimeoutMs, handle.query<{ standby: boolean; replayed: Date | null }>(PROBE));
      const source: ReadSource<Db> = { db: handle.db, replica: row?.standby === true, asOf: row?.standby && row.replayed ? row.replayed.toISOString() : null };
      if (wasDown) say('the read replica answers again: reports read from it.');
      wasDown = false;
      known = { at: Date.now(), source };
      return source;
    } catch (err) {
      // A pool that never connected is dropped: the next attempt opens a new one.
      if (!handle) opening = undefined;
      return fail(err);
    } finally {
      probing = undefined;
    }
  };

  return {
    read: async () => {
      const now = Date.now();
      if (now < downUntil) return onPrimary;
      if (known && now - known.at < probeEveryMs) return known.source;
      probing ??= probe();
      return probing;
    },
    close: async () => {
      const h = handle ?? (opening ? await opening.catch(() => undefined) : undefined);
      await h?.close();
    },
  };
}

/** Says on the answer where a read-only page read (x-auberge-read-from) and, from a replica, as of when (x-auberge-as-of). */
export function markReadSource(c: { header(name: string, value: string): void }, source: { replica: boolean; asOf: string | null }): void {
  c.header('x-auberge-read-from', source.replica ? 'replica' : 'primary');
  if (source.asOf) c.header('x-auberge-as-of', source.asOf);
}
