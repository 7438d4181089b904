import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ASTRO_ENTRY, freePort, healthy, runProcess, serverBuild, type Running } from './helpers/built-server.ts';
import { LOCK_FILE } from '../src/backend/db/folder-lock.ts';

const made: string[] = [];
let start: Running | undefined;
afterAll(async () => {
  if (start && start.child.exitCode === null) {
    start.child.kill('SIGTERM');
    await start.exited;
  }
  for (const dir of made) fs.rmSync(dir, { recursive: true, force: true });
});

const holder = (dataDir: string): number => (JSON.parse(fs.readFileSync(path.join(dataDir, LOCK_FILE), 'utf8')) as { pid: number }).pid;

describe.runIf(fs.existsSync(ASTRO_ENTRY))('npm start brings the server back', () => {
  it('a server process killed with -9 is restarted, says why, and answers /healthz again on the same data', async () => {
    const dist = await serverBuild();
    made.push(dist);
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'auberge-super-'));
    made.push(dataDir);
    const port = await freePort();
    start = runProcess(['scripts/start.ts', '--serve-only'], { DATA_DIR: dataDir, PORT: String(port), AUBERGE_DIST: dist });
    expect(await healthy(port, 240_000), start.output()).toBe(true);
    const first = holder(dataDir);
    expect(first).not.toBe(start.child.pid);

    process.kill(first, 'SIGKILL');
    // Back within a minute: 1 s of pause, then a start on a migrated folder (a busy 2-core machine is slow).
    const t0 = Date.now();
    expect(await healthy(port, 60_000), start.output()).toBe(true);
    const second = holder(dataDir);
    expect(second).not.toBe(first);
    expect(start.output()).toContain(`the server (process ${first}) died: killed by SIGKILL. Restarting it in 1 s`);
    console.log(`[supervisor] back in ${Date.now() - t0} ms`);

    // Stopped on purpose, it stays stopped and the supervisor ends with it.
    start.child.kill('SIGTERM');
    expect(await start.exited).toBe(0);
    expect(fs.existsSync(path.join(dataDir, LOCK_FILE))).toBe(false);
  }, 600_000);

  it('a start that fails (the folder in use) is not restarted', async () => {
    const dist = await serverBuild();
    made.push(dist);
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'auberge-super-'));
    made.push(dataDir);
    // This test's process holds the folder.
    const { openDatabase } = await import('../src/backend/db/client.ts');
    const db = await openDatabase({ dataDir });
    try {
      const refused = runProcess(['scripts/start.ts', '--serve-only'], { DATA_DIR: dataDir, PORT: String(await freePort()), AUBERGE_DIST: dist });
      expect(await refused.exited).toBe(1);
      expect(refused.output()).toContain(`is in use by process ${process.pid}`);
      expect(refused.output()).not.toContain('Restarting');
    } finally {
      await db.close();
    }
  }, 600_000);
});
