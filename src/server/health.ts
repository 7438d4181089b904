import type { Database } from '../backend/db/client.ts';
import { pingDatabase } from '../backend/db/client.ts';

export interface Health {
  status: 'ok' | 'unavailable';
  version: string;
  database: { kind: string; roundTripMs: number | null; error?: string };
  uptimeSeconds: number;
  /**
   * The process's memory in MB: what an operator sizing the box needs (rss), and where it sits: the
   * server thread's JS heap and external memory, and on PGlite the database thread's JS heap and its
   * WebAssembly memory (PostgreSQL's own).
   */
  memoryMb: { rss: number; heapUsed: number; external: number; arrayBuffers: number; databaseHeapUsed?: number; databaseWasm?: number };
}

const mb = (bytes: number) => Math.round(bytes / 2 ** 20);
function processMemoryMb(): Health['memoryMb'] {
  const m = process.memoryUsage();
  return { rss: mb(m.rss), heapUsed: mb(m.heapUsed), external: mb(m.external), arrayBuffers: mb(m.arrayBuffers) };
}

/** With the database thread's figures when it answers (it just did: the round trip came back). */
async function memoryMb(database: Database): Promise<Health['memoryMb']> {
  const thread = await database.threadMemory?.().catch(() => undefined);
  return { ...processMemoryMb(), ...(thread ? { databaseHeapUsed: mb(thread.heapUsed), databaseWasm: mb(thread.external) } : {}) };
}

/** GET /healthz: 200 with the version and a database round trip, 503 when the database does not answer. */
export async function checkHealth(database: Database, version: string, startedAt: Date, timeoutMs = 2000): Promise<{ status: number; body: Health }> {
  const uptimeSeconds = Math.round((Date.now() - startedAt.getTime()) / 1000);
  try {
    const roundTripMs = await Promise.race([
      pingDatabase(database.db),
      new Promise<never>((_, reject) => setTimeout(() => reject(new Error(`no answer within ${timeoutMs} ms`)), timeoutMs).unref()),
    ]);
    return { status: 200, body: { status: 'ok', version, database: { kind: database.kind, roundTripMs }, uptimeSeconds, memoryMb: await memoryMb(database) } };
  } catch (err) {
    return {
      status: 503,
      body: {
        status: 'unavailable',
        version,
        database: { kind: database.kind, roundTripMs: null, error: (err as Error).message },
        uptimeSeconds,
        memoryMb: processMemoryMb(),
      },
    };
  }
}
