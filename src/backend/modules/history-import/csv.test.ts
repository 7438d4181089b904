import { describe, expect, it } from 'vitest';
import { isMissing, parseCsvLine } from './csv.ts';

describe('parseCsvLine', () => {
  it('splits plain fields, keeping empty ones', () => {
    expect(parseCsvLine('City Hotel,0,342,,NULL')).toEqual(['City Hotel', '0', '342', '', 'NULL']);
  });
  it('keeps commas and doubled quotes inside quoted fields', () => {
    expect(parseCsvLine('a,"b, c","say ""hi""",d')).toEqual(['a', 'b, c', 'say "hi"', 'd']);
  });
  it('reads NULL, NA and empty as missing', () => {
    expect(['NULL', 'NA', '', undefined].every(isMissing)).toBe(true);
    expect(isMissing('0')).toBe(false);
  });
});
