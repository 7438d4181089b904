import pg from 'pg';
import { adminUrl, databaseUrlFor } from '../../tests/helpers/pg-urls.ts';

/**
 * A database of a spec's own server: on PostgreSQL a new database beside TEST_DATABASE_URL's (and
 * how to drop it), on PGlite nothing (the server makes its own in its data folder).
 */
export async function ownDatabase(engine: 'pglite' | 'postgres', prefix: string): Promise<{ databaseUrl?: string; drop: () => Promise<void> }> {
  if (engine !== 'postgres') return { drop: async () => {} };
  const base = process.env['TEST_DATABASE_URL']!;
  const name = `${prefix}_${process.pid}_${Date.now()}`;
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: adminUrl(base) });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await admin(`create database ${name}`);
  return { databaseUrl: databaseUrlFor(base, name), drop: () => admin(`drop database if exists ${name} with (force)`) };
}
