import type { CleaningKind, DeskState } from '../../../lib/domain/housekeeping-dto.ts';

/** Work a room gives a maid today: a departure (full turnover) weighs more than a stay-over. */
export const WEIGHT = { departure: 2, stayover: 1 } as const satisfies Record<CleaningKind, number>;
export type { CleaningKind };

/** What today asks of a room: departing or dirty and empty → departure; occupied → stay-over; else nothing. */
export function cleaningKind(room: { deskState: DeskState; cleaningStatus: string; closed: boolean }): CleaningKind | null {
  if (room.closed) return null;
  if (room.deskState === 'DEPARTING') return 'departure';
  if (room.deskState === 'OCCUPIED') return 'stayover';
  if (room.cleaningStatus === 'DIRTY') return 'departure';
  return null;
}

/**
 * Shares the rooms among the maids so their loads (sum of weights) are as even as a greedy pass
 * makes them: heaviest rooms first, each to the least loaded maid (fewest rooms, then first in
 * the list, on a tie). Rooms keep their floor order within a maid's list.
 */
export function balanceRooms<R extends { roomId: number; kind: CleaningKind }>(rooms: readonly R[], maidIds: readonly number[]): Map<number, R[]> {
  const out = new Map<number, R[]>(maidIds.map((id) => [id, []]));
  if (maidIds.length === 0) return out;
  const load = new Map<number, number>(maidIds.map((id) => [id, 0]));
  const order = [...rooms].map((r, i) => ({ r, i })).sort((a, b) => WEIGHT[b.r.kind] - WEIGHT[a.r.kind] || a.i - b.i);
  for (const { r } of order) {
    let best = maidIds[0]!;
    for (const id of maidIds) {
      const better = load.get(id)! < load.get(best)! || (load.get(id) === load.get(best) && out.get(id)!.length < out.get(best)!.length);
      if (better) best = id;
    }
    out.get(best)!.push(r);
    load.set(best, load.get(best)! + WEIGHT[r.kind]);
  }
  const rank = new Map(rooms.map((r, i) => [r.roomId, i]));
  for (const list of out.values()) list.sort((a, b) => rank.get(a.roomId)! - rank.get(b.roomId)!);
  return out;
}
