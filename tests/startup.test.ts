import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const made: string[] = [];
/** A scratch folder for one start, removed when the file is done. */
function scratch(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'auberge-start-'));
  made.push(dir);
  return dir;
}
afterAll(() => {
  for (const dir of made) fs.rmSync(dir, { recursive: true, force: true });
});

/** Runs the server entry with some environment and returns its exit code and output (it must exit on its own). */
function start(env: Record<string, string>, script: string[] = ['src/server/main.ts']): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, script, { env: { ...process.env, HOST: '127.0.0.1', ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (d) => (output += d));
    child.stderr.on('data', (d) => (output += d));
    // A safety net, not a measure: a start that hangs is killed and fails the test; a busy 2-core machine may take a minute.
    const timer = setTimeout(() => child.kill('SIGKILL'), 120_000);
    child.on('exit', (code) => {
      clearTimeout(timer);
      resolve({ code, output });
    });
  });
}

describe('bad configuration fails fast with a clear message', () => {
  it('a port in use', async () => {
    const blocker = net.createServer();
    await new Promise<void>((r) => blocker.listen(0, '127.0.0.1', r));
    const port = (blocker.address() as net.AddressInfo).port;
    try {
      const { code, output } = await start({ PORT: String(port), DATA_DIR: scratch() });
      expect(code).toBe(1);
      expect(output).toContain(`Port ${port} on 127.0.0.1 is already in use`);
      expect(output).not.toMatch(/\n\s+at /);
    } finally {
      blocker.close();
    }
  });

  it('a port in use with WORKERS=2: the primary, which owns the port, says so before starting a worker', async () => {
    const blocker = net.createServer();
    await new Promise<void>((r) => blocker.listen(0, '127.0.0.1', r));
    const port = (blocker.address() as net.AddressInfo).port;
    try {
      // No database is opened before the port is taken: the address needs no server behind it.
      const { code, output } = await start({ PORT: String(port), WORKERS: '2', DATABASE_URL: 'postgres://nobody@127.0.0.1:9/none' });
      expect(code).toBe(1);
      expect(output).toContain(`Port ${port} on 127.0.0.1 is already in use`);
      expect(output).not.toContain('starting 2 worker processes');
      expect(output).not.toMatch(/\n\s+at /);
    } finally {
      blocker.close();
    }
  });

  it('a DATA_DIR that is not writable', async () => {
    const file = path.join(scratch(), 'a-file');
    fs.writeFileSync(file, 'not a folder');
    const { code, output } = await start({ PORT: '0', DATA_DIR: path.join(file, 'data') });
    expect(code).toBe(1);
    expect(output).toContain('is not a writable folder');
    expect(output).not.toMatch(/\n\s+at /);
  });

  it('a DATA_DIR under a pseudo file system (/proc) answers at once instead of hanging', async () => {
    const { code, output } = await start({ PORT: '0', DATA_DIR: '/proc/auberge-x/data' });
    expect(code).toBe(1);
    expect(output).toContain('is not a writable folder');
  });

  it('an unreachable DATABASE_URL', async () => {
    const probe = net.createServer();
    await new Promise<void>((r) => probe.listen(0, '127.0.0.1', r));
    const closedPort = (probe.address() as net.AddressInfo).port;
    await new Promise<void>((r) => probe.close(() => r()));
    const { code, output } = await start({ PORT: '0', DATABASE_URL: `postgres://nobody:secret@127.0.0.1:${closedPort}/auberge` });
    expect(code).toBe(1);
    expect(output).toContain('Cannot reach the PostgreSQL server at postgres://***@127.0.0.1');
    expect(output).not.toContain('secret');
    expect(output).not.toMatch(/\n\s+at /);
  });

  it('a malformed PORT', async () => {
    const { code, output } = await start({ PORT: 'eighty' });
    expect(code).toBe(1);
    expect(output).toContain("PORT must be an integer between 0 and 65535, got 'eighty'");
  });

  it('WORKERS without a PostgreSQL server, or not a number', async () => {
    const embedded = await start({ PORT: '0', WORKERS: '2', DATA_DIR: scratch() });
    expect(embedded.code).toBe(1);
    expect(embedded.output).toContain('WORKERS above 1 needs DATABASE_URL: the embedded PGlite database belongs to one process.');
    const bad = await start({ PORT: '0', WORKERS: 'many' });
    expect(bad.code).toBe(1);
    expect(bad.output).toContain("WORKERS must be a whole number from 1 to 64, got 'many'.");
  });

  it('npm run serve without a build', async () => {
    const dist = scratch();
    const { code, output } = await start({ PORT: '0', AUBERGE_DIST: dist }, ['scripts/start.ts', '--serve-only']);
    expect(code).toBe(1);
    expect(output).toContain(`the app is not built (${path.join(dist, 'server-main', 'main.mjs')} is missing). Run 'npm run build' or simply 'npm start'.`);
  });
});
