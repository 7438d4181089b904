import { describe, expect, it } from 'vitest';
import { assignRooms, peakConcurrency, type Interval } from './rooms.ts';

const overlaps = (a: Interval, b: Interval) => a.start < b.end && b.start < a.end;

describe('peakConcurrency', () => {
  it('counts stays in house on the busiest night', () => {
    expect(
      peakConcurrency([
        { start: 1, end: 4 },
        { start: 2, end: 3 },
        { start: 2, end: 5 },
        { start: 6, end: 7 },
      ]),
    ).toBe(3);
  });
  it('lets a departure and an arrival share a day', () => {
    expect(
      peakConcurrency([
        { start: 1, end: 3 },
        { start: 3, end: 5 },
      ]),
    ).toBe(1);
  });
  it('is 0 without stays', () => {
    expect(peakConcurrency([])).toBe(0);
  });
});

describe('assignRooms', () => {
  it('reuses the room freed earliest and never overlaps', () => {
    const stays = [
      { start: 0, end: 2 },
      { start: 0, end: 5 },
      { start: 2, end: 4 },
      { start: 4, end: 6 },
    ];
    const { room, count } = assignRooms(stays);
    expect(count).toBe(2);
    expect([...room]).toEqual([0, 1, 0, 0]);
  });

  it('uses exactly the peak number of rooms on random stays', () => {
    let seed = 42;
    const rand = (n: number) => ((seed = (seed * 1103515245 + 12345) % 2 ** 31), seed % n);
    const stays = Array.from({ length: 2000 }, () => {
      const start = rand(365);
      return { start, end: start + 1 + rand(10) };
    });
    const { room, count } = assignRooms(stays);
    expect(count).toBe(peakConcurrency(stays));
    const byRoom = new Map<number, Interval[]>();
    stays.forEach((s, i) => byRoom.set(room[i]!, [...(byRoom.get(room[i]!) ?? []), s]));
    for (const list of byRoom.values()) {
      const sorted = [...list].sort((a, b) => a.start - b.start);
      for (let i = 1; i < sorted.length; i++) expect(overlaps(sorted[i - 1]!, sorted[i]!)).toBe(false);
    }
  });
});
