/**
 * A bounded map that keeps the latest used entries: reading an entry makes it the latest, and
 * adding one gives up the least recently used until the total weight (1 per entry unless `weigh`
 * says otherwise) is within `max`. For caches of derived values (drawings, compressed answers).
 */
export class KeptLatest<K, V> {
  readonly #entries = new Map<K, V>();
  readonly #max: number;
  readonly #weigh: (value: V) => number;
  #total = 0;

  constructor(max: number, weigh: (value: V) => number = () => 1) {
    this.#max = max;
    this.#weigh = weigh;
  }

  get(key: K): V | undefined {
    const value = this.#entries.get(key);
    if (value === undefined) return undefined;
    this.#entries.delete(key);
    this.#entries.set(key, value);
    return value;
  }

  set(key: K, value: V): void {
    const old = this.#entries.get(key);
    if (old !== undefined) {
      this.#entries.delete(key);
      this.#total -= this.#weigh(old);
    }
    this.#entries.set(key, value);
    this.#total += this.#weigh(value);
    for (const [k, v] of this.#entries) {
      if (this.#total <= this.#max) break;
      this.#entries.delete(k);
      this.#total -= this.#weigh(v);
    }
  }

  get size(): number {
    return this.#entries.size;
  }

  /** The entries' total weight. */
  get total(): number {
    return this.#total;
  }
}
