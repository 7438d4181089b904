import { describe, expect, it } from 'vitest';
import { parseKidAges } from './kid-ages.ts';

describe('parseKidAges', () => {
  it('reads ages separated by commas, semicolons or spaces, and ignores the rest', () => {
    expect(parseKidAges('5,9')).toEqual([5, 9]);
    expect(parseKidAges('4;9')).toEqual([4, 9]);
    expect(parseKidAges(' 3 , 12 ')).toEqual([3, 12]);
    expect(parseKidAges('')).toEqual([]);
    expect(parseKidAges(null)).toEqual([]);
    expect(parseKidAges('7,x')).toEqual([7]);
  });
});
