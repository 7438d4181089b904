import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { openDatabase, type Database } from '../db/client.ts';
import { affectedRows, rawRows, rowsOf, sqlInstant, sqlNumber } from './rows.ts';

describe('row column schemas', () => {
  it('read a bigint or numeric as Number() does, whether it comes as text or as a number', () => {
    expect(sqlNumber.parse('42')).toBe(42);
    expect(sqlNumber.parse(42)).toBe(42);
    expect(sqlNumber.parse('-1250.500')).toBe(-1250.5);
    expect(sqlNumber.nullable().parse(null)).toBeNull();
  });

  it('refuse what is no number: a wrong figure never reaches a screen', () => {
    expect(sqlNumber.safeParse('12 MAD').success).toBe(false);
    expect(sqlNumber.safeParse(null).success).toBe(false);
    expect(sqlNumber.safeParse(true).success).toBe(false);
  });

  it('write an instant as ISO text, from a Date or from text', () => {
    expect(sqlInstant.parse(new Date('2026-03-01T10:00:00Z'))).toBe('2026-03-01T10:00:00.000Z');
    expect(sqlInstant.parse('2026-03-01 11:00:00+01')).toBe('2026-03-01T10:00:00.000Z');
  });
});

/** The same statements on each engine: the schema gives one shape whatever the engine answers. */
const engines: [string, string | undefined][] = [
  ['PGlite', undefined],
  ['PostgreSQL', process.env['TEST_DATABASE_URL']],
];

describe.each(engines)('rowsOf on %s', (engine, url) => {
  let database: Database;
  const skip = engine === 'PostgreSQL' && !url;
  beforeAll(async () => {
    if (skip) return;
    database = await openDatabase({ url, poolSize: 1 });
    await database.exec(
      'create temporary table rows_probe (id int primary key, amount bigint not null, quantity numeric(14,3) not null, at timestamptz not null)',
    );
    await database.exec(`insert into rows_probe values (1, 1500, 2.500, '2026-03-01T10:00:00Z'), (2, 9007199254740991, 0.125, '2026-03-02T10:00:00Z')`);
  }, 60_000);
  afterAll(async () => database?.close());

  it.skipIf(skip)('answers the rows typed by the caller, as the engine sends them', async () => {
    const rows = await rowsOf<{ id: number }>(database.db, sql`select id from rows_probe order by id`);
    expect(rows).toEqual([{ id: 1 }, { id: 2 }]);
    expect(await rawRows<{ n: number }>(database.db, 'select count(*)::int as n from rows_probe')).toEqual([{ n: 2 }]);
  });

  it.skipIf(skip)('parses each row with a schema: bigint, numeric, count(*) and timestamptz alike on both engines', async () => {
    const Row = z.object({ id: z.number(), amount: sqlNumber, quantity: sqlNumber, n: sqlNumber, at: sqlInstant });
    const rows = await rowsOf(database.db, sql`select id, amount, quantity, count(*) over () as n, at from rows_probe order by id`, Row);
    expect(rows).toEqual([
      { id: 1, amount: 1500, quantity: 2.5, n: 2, at: '2026-03-01T10:00:00.000Z' },
      { id: 2, amount: 9007199254740991, quantity: 0.125, n: 2, at: '2026-03-02T10:00:00.000Z' },
    ]);
  });

  it.skipIf(skip)('refuses a row that does not have the shape its code reads, naming the column', async () => {
    const Row = z.object({ id: z.number(), missing: z.string() });
    await expect(rowsOf(database.db, sql`select id from rows_probe order by id`, Row)).rejects.toThrow(/Row 1 .*missing/s);
  });

  it.skipIf(skip)('counts the rows a write touched, whichever name the engine gives the count', async () => {
    expect(await affectedRows(database.db, sql`update rows_probe set amount = amount + 1`)).toBe(2);
    expect(await affectedRows(database.db, sql`delete from rows_probe where id = 99`)).toBe(0);
  });
});
