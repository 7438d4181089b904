import { describe, expect, it } from 'vitest';
import { RESERVATION_STATUS as S } from '../../lib/domain/reservation-status.ts';
import { holdsRoom, stayStatus } from './stay-status.ts';

const today = '2025-06-15';
const at = (checkin: string, checkout: string, u = 0.5, v = 0.5) => stayStatus({ checkin, checkout }, today, u, v);

describe('stayStatus', () => {
  it('expects future arrivals, or has them cancelled', () => {
    expect(at('2025-06-20', '2025-06-22')).toBe(S.EXPECTED);
    expect(at('2025-06-20', '2025-06-22', 0.01)).toBe(S.CANCELLED);
  });

  it("has today's arrivals expected or already in house", () => {
    expect(at(today, '2025-06-17', 0.5, 0.9)).toBe(S.EXPECTED);
    expect(at(today, '2025-06-17', 0.5, 0.1)).toBe(S.IN_HOUSE);
  });

  it('has stays spanning today in house', () => {
    expect(at('2025-06-12', '2025-06-18')).toBe(S.IN_HOUSE);
  });

  it("has today's departures in house (due out) or departed", () => {
    expect(at('2025-06-12', today, 0.5, 0.9)).toBe(S.IN_HOUSE);
    expect(at('2025-06-12', today, 0.5, 0.1)).toBe(S.DEPARTED);
  });

  it('has past stays departed, cancelled or no-show, never expected', () => {
    expect(at('2025-05-01', '2025-05-04')).toBe(S.DEPARTED);
    expect(at('2025-05-01', '2025-05-04', 0.01)).toBe(S.CANCELLED);
    expect(at('2025-05-01', '2025-05-04', 0.09)).toBe(S.NO_SHOW);
    for (let u = 0; u < 1; u += 0.01) expect(at('2025-06-14', '2025-06-16', u, u)).not.toBe(S.EXPECTED);
  });

  it('counts only expected, in-house and departed stays as holding a room', () => {
    expect([0, 2, 3, 5, 6].filter(holdsRoom)).toEqual([0, 2, 3]);
  });
});
