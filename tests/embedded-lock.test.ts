import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ASTRO_ENTRY, freePort, healthy, runProcess, serverBuild, type Running } from './helpers/built-server.ts';
import { openDatabase } from '../src/backend/db/client.ts';
import { LOCK_FILE } from '../src/backend/db/folder-lock.ts';

const SMALL = path.join(import.meta.dirname, 'fixtures', 'history-small.csv');
const made: string[] = [];
const scratch = (prefix: string) => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  made.push(dir);
  return dir;
};

/** What the folder holds: the history's hotels and bookings. */
async function countsIn(dataDir: string) {
  const db = await openDatabase({ dataDir });
  try {
    const [r] = await db.query<{ hotels: number; reservations: number; imports: number }>(
      'select (select count(*) from hotels)::int hotels, (select count(*) from reservations)::int reservations, (select count(*) from history_imports)::int imports',
    );
    return r!;
  } finally {
    await db.close();
  }
}

describe('one process per embedded database folder', () => {
  it('a process killed outright leaves a stale lock that the next one takes over; a live holder is refused', async () => {
    const dataDir = scratch('auberge-lock-');
    const lock = path.join(dataDir, LOCK_FILE);
    // A pid that cannot run (above the kernel's pid_max): a process killed by -9 left this behind.
    fs.writeFileSync(lock, JSON.stringify({ pid: 4_194_304 + 17, started: null }));
    const db = await openDatabase({ dataDir });
    expect(JSON.parse(fs.readFileSync(lock, 'utf8')).pid).toBe(process.pid);
    // This very process holds it: a second open in it is refused too (two PGlites, one folder).
    await expect(openDatabase({ dataDir })).rejects.toThrow(`the embedded database in ${dataDir} is in use by process ${process.pid}`);
    await db.close();
    expect(fs.existsSync(lock)).toBe(false);
  }, 120_000);
});

describe.runIf(fs.existsSync(ASTRO_ENTRY))('the import CLI and a second server beside a running server', () => {
  let dist: string;
  let dataDir: string;
  let port: number;
  let server: Running;
  beforeAll(async () => {
    dist = await serverBuild();
    made.push(dist);
    dataDir = scratch('auberge-data-');
    // The folder holds a history first (imported while no server runs: allowed).
    const first = runProcess(['scripts/import-history.ts', SMALL], { DATA_DIR: dataDir });
    expect(await first.exited, first.output()).toBe(0);
    port = await freePort();
    server = runProcess([path.join(dist, 'server-main', 'main.mjs')], { DATA_DIR: dataDir, PORT: String(port), AUBERGE_DIST: dist });
    expect(await healthy(port, 240_000), server.output()).toBe(true);
  }, 600_000);
  afterAll(async () => {
    if (server && server.child.exitCode === null) {
      server.child.kill('SIGTERM');
      await server.exited;
    }
    for (const dir of made.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
  });

  it('refuses the import in one line naming the server and where to send the file; nothing is lost', async () => {
    const other = path.join(scratch('auberge-other-'), 'other.csv');
    fs.writeFileSync(other, fs.readFileSync(SMALL, 'utf8').replaceAll('Resort Hotel', 'Quinta Nova').replaceAll('City Hotel', 'Casa Velha'));
    const cli = runProcess(['scripts/import-history.ts', other], { DATA_DIR: dataDir, PUBLIC_URL: `http://localhost:${port}` });
    expect(await cli.exited).toBe(3);
    const lines = cli.output().trim().split('\n');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(
      new RegExp(
        `^import refused, nothing was written: the embedded database in .* is in use by process ${server.child.pid} .*http://localhost:${port}/admin/history-import`,
      ),
    );
    // A second server on the same folder: refused too, before it touches a file.
    const second = runProcess([path.join(dist, 'server-main', 'main.mjs')], { DATA_DIR: dataDir, PORT: String(await freePort()), AUBERGE_DIST: dist });
    expect(await second.exited).toBe(1);
    expect(second.output()).toContain(`is in use by process ${server.child.pid}`);
    // The server still serves; stopped, the data is whole and opens again.
    expect(await healthy(port, 10_000)).toBe(true);
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
    expect(fs.existsSync(path.join(dataDir, LOCK_FILE))).toBe(false);
    expect(await countsIn(dataDir)).toEqual({ hotels: expect.any(Number), reservations: 12, imports: 1 });
    // And the import runs once the folder is free.
    const after = runProcess(['scripts/import-history.ts', other], { DATA_DIR: dataDir });
    expect(await after.exited, after.output()).toBe(0);
    expect((await countsIn(dataDir)).reservations).toBe(24);
  }, 600_000);
});
