import cluster, { type Worker } from 'node:cluster';

/**
 * WORKERS=n (PostgreSQL only): n server processes share the port, so page rendering uses every
 * core. The first worker migrates and seeds; the others start once it is ready. A worker that
 * dies is replaced; SIGINT / SIGTERM stop them all cleanly.
 */
export function workerCount(env: NodeJS.ProcessEnv = process.env): number {
  const raw = env['WORKERS'];
  if (raw === undefined || raw === '') return 1;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < 1 || n > 64) throw new Error(`WORKERS must be a whole number from 1 to 64, got '${raw}'.`);
  return n;
}

/** Tells the primary that this worker has finished starting (a no-op outside a cluster). */
export function reportReady(): void {
  if (cluster.isWorker) process.send?.({ auberge: 'ready' });
}

export function runPrimary(count: number): void {
  let stopping = false;
  const fork = (): Worker => {
    const worker = cluster.fork();
    worker.once('exit', (code, signal) => {
      // A worker that stopped cleanly was told to (signal, parent gone, lifetime): so is the primary.
      if (stopping || code === 0) return;
      console.error(`[auberge] worker ${worker.process.pid} exited (${signal ?? code}); starting another`);
      fork();
    });
    return worker;
  };
  const first = fork();
  first.on('message', (msg: unknown) => {
    if ((msg as { auberge?: string } | null)?.auberge !== 'ready') return;
    for (let i = 1; i < count; i++) fork();
  });
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    const workers = Object.values(cluster.workers ?? {}).filter((w): w is Worker => w !== undefined);
    let left = workers.length;
    if (!left) process.exit(0);
    for (const w of workers) {
      w.once('exit', () => {
        left -= 1;
        if (left === 0) process.exit(0);
      });
      w.process.kill(signal);
    }
  };
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));
}
