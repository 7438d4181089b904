import { describe, expect, it } from 'vitest';
import { planStays, type HotelStock } from './plan-stays.ts';
import { Rng } from './prng.ts';
import { daysBetween } from '../../lib/domain/days.ts';

const hotel: HotelStock = {
  groupId: 1,
  currency: 'MAD',
  posId: 1,
  staff: [1, null],
  companies: [90],
  rooms: Array.from({ length: 20 }, (_, i) => ({ roomId: i + 1, roomTypeId: i < 14 ? 1 : 2 })),
  roomTypes: [
    { roomTypeId: 1, name: 'Standard', capacity: 2, baseRateMinor: 90_000 },
    { roomTypeId: 2, name: 'Suite', capacity: 3, baseRateMinor: 200_000 },
  ],
  segments: [
    { segmentId: 1, channel: 15, share: 3, partner: false, external: false },
    { segmentId: 2, channel: 17, share: 1, partner: true, external: true },
  ],
  persons: [
    { customerId: 10, name: 'Salma Tazi' },
    { customerId: 11, name: 'Hugo Martin' },
  ],
};
const window = { from: '2025-01-01', to: '2025-09-01', today: '2025-06-15', occupancy: 0.7 };

describe('planStays', () => {
  it('is deterministic for a seed', () => {
    expect(planStays(hotel, window, new Rng(5))).toEqual(planStays(hotel, window, new Rng(5)));
  });

  it('fills the hotel to about the asked occupancy, without double booking', () => {
    const stays = planStays(hotel, window, new Rng(9));
    const nights = new Map<string, number>();
    for (const s of stays.filter((x) => x.roomId !== null && [0, 2, 3].includes(x.status))) {
      for (let d = 0; d < daysBetween(s.checkin, s.checkout); d++) {
        const key = `${s.roomId}:${d + Date.parse(s.checkin) / 86_400_000}`;
        expect(nights.has(key), key).toBe(false);
        nights.set(key, 1);
      }
    }
    const past = stays.filter((s) => [2, 3].includes(s.status) && s.checkin >= '2025-02-01' && s.checkout <= '2025-06-01');
    const sold = past.reduce((n, s) => n + daysBetween(s.checkin, s.checkout), 0);
    const occupancy = sold / (20 * daysBetween('2025-02-01', '2025-06-01'));
    expect(occupancy).toBeGreaterThan(0.55);
    expect(occupancy).toBeLessThan(0.85);
  });

  it("never leaves two in-house stays in one room (a due-out still in house keeps its room from today's arrival)", () => {
    for (const seed of [1, 2, 3, 4, 5, 6, 7, 8]) {
      const inHouse = planStays(hotel, window, new Rng(seed)).filter((s) => s.status === 2 && s.roomId !== null);
      const rooms = inHouse.map((s) => s.roomId);
      expect(new Set(rooms).size, `seed ${seed}`).toBe(rooms.length);
    }
  });

  it('keeps partner stays on partner segments and prices whole nights', () => {
    for (const s of planStays(hotel, window, new Rng(3))) {
      expect(s.partnerId === null).toBe(s.segmentId === 1);
      expect(s.rateMinor % 100).toBe(0);
      expect(s.checkout > s.checkin).toBe(true);
    }
  });
});
