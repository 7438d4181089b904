import { describe, expect, it } from 'vitest';
import { balanceRooms, cleaningKind } from './balance-rooms.ts';

describe('maid assignment', () => {
  it('knows what each room asks today', () => {
    expect(cleaningKind({ deskState: 'DEPARTING', cleaningStatus: 'CLEAN', closed: false })).toBe('departure');
    expect(cleaningKind({ deskState: 'OCCUPIED', cleaningStatus: 'CLEAN', closed: false })).toBe('stayover');
    expect(cleaningKind({ deskState: 'VACANT', cleaningStatus: 'DIRTY', closed: false })).toBe('departure');
    expect(cleaningKind({ deskState: 'VACANT', cleaningStatus: 'CLEAN', closed: false })).toBeNull();
    expect(cleaningKind({ deskState: 'DEPARTING', cleaningStatus: 'DIRTY', closed: true })).toBeNull();
  });
  it('balances the load, departures weighing twice a stay-over', () => {
    const rooms = [
      { roomId: 1, kind: 'departure' as const },
      { roomId: 2, kind: 'departure' as const },
      { roomId: 3, kind: 'departure' as const },
      { roomId: 4, kind: 'stayover' as const },
      { roomId: 5, kind: 'stayover' as const },
      { roomId: 6, kind: 'stayover' as const },
    ];
    const out = balanceRooms(rooms, [10, 20]);
    const load = (id: number) => out.get(id)!.reduce((s, r) => s + (r.kind === 'departure' ? 2 : 1), 0);
    expect(load(10)).toBe(5);
    expect(load(20)).toBe(4);
    expect(
      [...out.values()]
        .flat()
        .map((r) => r.roomId)
        .sort(),
    ).toEqual([1, 2, 3, 4, 5, 6]);
    expect(out.get(10)!.map((r) => r.roomId)).toEqual([...out.get(10)!.map((r) => r.roomId)].sort((a, b) => a - b));
  });
  it('gives nothing without maids', () => {
    expect(balanceRooms([{ roomId: 1, kind: 'stayover' }], []).size).toBe(0);
  });
});
