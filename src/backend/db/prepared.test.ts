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
  it('names a lookup (a SELECT by equalities only) by its text', () => {
    const stay = text(sql`select "number" from "reservations" where "reservations"."reservation_id" = ${7} order by "number"`);
    expect(preparedName(stay)).toMatch(/^lookup-[0-9a-f]{16}$/);
    expect(preparedName(stay)).toBe(
      preparedName(text(sql`select "number" from "reservations" where "reservations"."reservation_id" = ${8} order by "number"`)),
    );
    expect(preparedName(' select p.payment_id from payments p join orders o on o.order_id = p.order_id where p.order_id = $1')).toMatch(/^lookup-/);
  });
  it('leaves unnamed a statement neither marked nor a lookup: ranges, patterns, writes', () => {
    for (const t of [
      'select * from reservations where checkin between $1 and $2',
      'select * from reservations where checkin >= $1',
      'select * from reservations where stay && daterange($1, $2)',
      'select * from customers where last_name ilike $1',
      "select data->>'x' from t where id = $1",
      'insert into notes (message) values ($1)',
      'update users set name = $1 where user_id = $2',
      `select ${'x, '.repeat(3000)}1 from t where id = $1`,
      ' /* prepared: x */ select 1',
      '/* prepared: Bad_Name */ select 1',
    ])
      expect(preparedName(t)).toBeUndefined();
  });
  it('refuses a name that could break the comment', () => {
    expect(() => prepared('a */ drop table x; /*')).toThrow(/lowercase letters, digits and dashes/);
  });
});
