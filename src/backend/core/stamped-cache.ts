/**
 * A bounded cache of values read from a hotel's availability, kept under the hotel's availability
 * stamp (core/availability-stamp.ts): an entry serves only while the stamp has not moved (no rate,
 * restriction, plan, room, stay, hold or calendar block changed since) and until the time its
 * computation said; it is then computed again. The booking site keeps its offers per search
 * (booking-site/cached-offers.ts), the tape chart its rooms and stays per window
 * (reservations/find-room-calendar.ts). It serves the display only: a hold and a booking count the
 * units again under the room type's lock. Least recently used entries go first past `max`;
 * concurrent misses of one key share one computation.
 */
export class StampedCache<V> {
  /**
   * One cache per database and per use: a process may serve several databases (the tests open one
   * per engine). `perDb` is the use's own WeakMap; the cache is made on first use with `max` and
   * `maxAgeMs`.
   */
  static for<V, K extends object>(perDb: WeakMap<K, StampedCache<V>>, db: K, max: number, maxAgeMs: number): StampedCache<V> {
    let cache = perDb.get(db);
    if (!cache) perDb.set(db, (cache = new StampedCache<V>(max, maxAgeMs)));
    return cache;
  }

  private entries = new Map<string, { stamp: number; validUntil: number; value: V }>();
  private pending = new Map<string, { stamp: number; value: Promise<V> }>();

  readonly max: number;
  /** The longest an entry serves (ms), whatever its stamp: a bound, not what keeps it right. */
  readonly maxAgeMs: number;

  constructor(max: number, maxAgeMs: number) {
    this.max = max;
    this.maxAgeMs = maxAgeMs;
  }

  get size(): number {
    return this.entries.size;
  }

  /** The value kept for `key` under `stamp`, else `compute`'s (kept until `validUntil` it answers, epoch ms). */
  async get(key: string, stamp: number, nowMs: number, compute: () => Promise<{ value: V; validUntil: number | null }>): Promise<V> {
    const hit = this.entries.get(key);
    if (hit && hit.stamp === stamp && nowMs < hit.validUntil) {
      // Most recently used last: Map keeps insertion order.
      this.entries.delete(key);
      this.entries.set(key, hit);
      return hit.value;
    }
    const running = this.pending.get(key);
    if (running && running.stamp === stamp) return running.value;
    const value = compute().then(({ value, validUntil }) => {
      const until = Math.min(validUntil ?? Infinity, nowMs + this.maxAgeMs);
      this.entries.delete(key);
      this.entries.set(key, { stamp, validUntil: until, value });
      while (this.entries.size > this.max) this.entries.delete(this.entries.keys().next().value!);
      return value;
    });
    this.pending.set(key, { stamp, value });
    try {
      return await value;
    } finally {
      if (this.pending.get(key)?.value === value) this.pending.delete(key);
    }
  }
}
