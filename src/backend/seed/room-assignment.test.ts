import { describe, expect, it } from 'vitest';
import { RoomAssigner } from './room-assignment.ts';
import { Rng } from './prng.ts';
import { addDays } from '../../lib/domain/days.ts';

describe('RoomAssigner', () => {
  it('lets a room turn over on the departure day', () => {
    const a = new RoomAssigner([{ roomId: 1, roomTypeId: 1 }]);
    expect(a.assign(1, '2025-01-01', '2025-01-03')).toBe(1);
    expect(a.assign(1, '2025-01-03', '2025-01-04')).toBe(1);
  });

  it('refuses a stay when every room of its type is busy, and never mixes types', () => {
    const a = new RoomAssigner([
      { roomId: 1, roomTypeId: 1 },
      { roomId: 2, roomTypeId: 2 },
    ]);
    expect(a.assign(1, '2025-01-01', '2025-01-05')).toBe(1);
    expect(a.assign(1, '2025-01-02', '2025-01-03')).toBeNull();
    expect(a.assign(3, '2025-01-02', '2025-01-03')).toBeNull();
  });

  it('never gives one room two overlapping stays', () => {
    const rng = new Rng(11);
    const rooms = Array.from({ length: 12 }, (_, i) => ({ roomId: i + 1, roomTypeId: (i % 3) + 1 }));
    const a = new RoomAssigner(rooms);
    const stays: { roomId: number; checkin: string; checkout: string }[] = [];
    let refused = 0;
    for (let d = 0; d < 365; d++) {
      const checkin = addDays('2025-01-01', d);
      for (let k = rng.int(0, 4); k > 0; k--) {
        const checkout = addDays(checkin, rng.int(1, 6));
        const roomId = a.assign(rng.int(1, 3), checkin, checkout);
        if (roomId === null) refused++;
        else stays.push({ roomId, checkin, checkout });
      }
    }
    expect(refused).toBeGreaterThan(0);
    const byRoom = Map.groupBy(stays, (s) => s.roomId);
    for (const list of byRoom.values()) {
      const sorted = list.sort((x, y) => x.checkin.localeCompare(y.checkin));
      for (let i = 1; i < sorted.length; i++) expect(sorted[i]!.checkin >= sorted[i - 1]!.checkout).toBe(true);
    }
  });
});
