import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startServer } from '../../scripts/start-built-server.ts';
import { LOCK_FILE } from '../../src/backend/db/folder-lock.ts';

/**
 * The demo hotels' data folder, seeded once per browser run (global-setup.ts): a built server starts
 * on an empty folder (migrations, reference data, the demo hotels, a vacuum) and stops cleanly. A
 * server that needs the demo hotels on PGlite then starts on a copy of it and seeds nothing, as a
 * second `npm start` does. Seeding anew took 32–38 s of a spec's start beside the other partition's
 * tests (booking-site, history-screens), and the two servers of the run seeded it twice.
 */
const TEMPLATE_ENV = 'E2E_DEMO_DATA';

export async function seedDemoTemplate(): Promise<{ dir: string; remove: () => void }> {
  const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'auberge-e2e-demo-'));
  const dir = path.join(scratch, 'data');
  const logFile = path.join(scratch, 'server.log');
  const root = process.cwd();
  const server = await startServer({ root, dist: process.env['AUBERGE_DIST'] ?? path.join(root, 'dist'), dataDir: dir, logFile, maxLifetimeS: 600 }, 240_000);
  await server.stop();
  // A folder still locked was not closed cleanly (killed after its 15 s): a copy of it could be torn.
  if (fs.existsSync(path.join(dir, LOCK_FILE))) {
    const log = fs.readFileSync(logFile, 'utf8').trim().split('\n').slice(-15).join('\n');
    fs.rmSync(scratch, { recursive: true, force: true });
    throw new Error(`the demo data's server did not stop cleanly; its last output:\n${log}`);
  }
  process.env[TEMPLATE_ENV] = dir;
  return { dir, remove: () => fs.rmSync(scratch, { recursive: true, force: true }) };
}

/**
 * A new data folder for a server of the browser run: a copy of the seeded demo data when global
 * setup made one, otherwise empty (the server seeds the demo itself).
 */
export function demoDataDir(prefix: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  const template = process.env[TEMPLATE_ENV];
  if (template && fs.existsSync(template)) fs.cpSync(template, dir, { recursive: true });
  return dir;
}
