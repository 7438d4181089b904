import type { Database } from '../db/client.ts';

/**
 * Returns the secret stored under `name` in server_keys, creating it on first use. Several
 * instances may start together on an empty database: each tries to insert its own value, only
 * the first insert wins (on conflict do nothing), and everyone then reads the winner back, so
 * all instances sign and verify with the same keys.
 */
export async function loadServerKey<T extends Record<string, unknown>>(database: Database, name: string, use: string, generate: () => Promise<T>): Promise<T> {
  const existing = await readKey<T>(database, name);
  if (existing) return existing;
  const fresh = await generate();
  await database.query(`insert into server_keys (kid, use, key) values ($1, $2, $3) on conflict (kid) do nothing`, [name, use, JSON.stringify(fresh)]);
  const stored = await readKey<T>(database, name);
  if (!stored) throw new Error(`server_keys: the key '${name}' could not be stored or read back.`);
  return stored;
}

async function readKey<T>(database: Database, name: string): Promise<T | undefined> {
  const [row] = await database.query<{ key: T | string }>(`select key from server_keys where kid = $1`, [name]);
  if (!row) return undefined;
  return typeof row.key === 'string' ? (JSON.parse(row.key) as T) : row.key;
}
