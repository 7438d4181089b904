import { describe, expect, it } from 'vitest';
import { mulberry32, Rng } from './prng.ts';

describe('mulberry32', () => {
  it('gives the same sequence for the same seed', () => {
    const a = mulberry32(42);
    const b = mulberry32(42);
    for (let i = 0; i < 100; i++) expect(a()).toBe(b());
  });

  it('gives another sequence for another seed', () => {
    const a = mulberry32(1);
    const b = mulberry32(2);
    expect([a(), a(), a()]).not.toEqual([b(), b(), b()]);
  });

  it('stays in [0, 1) and spreads evenly', () => {
    const next = mulberry32(7);
    const buckets = new Array<number>(10).fill(0);
    let min = 1;
    let max = 0;
    for (let i = 0; i < 100_000; i++) {
      const v = next();
      min = Math.min(min, v);
      max = Math.max(max, v);
      buckets[Math.floor(v * 10)]! += 1;
    }
    expect(min).toBeGreaterThanOrEqual(0);
    expect(max).toBeLessThan(1);
    for (const b of buckets) expect(Math.abs(b - 10_000)).toBeLessThan(500);
  });
});

describe('Rng', () => {
  it('draws integers within both bounds', () => {
    const rng = new Rng(3);
    const seen = new Set<number>();
    for (let i = 0; i < 1000; i++) seen.add(rng.int(1, 4));
    expect([...seen].sort()).toEqual([1, 2, 3, 4]);
  });

  it('weights its choices', () => {
    const rng = new Rng(5);
    let a = 0;
    for (let i = 0; i < 10_000; i++)
      if (
        rng.weighted([
          ['a', 9],
          ['b', 1],
        ] as const) === 'a'
      )
        a++;
    expect(a).toBeGreaterThan(8_700);
    expect(a).toBeLessThan(9_300);
  });

  it('refuses to pick from nothing', () => {
    expect(() => new Rng(1).pick([])).toThrow(/empty/);
  });
});
