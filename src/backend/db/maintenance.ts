import type { Database } from './client.ts';

/** How often an embedded database is vacuumed and analyzed while the server runs. */
export const MAINTENANCE_EVERY_MS = 60 * 60 * 1000;

/**
 * PGlite runs no autovacuum and keeps no activity statistics: without this its tables only grow
 * dead rows, the planner works from default guesses, and counts cannot use index-only scans. A
 * PostgreSQL server does all of this by itself, so nothing runs there.
 */
export async function vacuumAnalyze(database: Database): Promise<number> {
  if (database.kind !== 'pglite') return 0;
  const started = performance.now();
  await database.exec('VACUUM (ANALYZE)');
  return Math.round(performance.now() - started);
}

/** Vacuums now, then every `everyMs`; returns the function that stops the timer. */
export function scheduleMaintenance(database: Database, opts: { everyMs?: number; onError: (err: Error) => void }): () => void {
  if (database.kind !== 'pglite') return () => {};
  let running = false;
  const run = async () => {
    if (running) return;
    running = true;
    try {
      await vacuumAnalyze(database);
    } catch (err) {
      opts.onError(err as Error);
    } finally {
      running = false;
    }
  };
  const timer = setInterval(() => void run(), opts.everyMs ?? MAINTENANCE_EVERY_MS);
  timer.unref();
  return () => clearInterval(timer);
}
