import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../src/backend/db/client.ts';
import { prepared } from '../src/backend/db/prepared.ts';
import { adminUrl } from './helpers/pg-urls.ts';

const base = process.env['TEST_DATABASE_URL'];
type Rows<T> = { rows: T[] };

// One connection, so that the statements the server keeps prepared are those of this session.
describe.skipIf(!base)('[postgres] statements marked prepared()', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openDatabase({ url: adminUrl(base!), poolSize: 1 });
  });
  afterAll(async () => database?.close());

  const names = async () =>
    ((await database.db.execute(sql`select name from pg_prepared_statements order by name`)) as unknown as Rows<{ name: string }>).rows.map((r) => r.name);

  it('are prepared once per connection under their name, and answer each call with its own parameters', async () => {
    const twice = (n: number) => database.db.execute(sql`${prepared('probe')}select ${n}::int * 2 as twice`) as unknown as Promise<Rows<{ twice: number }>>;
    expect((await twice(2)).rows).toEqual([{ twice: 4 }]);
    expect((await twice(21)).rows).toEqual([{ twice: 42 }]);
    const probes = (await names()).filter((n) => n.startsWith('probe-'));
    expect(probes).toHaveLength(1);
  });

  it('leave unmarked statements unnamed, and give another text of the same mark its own name', async () => {
    await database.db.execute(sql`select ${1}::int as unmarked`);
    await database.db.execute(sql`${prepared('probe')}select ${3}::int * 3 as thrice`);
    const all = await names();
    expect(all.filter((n) => n.startsWith('probe-'))).toHaveLength(2);
    expect(all.every((n) => n.startsWith('probe-'))).toBe(true);
  });
});
