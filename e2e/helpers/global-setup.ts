import { startBuiltServer } from './start-server.ts';
import { seedDemoTemplate } from './demo-data.ts';
import { SERVER_ENV } from './partitions.ts';

/**
 * One built server with the demo hotels per partition of the browser run (e2e/helpers/partitions.ts):
 * each partition's specs run one after another against their own server, the partitions side by
 * side. Their URLs reach the projects' baseURL through the environment. The demo hotels are seeded
 * once (demo-data.ts), and each server, as each spec's own server on PGlite, starts on a copy.
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  const demo = await seedDemoTemplate();
  const servers = await Promise.all(SERVER_ENV.map(() => startBuiltServer()));
  servers.forEach((server, i) => {
    process.env[SERVER_ENV[i]!] = server.url;
  });
  return async () => {
    await Promise.all(servers.map((s) => s.stop()));
    demo.remove();
  };
}
