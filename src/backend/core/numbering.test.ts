import { PgDialect } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { stayNumber, stayNumberSql, stayNumberSqlText } from './numbering.ts';

const dialect = new PgDialect();

describe('stay numbers: the order number and the stay rank, one rule in three spellings', () => {
  it('numbers a stay CODE-n-rank', () => {
    expect(stayNumber('PAR-41', 1)).toBe('PAR-41-1');
    expect(stayNumber('PAR-41', 12)).toBe('PAR-41-12');
  });

  it('writes a known rank as a literal, so a prepared statement keeps one text', () => {
    const q = dialect.sqlToQuery(stayNumberSql(sql`o.number`, 1));
    expect(q.sql).toBe("o.number || '-1'");
    expect(q.params).toEqual([]);
  });

  it('joins SQL expressions with the same separator', () => {
    const q = dialect.sqlToQuery(stayNumberSql(sql`${'PAR-41'}::text`, sql`s.n`));
    expect(q.sql).toBe("$1::text || '-' || s.n");
    expect(q.params).toEqual(['PAR-41']);
  });

  it('spells it for statements held as text', () => {
    expect(stayNumberSqlText("'PAR' || '-' || (100 + s.n)", 1)).toBe("'PAR' || '-' || (100 + s.n) || '-1'");
  });

  it('refuses a rank that is not a whole number from 1', () => {
    expect(() => stayNumber('PAR-41', 0)).toThrow(/whole number from 1/);
    expect(() => stayNumberSql(sql`o.number`, 1.5)).toThrow(/whole number from 1/);
  });
});
