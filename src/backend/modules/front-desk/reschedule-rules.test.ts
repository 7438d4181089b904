import { describe, expect, it } from 'vitest';
import { refuseReschedule } from './reschedule-rules.ts';
import { repriceStay } from '../../../lib/domain/stay-lines.ts';

const TODAY = '2026-03-10';
const stay = (status: number, checkin = '2026-03-12', checkout = '2026-03-15') => ({ number: 'R-1', status, checkin, checkout, roomId: 7 });

describe('calendar drops', () => {
  it('lets an expected stay go to any room, none, or other days from today on', () => {
    expect(refuseReschedule(stay(0), { checkin: '2026-03-20', checkout: '2026-03-22', roomId: 8 }, TODAY)).toBeNull();
    expect(refuseReschedule(stay(0), { checkin: TODAY, checkout: '2026-03-11', roomId: null }, TODAY)).toBeNull();
    expect(refuseReschedule(stay(0), { checkin: '2026-03-09', checkout: '2026-03-12', roomId: 7 }, TODAY)?.message).toContain(
      'cannot arrive on 2026-03-09: that day is past',
    );
    // A late arrival keeps its (past) arrival day while it changes room.
    expect(refuseReschedule(stay(0, '2026-03-09', '2026-03-12'), { checkin: '2026-03-09', checkout: '2026-03-12', roomId: 9 }, TODAY)).toBeNull();
  });

  it('lets an in-house stay change its departure or its room, never its arrival', () => {
    const inHouse = stay(2, '2026-03-08', '2026-03-12');
    expect(refuseReschedule(inHouse, { checkin: '2026-03-08', checkout: '2026-03-15', roomId: 7 }, TODAY)).toBeNull();
    expect(refuseReschedule(inHouse, { checkin: '2026-03-08', checkout: '2026-03-11', roomId: 9 }, TODAY)).toBeNull();
    expect(refuseReschedule(inHouse, { checkin: '2026-03-09', checkout: '2026-03-12', roomId: 7 }, TODAY)?.message).toContain('in house since 2026-03-08');
    expect(refuseReschedule(inHouse, { checkin: '2026-03-08', checkout: '2026-03-12', roomId: null }, TODAY)?.message).toContain('keeps a room');
    expect(refuseReschedule(inHouse, { checkin: '2026-03-08', checkout: TODAY, roomId: 7 }, TODAY)?.message).toContain('check it out instead');
  });

  it('leaves departed, cancelled and no-show stays where they are', () => {
    for (const [status, word] of [
      [3, 'checked out'],
      [5, 'cancelled'],
      [6, 'no-show'],
    ] as const) {
      expect(refuseReschedule(stay(status), { checkin: '2026-03-20', checkout: '2026-03-22', roomId: 7 }, TODAY)?.message).toContain(word);
    }
  });

  it('keeps the average price per night when the number of nights changes', () => {
    const three = { checkin: '2026-03-12', checkout: '2026-03-15' };
    expect(repriceStay(30000, three, { checkin: '2026-03-20', checkout: '2026-03-23' })).toBe(30000);
    expect(repriceStay(30000, three, { checkin: '2026-03-12', checkout: '2026-03-17' })).toBe(50000);
    expect(repriceStay(10000, three, { checkin: '2026-03-12', checkout: '2026-03-13' })).toBe(3333);
  });
});
