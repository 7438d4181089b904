import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from './client.ts';

/** The embedded database on its own thread keeps PGlite's guarantees: transactions, errors, isolation. */
describe('PGlite on its own thread', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openDatabase({});
    await database.exec('create table t (id int primary key, v text not null)');
  }, 60_000);
  afterAll(() => database?.close());

  it('answers queries with their rows, dates as text', async () => {
    await database.query('insert into t values ($1, $2), ($3, $4)', [1, 'a', 2, 'b']);
    expect(await database.query('select id, v from t order by id')).toEqual([
      { id: 1, v: 'a' },
      { id: 2, v: 'b' },
    ]);
    expect(await database.query(`select '2026-11-26'::date as d`)).toEqual([{ d: '2026-11-26' }]);
  });

  it('keeps the database error fields the code reads (SQLSTATE, constraint)', async () => {
    const err = await database.query('insert into t values (1, $1)', ['dup']).catch((e: unknown) => e as Record<string, unknown>);
    expect(err).toBeInstanceOf(Error);
    expect(err).toMatchObject({ code: '23505', constraint: 't_pkey' });
  });

  it('commits a transaction, and rolls back one that throws', async () => {
    await database.db.transaction(async (tx) => {
      await tx.execute(`insert into t values (10, 'kept')`);
    });
    await expect(
      database.db.transaction(async (tx) => {
        await tx.execute(`insert into t values (11, 'dropped')`);
        throw new Error('changed my mind');
      }),
    ).rejects.toThrow('changed my mind');
    expect(await database.query('select id from t where id >= 10 order by id')).toEqual([{ id: 10 }]);
  });

  it('lets no other statement in while a transaction is open', async () => {
    let release!: () => void;
    const held = new Promise<void>((r) => (release = r));
    const tx = database.db.transaction(async (t) => {
      await t.execute(`insert into t values (20, 'inside')`);
      await held;
    });
    await new Promise((r) => setTimeout(r, 50));
    let seen: unknown;
    const outside = database.query('select count(*)::int as n from t where id = 20').then((rows) => (seen = rows));
    await new Promise((r) => setTimeout(r, 100));
    expect(seen).toBeUndefined();
    release();
    await tx;
    await outside;
    expect(seen).toEqual([{ n: 1 }]);
  });

  it('dumps its data folder', async () => {
    const blob = await database.dump!();
    expect(blob.size).toBeGreaterThan(100_000);
  });
});
