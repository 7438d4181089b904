import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openDatabase } from '../../src/backend/db/client.ts';
import { migrate } from '../../src/backend/db/migrate.ts';
import { seedReferenceData } from '../../src/backend/seed/seed-reference.ts';
import { seedTestFixtures } from './fixtures.ts';
import { adminUrl, databaseUrlFor } from './pg-urls.ts';
import { PGLITE_TEMPLATE_ENV } from './pglite-template.ts';

/**
 * Builds, once per run, a migrated database holding the reference data and the test fixtures:
 * a PGlite data folder, and (with TEST_DATABASE_URL) a PostgreSQL template database.
 * Each test file then starts from a copy of it.
 */
export default async function setup(): Promise<() => Promise<void>> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'auberge-test-'));
  const base = process.env['TEST_DATABASE_URL'];
  const template = base ? `auberge_tpl_${process.pid}` : undefined;
  // The two side by side: PGlite works on its own thread, PostgreSQL in its server, and no test runs
  // meanwhile to use the second core.
  await Promise.all([pgliteTemplate(path.join(dir, 'pglite-template')), base && template ? postgresTemplate(base, template) : undefined]);

  return async () => {
    fs.rmSync(dir, { recursive: true, force: true });
    if (base && template) {
      const admin = await openDatabase({ url: adminUrl(base), poolSize: 1 });
      const leftovers = await admin.query<{ datname: string }>(`select datname from pg_database where datname like $1`, [`auberge_t_${process.pid}_%`]);
      for (const d of [...leftovers.map((l) => l.datname), template]) await admin.exec(`drop database if exists ${d} with (force)`).catch(() => {});
      await admin.close();
    }
  };
}

/** A data folder, closed cleanly: each file copies it (pglite-template.ts). */
async function pgliteTemplate(folder: string): Promise<void> {
  const pglite = await openDatabase({ dataDir: folder });
  await migrate(pglite);
  await seedReferenceData(pglite);
  await seedTestFixtures(pglite);
  await pglite.close();
  process.env[PGLITE_TEMPLATE_ENV] = folder;
}

async function postgresTemplate(base: string, template: string): Promise<void> {
  const admin = await openDatabase({ url: adminUrl(base), poolSize: 1 });
  await admin.exec(`drop database if exists ${template}`);
  await admin.exec(`create database ${template}`);
  await admin.close();
  const tpl = await openDatabase({ url: databaseUrlFor(base, template), poolSize: 1 });
  await migrate(tpl);
  await seedReferenceData(tpl);
  await seedTestFixtures(tpl);
  await tpl.close();
  process.env['AUBERGE_TEST_PG_TEMPLATE'] = template;
}
