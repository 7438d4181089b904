import { describe, expect, it } from 'vitest';
import { StampedCache } from './stamped-cache.ts';

const counting = () => {
  let calls = 0;
  const compute =
    (value: string, validUntil: number | null = null) =>
    async () => {
      calls++;
      return { value, validUntil };
    };
  return { compute, calls: () => calls };
};

describe('StampedCache: kept per stamp, bounded, never past a hold’s expiry', () => {
  it('serves a kept value while the stamp has not moved, and computes again when it has', async () => {
    const c = new StampedCache<string>(10, 60_000);
    const n = counting();
    expect(await c.get('k', 1, 0, n.compute('a'))).toBe('a');
    expect(await c.get('k', 1, 10, n.compute('never'))).toBe('a');
    expect(n.calls()).toBe(1);
    expect(await c.get('k', 2, 20, n.compute('b'))).toBe('b');
    expect(n.calls()).toBe(2);
  });

  it('computes again once the value’s own validity (a hold’s expiry) or the longest age has passed', async () => {
    const c = new StampedCache<string>(10, 1_000);
    const n = counting();
    await c.get('k', 1, 0, n.compute('a', 500));
    expect(await c.get('k', 1, 499, n.compute('x'))).toBe('a');
    expect(await c.get('k', 1, 500, n.compute('b'))).toBe('b');
    expect(await c.get('k', 1, 1_499, n.compute('y'))).toBe('b');
    expect(await c.get('k', 1, 1_500, n.compute('c'))).toBe('c');
    expect(n.calls()).toBe(3);
  });

  it('keeps at most `max` entries, the least recently used going first', async () => {
    const c = new StampedCache<string>(2, 60_000);
    const n = counting();
    await c.get('a', 1, 0, n.compute('A'));
    await c.get('b', 1, 0, n.compute('B'));
    await c.get('a', 1, 0, n.compute('never'));
    await c.get('c', 1, 0, n.compute('C'));
    expect(c.size).toBe(2);
    expect(await c.get('a', 1, 0, n.compute('again'))).toBe('A');
    expect(await c.get('b', 1, 0, n.compute('B2'))).toBe('B2');
    expect(n.calls()).toBe(4);
  });

  it('shares one computation among concurrent misses of a search, and keeps no failure', async () => {
    const c = new StampedCache<string>(10, 60_000);
    let calls = 0;
    let release = () => {};
    const slow = async () => {
      calls++;
      await new Promise<void>((r) => (release = r));
      return { value: 'v', validUntil: null };
    };
    const all = Promise.all([c.get('k', 1, 0, slow), c.get('k', 1, 0, slow), c.get('k', 1, 0, slow)]);
    await Promise.resolve();
    release();
    expect(await all).toEqual(['v', 'v', 'v']);
    expect(calls).toBe(1);
    await expect(c.get('f', 1, 0, () => Promise.reject(new Error('database gone')))).rejects.toThrow('database gone');
    expect(await c.get('f', 1, 0, async () => ({ value: 'ok', validUntil: null }))).toBe('ok');
  });

  it('keeps one cache per database and per use, made on first use', async () => {
    const perDb = new WeakMap<object, StampedCache<string>>();
    const pglite = {};
    const postgres = {};
    const first = StampedCache.for(perDb, pglite, 2, 1_000);
    expect(StampedCache.for(perDb, pglite, 2, 1_000)).toBe(first);
    expect(first.max).toBe(2);
    expect(first.maxAgeMs).toBe(1_000);
    const other = StampedCache.for(perDb, postgres, 2, 1_000);
    expect(other).not.toBe(first);
    await first.get('k', 1, 0, async () => ({ value: 'pglite', validUntil: null }));
    expect(await other.get('k', 1, 0, async () => ({ value: 'postgres', validUntil: null }))).toBe('postgres');
  });
});
