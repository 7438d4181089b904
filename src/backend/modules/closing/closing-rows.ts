import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';

/** Runs raw SQL in the query layer and returns its rows (both engines answer { rows }). */
export async function rowsOf<T>(db: Db, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

export const rawRows = <T>(db: Db, text: string): Promise<T[]> => rowsOf<T>(db, sql.raw(text));
