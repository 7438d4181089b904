import fs from 'node:fs';
import path from 'node:path';
import { startServer } from '../../scripts/start-built-server.ts';
import { demoDataDir } from './demo-data.ts';

export interface StartedServer {
  url: string;
  dataDir: string;
  stop(): Promise<void>;
}

/**
 * Starts the built server (dist/) on a fresh copy of the run's demo data (demo-data.ts).
 * It exits by itself if this process dies or after maxLifetimeS: by default CI's own limit (90 min),
 * so a slow run's last specs still find their server (a 30-minute life ended a 34-minute run early).
 */
export async function startBuiltServer(opts: { maxLifetimeS?: number } = {}): Promise<StartedServer> {
  const dataDir = demoDataDir('auberge-e2e-');
  const root = process.cwd();
  const server = await startServer(
    {
      root,
      dist: process.env['AUBERGE_DIST'] ?? path.join(root, 'dist'),
      dataDir,
      logFile: path.join(dataDir, 'server.log'),
      maxLifetimeS: opts.maxLifetimeS ?? 5400,
    },
    // Two start side by side (one per partition of the run); without the demo data's copy, each seeds it.
    240_000,
  );
  return {
    url: server.url,
    dataDir,
    stop: async () => {
      await server.stop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
