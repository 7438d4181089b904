import type { Database } from '../backend/db/client.ts';
import { pingDatabase } from '../backend/db/client.ts';

export interface Health {
  status: 'ok' | 'unavailable';
  version: string;
  database: { kind: string; roundTripMs: number | null; error?: string };
  uptimeSeconds: number;
  /** The process's memory in MB: what an operator sizing the box needs (rss), and where it sits. */
  memoryMb: { rss: number; heapUsed: number; external: number; arrayBuffers: number };
}

const mb = (bytes: number) => Math.round(bytes / 2 ** 20);
function memoryMb(): Health['memoryMb'] {
  const m = process.memoryUsage();
  return { rss: mb(m.rss), heapUsed: mb(m.heapUsed), external: mb(m.external), arrayBuffers: mb(m.arrayBuffers) };
}

/** GET /healthz: 200 with the version and a database round trip, 503 when the database does not answer. */
export async function checkHealth(database: Database, version: string, startedAt: Date, timeoutMs = 2000): Promise<{ status: number; body: Health }> {
  const uptimeSeconds = Math.round((Date.now() - startedAt.getTime()) / 1000);
  try {
    const roundTripMs = await Promise.race([
      pingDatabase(database.db),
      new Promise<never>((_, reject) => setTimeout(() => reject(new Error(`no answer within ${timeoutMs} ms`)), timeoutMs).unref()),
    ]);
    return { status: 200, body: { status: 'ok', version, database: { kind: database.kind, roundTripMs }, uptimeSeconds, memoryMb: memoryMb() } };
  } catch (err) {
    return {
      status: 503,
      body: { status: 'unavailable', version, database: { kind: database.kind, roundTripMs: null, error: (err as Error).message }, uptimeSeconds, memoryMb: memoryMb() },
    };
  }
}
