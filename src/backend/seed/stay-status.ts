import { ACTIVE_STATUSES, RESERVATION_STATUS, type ReservationStatus } from '../../lib/domain/reservation-status.ts';

export interface StatusRates {
  /** Share of past stays cancelled. */
  cancelled: number;
  /** Share of past stays whose guest never came. */
  noShow: number;
  /** Share of future stays already cancelled. */
  futureCancelled: number;
  /** Share of today's arrivals already checked in. */
  arrivedToday: number;
  /** Share of today's departures already checked out. */
  leftToday: number;
}

export const DEFAULT_STATUS_RATES: StatusRates = { cancelled: 0.08, noShow: 0.03, futureCancelled: 0.05, arrivedToday: 0.4, leftToday: 0.5 };

/**
 * The status a stay has on business day `today` (the day after the last closed one). The night
 * audit has run for every day before today, so no stay that should have arrived is still
 * expected: it is in house, departed, cancelled or a no-show. u and v are uniform draws in [0, 1).
 */
export function stayStatus(
  stay: { checkin: string; checkout: string },
  today: string,
  u: number,
  v: number,
  rates: StatusRates = DEFAULT_STATUS_RATES,
): ReservationStatus {
  const S = RESERVATION_STATUS;
  if (stay.checkin > today) return u < rates.futureCancelled ? S.CANCELLED : S.EXPECTED;
  if (stay.checkin === today) {
    if (u < rates.futureCancelled) return S.CANCELLED;
    return v < rates.arrivedToday ? S.IN_HOUSE : S.EXPECTED;
  }
  if (u < rates.cancelled) return S.CANCELLED;
  if (u < rates.cancelled + rates.noShow) return S.NO_SHOW;
  if (stay.checkout > today) return S.IN_HOUSE;
  if (stay.checkout === today) return v < rates.leftToday ? S.DEPARTED : S.IN_HOUSE;
  return S.DEPARTED;
}

/** Stays that hold a room (the exclusion constraint's statuses). */
export const holdsRoom = (status: number) => (ACTIVE_STATUSES as readonly number[]).includes(status);
