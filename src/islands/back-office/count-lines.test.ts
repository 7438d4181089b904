import { describe, expect, it } from 'vitest';
import { countedLines, parseCounted, varianceOf } from './count-lines.ts';

describe('a count sheet’s lines', () => {
  it('reads quantities typed with a point or a comma, up to three decimals', () => {
    expect(parseCounted('12')).toBe(12);
    expect(parseCounted('2,5')).toBe(2.5);
    expect(parseCounted('0.125')).toBe(0.125);
    expect(parseCounted('0')).toBe(0);
    expect(parseCounted('-1')).toBeNull();
    expect(parseCounted('1.2345')).toBeNull();
    expect(parseCounted('abc')).toBeNull();
  });
  it('shows the variance exactly, and none for an empty line', () => {
    expect(varianceOf(7, '5')).toBe(-2);
    expect(varianceOf(0.3, '0,1')).toBe(-0.2);
    expect(varianceOf(7, '')).toBeNull();
  });
  it('sends counted zeros, never the products left empty', () => {
    const products = [{ productId: 1 }, { productId: 2 }, { productId: 3 }];
    expect(countedLines(products, { 1: '0', 2: '', 3: '4,5' })).toEqual([
      { productId: 1, counted: 0 },
      { productId: 3, counted: 4.5 },
    ]);
  });
});
