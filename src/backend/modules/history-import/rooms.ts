/** A stay over nights [start, end): day numbers, the departure day is free for the next guest. */
export interface Interval {
  start: number;
  end: number;
}

/**
 * The largest number of stays in house on one night: a sweep over arrivals (+1) and departures (-1),
 * departures first on a shared day because a room freed in the morning is sold again that evening.
 */
export function peakConcurrency(stays: readonly Interval[]): number {
  const events: number[] = [];
  // One sortable number per event: day * 2, +1 for an arrival, so departures sort first.
  for (const s of stays) events.push(s.start * 2 + 1, s.end * 2);
  events.sort((a, b) => a - b);
  let now = 0;
  let peak = 0;
  for (const e of events) {
    now += e % 2 === 1 ? 1 : -1;
    if (now > peak) peak = now;
  }
  return peak;
}

/**
 * Gives stays rooms one at a time, in order of arrival (then departure): each takes the room freed
 * earliest if it is free by then, else a new room. That greedy uses exactly peakConcurrency(stays)
 * rooms, and holds only the rooms (never the stays): the import streams a type's stays through it.
 */
export class RoomAssigner {
  private readonly heap = new MinHeap();
  /** Rooms used so far. */
  count = 0;
  /** The room (0-based) of the next stay; stays must come by arrival, then departure. */
  assign(start: number, end: number): number {
    const top = this.heap.peek();
    if (top && top.freeAt <= start) {
      this.heap.pop();
      this.heap.push({ freeAt: end, room: top.room });
      return top.room;
    }
    this.heap.push({ freeAt: end, room: this.count });
    return this.count++;
  }
}

/** Gives every stay a room (0-based index) with as few rooms as possible: RoomAssigner over the stays sorted by arrival, then departure. */
export function assignRooms(stays: readonly Interval[]): { room: Int32Array; count: number } {
  const order = stays.map((_, i) => i).sort((a, b) => stays[a]!.start - stays[b]!.start || stays[a]!.end - stays[b]!.end);
  const room = new Int32Array(stays.length);
  const rooms = new RoomAssigner();
  for (const i of order) room[i] = rooms.assign(stays[i]!.start, stays[i]!.end);
  return { room, count: rooms.count };
}

interface Slot {
  freeAt: number;
  room: number;
}

/** Binary min-heap on freeAt (ties: lower room number, so assignments are deterministic). */
class MinHeap {
  private readonly items: Slot[] = [];
  private less(a: Slot, b: Slot): boolean {
    return a.freeAt < b.freeAt || (a.freeAt === b.freeAt && a.room < b.room);
  }
  peek(): Slot | undefined {
    return this.items[0];
  }
  push(slot: Slot): void {
    const a = this.items;
    a.push(slot);
    let i = a.length - 1;
    while (i > 0) {
      const p = (i - 1) >> 1;
      if (!this.less(a[i]!, a[p]!)) break;
      [a[i], a[p]] = [a[p]!, a[i]!];
      i = p;
    }
  }
  pop(): Slot | undefined {
    const a = this.items;
    const top = a[0];
    const last = a.pop();
    if (a.length && last) {
      a[0] = last;
      let i = 0;
      for (;;) {
        const l = i * 2 + 1;
        const r = l + 1;
        let m = i;
        if (l < a.length && this.less(a[l]!, a[m]!)) m = l;
        if (r < a.length && this.less(a[r]!, a[m]!)) m = r;
        if (m === i) break;
        [a[i], a[m]] = [a[m]!, a[i]!];
        i = m;
      }
    }
    return top;
  }
}
