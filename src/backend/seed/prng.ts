/**
 * mulberry32: a tiny, fast 32-bit PRNG. Seeds must be reproducible (the same demo on every
 * machine, the same benchmark data on every run), which Math.random cannot give.
 */
export function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** The draws the seeders need, over one uniform source in [0, 1). */
export class Rng {
  readonly next: () => number;
  constructor(seed: number) {
    this.next = mulberry32(seed);
  }
  /** An integer in [min, max], both included. */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }
  chance(p: number): boolean {
    return this.next() < p;
  }
  pick<T>(items: readonly T[]): T {
    if (items.length === 0) throw new Error('Rng.pick: cannot pick from an empty list');
    return items[Math.floor(this.next() * items.length)] as T;
  }
  /** One value by relative weight: [[value, weight], ...]. */
  weighted<T>(choices: readonly (readonly [T, number])[]): T {
    const total = choices.reduce((s, [, w]) => s + w, 0);
    let r = this.next() * total;
    for (const [v, w] of choices) {
      r -= w;
      if (r < 0) return v;
    }
    const last = choices[choices.length - 1];
    if (!last) throw new Error('Rng.weighted: no choices');
    return last[0];
  }
}
