import type { Context } from 'hono';
import type { ApiEnv } from '../../http/api-env.ts';
import { markReadSource } from '../../db/replica.ts';

/**
 * Where a report reads its figures: the read replica while it answers (REPLICA_DATABASE_URL), else
 * the primary; the answer says which and, from the replica, as of when (x-auberge-as-of). The hotel,
 * its business day and its closing state are read on the primary, as the desk sees them.
 */
export async function reportReader(c: Context<ApiEnv>) {
  const source = await c.get('deps').database.read();
  markReadSource(c, source);
  return source;
}
