import { sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../db/client.ts';

/**
 * The rows of a raw SQL statement: the one typed query helper every module runs `db.execute`
 * through (no module casts what `execute` answers). Both engines answer `{ rows }` (PGlite and
 * node-postgres); an array is taken as it is.
 *
 * - `rowsOf<T>(db, sql)`: rows typed by the caller, for statements that fix their columns' types
 *   themselves (`::int`, `::text`, `::bigint::text` …): what the SQL says is what arrives.
 * - `rowsOf(db, sql, Row)`: each row parsed by the zod schema `Row` and typed by it, for rows whose
 *   shape depends on the engine (node-postgres answers bigint and numeric as text where PGlite
 *   answers a bigint as a number; a timestamp comes as a Date or as text): the schema turns them
 *   into one shape (`sqlNumber`, `sqlInstant`), and a row that does not match is an error, not a
 *   wrong figure on a screen.
 */
export async function rowsOf<T>(db: Db, query: SQL): Promise<T[]>;
export async function rowsOf<S extends z.ZodType>(db: Db, query: SQL, row: S): Promise<z.output<S>[]>;
export async function rowsOf(db: Db, query: SQL, row?: z.ZodType): Promise<unknown[]> {
  const result: unknown = await db.execute(query);
  const rows: unknown[] = Array.isArray(result)
    ? result
    : typeof result === 'object' && result !== null && 'rows' in result && Array.isArray(result.rows)
      ? result.rows
      : [];
  if (!row) return rows;
  return rows.map((r, i) => {
    const parsed = row.safeParse(r);
    if (!parsed.success) throw new Error(`Row ${i + 1} of a query does not have the shape its code reads: ${z.prettifyError(parsed.error)}`);
    return parsed.data;
  });
}

/** rowsOf for a statement held as text (report SQL assembled from the code's own parts, never from input). */
export const rawRows = <T>(db: Db, text: string): Promise<T[]> => rowsOf<T>(db, sql.raw(text));

/** How many rows a write touched: node-postgres says `rowCount`, PGlite `affectedRows`. */
export async function affectedRows(db: Db, query: SQL): Promise<number> {
  const result: unknown = await db.execute(query);
  if (typeof result !== 'object' || result === null) return 0;
  if ('rowCount' in result && typeof result.rowCount === 'number') return result.rowCount;
  if ('affectedRows' in result && typeof result.affectedRows === 'number') return result.affectedRows;
  return 0;
}

/**
 * A number the engines answer in two ways: bigint (count(*), sum of integers, a bigint column) as
 * text from node-postgres and as a number from PGlite; numeric (a sum of bigints, a division) as
 * text from both. Read as `Number()` reads it; text that is no number is refused.
 */
export const sqlNumber = z.union([z.number(), z.string()]).pipe(z.coerce.number());

/** A timestamp, which comes as a Date or as text depending on the engine: as an ISO instant. */
export const sqlInstant = z.union([z.date(), z.string()]).transform((v) => new Date(v).toISOString());
