import type { Queryer } from '../db/client.ts';
import { row, type Cell } from '../core/sql-literal.ts';

/**
 * Writes rows as multi-row INSERT statements of `chunk` rows: one statement per row is far too
 * slow for seeds of 100,000 stays, one statement for everything too large to parse.
 */
export async function insertRows(q: Queryer, table: string, columns: readonly string[], rows: readonly (readonly Cell[])[], chunk = 1000): Promise<void> {
  const head = `insert into ${table} (${columns.join(', ')}) values\n`;
  for (let i = 0; i < rows.length; i += chunk) {
    await q.exec(
      head +
        rows
          .slice(i, i + chunk)
          .map(row)
          .join(',\n'),
    );
  }
}

/**
 * Reserves a block of n serial ids so that rows can reference each other before they are
 * written (orders → items → stays) without a RETURNING round trip per row. Also covers ids
 * written explicitly past the sequence. Seeds run alone, inside their own transaction.
 */
export async function reserveIds(q: Queryer, table: string, column: string, n: number): Promise<number> {
  const [r] = await q.query<{ first: string }>(
    `select greatest(nextval(pg_get_serial_sequence($1, $2)), (select coalesce(max(${column}), 0) + 1 from ${table}))::text as first`,
    [table, column],
  );
  const first = Number(r!.first);
  if (n > 0) await q.query('select setval(pg_get_serial_sequence($1, $2), $3)', [table, column, first + n - 1]);
  return first;
}

/** After explicit ids: the next serial id follows the largest one written. */
export async function syncSequences(q: Queryer, tables: readonly (readonly [string, string])[]): Promise<void> {
  for (const [table, column] of tables) {
    await q.query(`select setval(pg_get_serial_sequence($1, $2), greatest(m, 1), m > 0) from (select coalesce(max(${column}), 0) as m from ${table}) t`, [
      table,
      column,
    ]);
  }
}

/** Runs fn in one transaction on one connection: a crash never leaves half a seed. */
export async function inTransaction<T>(database: { withSession<R>(fn: (q: Queryer) => Promise<R>): Promise<R> }, fn: (q: Queryer) => Promise<T>): Promise<T> {
  return database.withSession(async (q) => {
    await q.exec('begin');
    try {
      const out = await fn(q);
      await q.exec('commit');
      return out;
    } catch (err) {
      await q.exec('rollback').catch(() => {});
      throw err;
    }
  });
}
