import { describe, expect, it } from 'vitest';
import { KeptLatest } from './kept-latest.ts';

describe('kept latest', () => {
  it('gives up the least recently used entry first, a read making an entry the latest', () => {
    const kept = new KeptLatest<string, number>(2);
    kept.set('a', 1);
    kept.set('b', 2);
    expect(kept.get('a')).toBe(1);
    kept.set('c', 3);
    expect([kept.get('a'), kept.get('b'), kept.get('c')]).toEqual([1, undefined, 3]);
    expect(kept.size).toBe(2);
  });

  it('bounds the total weight, replacing an entry without counting it twice', () => {
    const kept = new KeptLatest<string, string>(10, (v) => v.length);
    kept.set('a', 'xxxx');
    kept.set('a', 'xxxxxx');
    expect(kept.total).toBe(6);
    kept.set('b', 'yyyyy');
    expect([kept.get('a'), kept.get('b'), kept.total]).toEqual([undefined, 'yyyyy', 5]);
  });
});
