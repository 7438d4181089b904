import type { TestApi } from '../test-api.ts';

export type Columns = Record<string, string | number | boolean | null>;

/** One row into `table`, its values bound as parameters; returns the columns named in `returning` (the ids the sequences gave). */
export async function insertReturning<T>(api: TestApi, table: string, columns: Columns, returning: string): Promise<T> {
  const names = Object.keys(columns);
  const [row] = await api.database.query<T>(
    `insert into ${table} (${names.join(', ')}) values (${names.map((_, i) => `$${i + 1}`).join(', ')}) returning ${returning}`,
    names.map((n) => columns[n]),
  );
  if (!row) throw new Error(`insert into ${table} returned no row`);
  return row;
}
