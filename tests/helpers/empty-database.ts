import { randomBytes } from 'node:crypto';
import { openDatabase, type Database } from '../../src/backend/db/client.ts';
import type { Engine } from './test-api.ts';
import { adminUrl, databaseUrlFor } from './pg-urls.ts';

/** test-api.ts's ENGINES, for tests of the database alone: importing that file loads both APIs. */
export const DATABASE_ENGINES: Engine[] = process.env['TEST_DATABASE_URL'] ? ['pglite', 'postgres'] : ['pglite'];

/**
 * A database with nothing in it, not even the migrations (the shared test template is migrated and
 * seeded): PGlite in memory, or a new database on the TEST_DATABASE_URL server, dropped by `drop`.
 */
export async function emptyDatabase(engine: Engine, prefix: string): Promise<{ database: Database; drop: () => Promise<void> }> {
  if (engine === 'pglite') {
    const database = await openDatabase({});
    return { database, drop: () => database.close() };
  }
  const base = process.env['TEST_DATABASE_URL'];
  if (!base) throw new Error('TEST_DATABASE_URL is not set: no PostgreSQL server to make an empty database on.');
  const name = `auberge_${prefix}_${process.pid}_${randomBytes(4).toString('hex')}`;
  const admin = await openDatabase({ url: adminUrl(base), poolSize: 1 });
  await admin.exec(`create database ${name}`);
  await admin.close();
  const database = await openDatabase({ url: databaseUrlFor(base, name), poolSize: 2 });
  return {
    database,
    drop: async () => {
      await database.close();
      const a = await openDatabase({ url: adminUrl(base), poolSize: 1 });
      await a.exec(`drop database if exists ${name} with (force)`);
      await a.close();
    },
  };
}
