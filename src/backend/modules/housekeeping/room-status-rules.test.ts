import { describe, expect, it } from 'vitest';
import { auditTypeOfMark, deskState, shownHousekeeping } from './room-status-rules.ts';

describe('room status rules', () => {
  const today = '2026-03-10';
  it("derives the front-desk state from today's stays", () => {
    expect(deskState(today, { inHouseCheckout: null, arrivalCheckin: null })).toBe('VACANT');
    expect(deskState(today, { inHouseCheckout: '2026-03-12', arrivalCheckin: null })).toBe('OCCUPIED');
    expect(deskState(today, { inHouseCheckout: '2026-03-10', arrivalCheckin: '2026-03-10' })).toBe('DEPARTING');
    expect(deskState(today, { inHouseCheckout: '2026-03-09', arrivalCheckin: null })).toBe('DEPARTING');
    expect(deskState(today, { inHouseCheckout: null, arrivalCheckin: '2026-03-10' })).toBe('ARRIVING');
    expect(deskState(today, { inHouseCheckout: null, arrivalCheckin: '2026-03-11' })).toBe('VACANT');
  });
  it('shows a room closed today as out of order', () => {
    expect(shownHousekeeping('CLEAN', true)).toBe('OUT_OF_ORDER');
    expect(shownHousekeeping('DIRTY', false)).toBe('DIRTY');
  });
  it('audits clean and inspected as 23, dirty as 24', () => {
    expect(auditTypeOfMark('CLEAN')).toBe(23);
    expect(auditTypeOfMark('INSPECTED')).toBe(23);
    expect(auditTypeOfMark('DIRTY')).toBe(24);
  });
});
