import { describe, expect, it } from 'vitest';
import { parseCardStatement, parseStatementAmount, parseStatementDay, splitCsvLine } from './card-statement-csv.ts';

describe("the acquirer's CSV statement", () => {
  it('reads days, amounts and quoted fields', () => {
    expect(parseStatementDay('10/03/2026')).toBe('2026-03-10');
    expect(parseStatementDay('2026-03-10')).toBe('2026-03-10');
    expect(parseStatementDay('31/02/2026')).toBeUndefined();
    expect(parseStatementAmount('1 250,50', 'MAD')).toBe(125050);
    expect(parseStatementAmount('-12.5', 'MAD')).toBe(-1250);
    expect(parseStatementAmount('1500', 'JPY')).toBe(1500);
    expect(parseStatementAmount('12,345', 'MAD')).toBeUndefined();
    expect(parseStatementAmount('1e3', 'MAD')).toBeUndefined();
    expect(splitCsvLine('2026-03-10,"1250,00",1234,"A ""1""",', ',')).toEqual(['2026-03-10', '1250,00', '1234', 'A "1"', '']);
  });

  it("skips a header and empty lines, keeps the card's last 4 digits, detects the separator", () => {
    expect(parseCardStatement('\uFEFFdate;montant;carte\r\n\r\n10/03/2026;100,00;4111********1234\r\n', 'MAD')).toEqual([
      { line: 3, day: '2026-03-10', amountMinor: 10000, card: '1234', authorization: '', reference: '' },
    ]);
    expect(parseCardStatement('2026-03-10,"100,00",1234,AUTH,REF', 'MAD')[0]).toMatchObject({ amountMinor: 10000, authorization: 'AUTH', reference: 'REF' });
  });

  it('names the bad line', () => {
    expect(() => parseCardStatement('date;amount\n10/03/2026;0', 'MAD')).toThrow(/^line 2: amount '0'/);
    expect(() => parseCardStatement('10/03/2026;1,00;abc', 'MAD')).toThrow(/^line 1: card 'abc'/);
    expect(() => parseCardStatement('x;y\n', 'MAD')).toThrow(/^csv: the statement holds no transaction/);
  });
});
