import { startBuiltServer } from './start-server.ts';

/** One built server with the demo hotels for the whole browser run; its URL reaches the tests through the environment. */
export default async function globalSetup(): Promise<() => Promise<void>> {
  const server = await startBuiltServer();
  process.env['E2E_BASE_URL'] = server.url;
  process.env['E2E_DATA_DIR'] = server.dataDir;
  return () => server.stop();
}
