import { describe, expect, it } from 'vitest';
import { groupStatElements, kpisOf, statElementsOf } from './stat-elements.ts';

const day = {
  day: '2026-03-10',
  roomsAvailable: 5,
  roomsSold: 2,
  guests: 3,
  roomRevenueMinor: 25000,
  revenueMinor: 26000,
  revenueByDepartment: { room_night: 25000, city_tax: 1000 },
  paymentsMinor: 0,
  paymentsByMethod: {},
  arrivals: 1,
  departures: 1,
  noShows: 1,
  exchangePaidMinor: 21700,
  exchangeBought: { EUR: 2000 },
};

describe('closing statistics', () => {
  it('computes occupancy, ADR and RevPAR from the closing figures', () => {
    expect(kpisOf(day)).toEqual({ occupancyBp: 4000, adrMinor: 12500, revparMinor: 5000 });
    expect(kpisOf({ roomsSold: 0, roomsAvailable: 0, roomRevenueMinor: 0 })).toEqual({ occupancyBp: 0, adrMinor: 0, revparMinor: 0 });
  });

  it('groups the elements sharing a number into one row', () => {
    const rows = groupStatElements(statElementsOf(day));
    expect(rows.map((r) => r.number)).toEqual([1, 2, 3, 4]);
    expect(rows[0]!.values).toMatchObject({ roomsSold: 2, occupancyBp: 4000, noShows: 1 });
    expect(rows[1]!.values).toEqual({ city_tax: 1000, room_night: 25000, total: 26000 });
    expect(rows[2]!.values).toEqual({ total: 0 });
    expect(rows[3]!.values).toEqual({ paidOut: 21700 });
  });
});
