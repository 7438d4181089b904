import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { startServer } from '../scripts/start-built-server.ts';
import { openDatabase } from '../src/backend/db/client.ts';
import { adminUrl, databaseUrlFor } from '../tests/helpers/pg-urls.ts';

const base = process.env['TEST_DATABASE_URL'];

/** One request on its own connection: the cluster hands each connection to one of its workers. */
function getOnNewConnection(url: string): Promise<number> {
  return new Promise((resolve, reject) => {
    http.get(url, { agent: false }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode ?? 0));
    }).on('error', reject);
  });
}

// Like the API tests' PostgreSQL half, this exists only where a PostgreSQL server is given
// (TEST_DATABASE_URL, which .ci/run sets): WORKERS above 1 needs one.
if (base) test.describe('WORKERS=2 on PostgreSQL', () => {
  test('the workers started after the first hold their first requests instead of answering 503', async () => {
    test.setTimeout(120_000);
    const name = `auberge_cluster_${process.pid}_${Date.now().toString(36)}`;
    const admin = await openDatabase({ url: adminUrl(base!), poolSize: 1 });
    await admin.exec(`create database ${name}`);
    const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'auberge-cluster-'));
    const root = process.cwd();
    const server = await startServer({
      root, dist: process.env['AUBERGE_DIST'] ?? path.join(root, 'dist'), databaseUrl: databaseUrlFor(base!, name),
      logFile: path.join(scratch, 'server.log'), maxLifetimeS: 120, env: { WORKERS: '2' },
    });
    try {
      // The second worker is forked when the first is ready, i.e. now: it takes connections while it starts.
      const statuses: number[] = [];
      const until = performance.now() + 4000;
      while (performance.now() < until) statuses.push(...(await Promise.all(Array.from({ length: 8 }, () => getOnNewConnection(`${server.url}/healthz`)))));
      expect(statuses.length).toBeGreaterThan(40);
      expect(statuses.filter((s) => s !== 200)).toEqual([]);
    } finally {
      await server.stop();
      fs.rmSync(scratch, { recursive: true, force: true });
      await admin.exec(`drop database if exists ${name} with (force)`);
      await admin.close();
    }
  });
});
