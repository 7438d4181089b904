/**
 * Gives stays rooms of their type so that no room ever holds two overlapping stays (the
 * reservations_no_double_booking constraint). Stays must come sorted by check-in: each takes the
 * free room that became free last (best fit), which leaves long gaps whole for longer stays and
 * is optimal for interval scheduling: a stay is refused only when every room of its type is busy.
 */
export class RoomAssigner {
  /** Per room type: the rooms and the day each becomes free ('' = free since forever). */
  private readonly free = new Map<number, { roomId: number; freeFrom: string }[]>();

  constructor(rooms: readonly { roomId: number; roomTypeId: number }[]) {
    for (const r of rooms) {
      const list = this.free.get(r.roomTypeId) ?? [];
      list.push({ roomId: r.roomId, freeFrom: '' });
      this.free.set(r.roomTypeId, list);
    }
  }

  /** The room given to the stay, or null when every room of the type is taken on one of its nights. */
  assign(roomTypeId: number, checkin: string, checkout: string): number | null {
    let best: { roomId: number; freeFrom: string } | undefined;
    for (const slot of this.free.get(roomTypeId) ?? []) {
      if (slot.freeFrom <= checkin && (!best || slot.freeFrom > best.freeFrom)) best = slot;
    }
    if (!best) return null;
    best.freeFrom = checkout;
    return best.roomId;
  }
}
