import { expect, it } from 'vitest';
import { freeCancelUntil, guestMayCancel } from './cancel-policy.ts';

it('a refundable plan cancels free until its days before arrival; a non-refundable one never', () => {
  expect(freeCancelUntil({ checkin: '2026-05-10', refundable: true, cancelDays: 2 })).toBe('2026-05-08');
  expect(freeCancelUntil({ checkin: '2026-05-10', refundable: true, cancelDays: 0 })).toBe('2026-05-10');
  expect(freeCancelUntil({ checkin: '2026-05-10', refundable: true, cancelDays: null })).toBe('2026-05-09');
  expect(freeCancelUntil({ checkin: '2026-05-10', refundable: false, cancelDays: 2 })).toBeNull();
});

it('the guest cancels an expected stay up to the last free day, not after', () => {
  expect(guestMayCancel({ until: '2026-05-08', today: '2026-05-08', expected: true })).toBe(true);
  expect(guestMayCancel({ until: '2026-05-08', today: '2026-05-09', expected: true })).toBe(false);
  expect(guestMayCancel({ until: '2026-05-08', today: '2026-05-01', expected: false })).toBe(false);
  expect(guestMayCancel({ until: null, today: '2026-05-01', expected: true })).toBe(false);
});
