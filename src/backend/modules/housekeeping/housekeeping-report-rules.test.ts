import { describe, expect, it } from 'vitest';
import { deskOccupancy, mismatchOf, roomStateAfterVerdict, shareBp, totalsPerMaid, weekOf } from './housekeeping-report-rules.ts';

describe('housekeeping report rules', () => {
  it('tells sleepers from skippers', () => {
    expect(mismatchOf('OCCUPIED', 'VACANT')).toBe('SLEEPER');
    expect(mismatchOf('VACANT', 'OCCUPIED')).toBe('SKIPPER');
    expect(mismatchOf('OCCUPIED', 'OCCUPIED')).toBeNull();
    expect(mismatchOf('VACANT', null)).toBeNull();
    expect(deskOccupancy('DEPARTING')).toBe('OCCUPIED');
    expect(deskOccupancy('ARRIVING')).toBe('VACANT');
  });

  it('moves the room only for the latest cleaning of today', () => {
    expect(roomStateAfterVerdict('INSPECTED', { latestOfToday: true, current: 'CLEAN' })).toBe('INSPECTED');
    expect(roomStateAfterVerdict('INSPECTED', { latestOfToday: true, current: 'DIRTY' })).toBeNull();
    expect(roomStateAfterVerdict('REJECTED', { latestOfToday: true, current: 'INSPECTED' })).toBe('DIRTY');
    expect(roomStateAfterVerdict('REJECTED', { latestOfToday: true, current: 'OUT_OF_ORDER' })).toBeNull();
    expect(roomStateAfterVerdict('REJECTED', { latestOfToday: false, current: 'CLEAN' })).toBeNull();
  });

  it('finds Monday to Sunday and shares in basis points', () => {
    expect(weekOf('2026-03-10')).toEqual({ from: '2026-03-09', to: '2026-03-15' });
    expect(weekOf('2026-03-15')).toEqual({ from: '2026-03-09', to: '2026-03-15' });
    expect(weekOf('2026-03-09')).toEqual({ from: '2026-03-09', to: '2026-03-15' });
    expect(shareBp(1, 3)).toBe(3333);
    expect(shareBp(0, 0)).toBe(10000);
  });

  it('totals per maid, the work of no maid last', () => {
    const a = (houseMaidId: number, maidName: string, kind: string, cleanedAt: string | null) => ({
      day: 'd',
      roomId: 1,
      roomName: 'r',
      floorName: null,
      houseMaidId,
      maidName,
      kind,
      cleanedAt,
    });
    const e = (houseMaidId: number | null, maidName: string | null, kind: 'CLEANED' | 'EQUIPMENT' | 'INSPECTED' | 'REJECTED') => ({
      day: 'd',
      time: '10:00',
      kind,
      roomId: 1,
      roomName: 'r',
      floorName: null,
      houseMaidId,
      maidName,
      recordedBy: null,
      source: 'qr' as const,
      detail: '',
    });
    const { perMaid, totals } = totalsPerMaid(
      [a(2, 'Zineb', 'departure', '09:00'), a(2, 'Zineb', 'stayover', null), a(1, 'Amal', 'stayover', null)],
      [e(2, 'Zineb', 'CLEANED'), e(null, null, 'CLEANED'), e(2, 'Zineb', 'REJECTED'), e(1, 'Amal', 'EQUIPMENT')],
    );
    expect(perMaid.map((m) => [m.maidName, m.assigned, m.departures, m.assignedCleaned, m.cleaned, m.rejected, m.equipment])).toEqual([
      ['Amal', 1, 0, 0, 0, 0, 1],
      ['Zineb', 2, 1, 1, 1, 1, 0],
      [null, 0, 0, 0, 1, 0, 0],
    ]);
    expect(totals).toEqual({ assigned: 3, departures: 1, assignedCleaned: 1, cleaned: 2, inspected: 0, rejected: 1, equipment: 1 });
  });
});
