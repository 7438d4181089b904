import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { startServer, type RunningServer } from '../scripts/start-built-server.ts';
import { openDatabase } from '../src/backend/db/client.ts';
import { adminUrl, databaseUrlFor } from '../tests/helpers/pg-urls.ts';
import { childPids } from '../bench/memory.ts';

const base = process.env['TEST_DATABASE_URL'];

/** One request on its own connection: the cluster hands each connection to one of its workers. */
function getOnNewConnection(url: string): Promise<number> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { agent: false }, (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
      })
      .on('error', reject);
  });
}

/** One request on a kept-alive connection of `agent`. */
function getKeptAlive(url: string, agent: http.Agent): Promise<number> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { agent }, (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
      })
      .on('error', reject);
  });
}

/** Established connections to `port` held by each process (Linux: /proc/net/tcp and the processes' descriptors). */
function connectionsPerProcess(port: number, pids: number[]): number[] {
  const inodes = new Set<string>();
  for (const table of ['/proc/net/tcp', '/proc/net/tcp6']) {
    if (!fs.existsSync(table)) continue;
    for (const line of fs.readFileSync(table, 'utf8').trim().split('\n').slice(1)) {
      const f = line.trim().split(/\s+/);
      if (f[3] === '01' && parseInt(f[1]!.split(':')[1]!, 16) === port) inodes.add(f[9]!);
    }
  }
  return pids.map(
    (pid) =>
      fs.readdirSync(`/proc/${pid}/fd`).filter((fd) => {
        try {
          return inodes.has(/^socket:\[(\d+)\]$/.exec(fs.readlinkSync(`/proc/${pid}/fd/${fd}`))?.[1] ?? '');
        } catch {
          return false;
        }
      }).length,
  );
}

/** A WORKERS=2 server on a database of its own, for the time of `run`; both are gone afterwards. */
async function withClusterServer(kind: string, run: (server: RunningServer) => Promise<void>): Promise<void> {
  const name = `auberge_${kind}_${process.pid}_${Date.now().toString(36)}`;
  const admin = await openDatabase({ url: adminUrl(base!), poolSize: 1 });
  await admin.exec(`create database ${name}`);
  const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'auberge-cluster-'));
  const root = process.cwd();
  try {
    const server = await startServer({
      root,
      dist: process.env['AUBERGE_DIST'] ?? path.join(root, 'dist'),
      databaseUrl: databaseUrlFor(base!, name),
      logFile: path.join(scratch, 'server.log'),
      maxLifetimeS: 120,
      env: { WORKERS: '2' },
    });
    try {
      await run(server);
    } finally {
      await server.stop();
    }
  } finally {
    fs.rmSync(scratch, { recursive: true, force: true });
    await admin.exec(`drop database if exists ${name} with (force)`);
    await admin.close();
  }
}

// Like the API tests' PostgreSQL half, this exists only where a PostgreSQL server is given
// (TEST_DATABASE_URL, which .ci/run sets): WORKERS above 1 needs one.
if (base)
  test.describe('WORKERS=2 on PostgreSQL', () => {
    test('the workers started after the first hold their first requests instead of answering 503', async () => {
      await withClusterServer('cluster', async (server) => {
        // The second worker is forked when the first is ready, i.e. now: it takes connections while it starts.
        const statuses: number[] = [];
        const until = performance.now() + 4000;
        while (performance.now() < until) statuses.push(...(await Promise.all(Array.from({ length: 8 }, () => getOnNewConnection(`${server.url}/healthz`)))));
        expect(statuses.length).toBeGreaterThan(40);
        expect(statuses.filter((s) => s !== 200)).toEqual([]);
      });
    });

    test('ten kept-alive connections are shared five and five by the two workers', async () => {
      await withClusterServer('balance', async (server) => {
        const port = Number(new URL(server.url).port);
        // Until the second worker is ready, the first takes every connection.
        await expect
          .poll(
            async () => {
              const workers = childPids(server.pid);
              const agent = new http.Agent({ keepAlive: true, maxSockets: 10 });
              try {
                const statuses = await Promise.all(Array.from({ length: 10 }, () => getKeptAlive(`${server.url}/healthz`, agent)));
                expect(statuses).toEqual(Array(10).fill(200));
                if (workers.length !== 2) return 'one worker';
                // The readiness check's own kept-alive connection may add one to either.
                const [a = 0, b = 0] = connectionsPerProcess(port, workers);
                return a + b >= 10 && Math.abs(a - b) <= 1 ? 'even' : `${a} and ${b}`;
              } finally {
                agent.destroy();
                await new Promise((r) => setTimeout(r, 200));
              }
            },
            { timeout: 60_000, intervals: [500] },
          )
          .toBe('even');
      });
    });
  });
