import { describe, expect, it } from 'vitest';
import { actionsFor } from './desk-actions.ts';

const TODAY = '2026-03-10';

describe('actionsFor', () => {
  it('offers check-in from the arrival day until the departure, and no-show once the arrival day has passed', () => {
    expect(actionsFor('arrivals', { status: 0, checkin: '2026-03-12', checkout: '2026-03-14' }, TODAY)).toEqual(['assign', 'preCheckIn']);
    expect(actionsFor('arrivals', { status: 0, checkin: TODAY, checkout: '2026-03-11' }, TODAY)).toEqual(['checkIn', 'assign', 'preCheckIn']);
    expect(actionsFor('arrivals', { status: 0, checkin: '2026-03-08', checkout: '2026-03-12' }, TODAY)).toEqual(['checkIn', 'assign', 'preCheckIn', 'noShow']);
    expect(actionsFor('arrivals', { status: 0, checkin: '2026-03-08', checkout: TODAY }, TODAY)).toEqual(['assign', 'preCheckIn', 'noShow']);
  });

  it('checks in-house stays out any day (early departures too), and moves them while nights are left', () => {
    expect(actionsFor('inHouse', { status: 2, checkin: '2026-03-08', checkout: '2026-03-12' }, TODAY)).toEqual(['checkOut', 'move']);
    expect(actionsFor('inHouse', { status: 2, checkin: '2026-03-08', checkout: TODAY }, TODAY)).toEqual(['checkOut']);
    expect(actionsFor('dueOuts', { status: 2, checkin: '2026-03-01', checkout: '2026-03-09' }, TODAY)).toEqual(['checkOut']);
  });

  it('offers nothing on cancelled, no-show or departed stays, nor on a stay in the wrong list', () => {
    expect(actionsFor('cancellations', { status: 5, checkin: TODAY, checkout: '2026-03-11' }, TODAY)).toEqual([]);
    expect(actionsFor('cancellations', { status: 6, checkin: '2026-03-01', checkout: '2026-03-02' }, TODAY)).toEqual([]);
    expect(actionsFor('dueOuts', { status: 3, checkin: '2026-03-01', checkout: TODAY }, TODAY)).toEqual([]);
    expect(actionsFor('inHouse', { status: 0, checkin: TODAY, checkout: '2026-03-11' }, TODAY)).toEqual([]);
  });
});
