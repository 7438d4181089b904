import { describe, expect, it } from 'vitest';
import { PgDialect } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { prepared, preparedName } from './prepared.ts';

const text = (q: ReturnType<typeof sql>) => new PgDialect().sqlToQuery(q).sql;

describe('prepared statements', () => {
  it('names a marked statement by its mark and its text', () => {
    const a = text(sql`${prepared('quote-stay')}select ${1}::int`);
    const b = text(sql`${prepared('quote-stay')}select ${1}::int + 1`);
    expect(a.startsWith('/* prepared: quote-stay */ select $1::int')).toBe(true);
    expect(preparedName(a)).toMatch(/^quote-stay-[0-9a-f]{16}$/);
    expect(preparedName(a)).toBe(preparedName(text(sql`${prepared('quote-stay')}select ${2}::int`)));
    expect(preparedName(b)).not.toBe(preparedName(a));
  });
  it('leaves an unmarked statement unnamed', () => {
    expect(preparedName('select 1')).toBeUndefined();
    expect(preparedName(' /* prepared: x */ select 1')).toBeUndefined();
    expect(preparedName('/* prepared: Bad_Name */ select 1')).toBeUndefined();
  });
  it('refuses a name that could break the comment', () => {
    expect(() => prepared('a */ drop table x; /*')).toThrow(/lowercase letters, digits and dashes/);
  });
});
