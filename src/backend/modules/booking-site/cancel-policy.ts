import { addDays } from '../../../lib/domain/days.ts';

/**
 * The last business day a guest may cancel a stay free of charge on the booking site: a
 * refundable plan's `cancelDays` before arrival (none given: until the day before arrival); a
 * non-refundable plan, never (null).
 */
export function freeCancelUntil(o: { checkin: string; refundable: boolean; cancelDays: number | null }): string | null {
  if (!o.refundable) return null;
  return addDays(o.checkin, -Math.max(o.cancelDays ?? 1, 0));
}

/** Whether the guest may cancel on `today` (the hotel's business day). */
export function guestMayCancel(o: { until: string | null; today: string; expected: boolean }): boolean {
  return o.expected && o.until !== null && o.today <= o.until;
}
