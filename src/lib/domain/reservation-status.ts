/**
 * Reservation status codes. 0, 2 and 3 are the spec's (front-office.md §4); cancelled and
 * no-show take codes the spec leaves free. 4 is the closing filter of orders, not a stay status.
 */
export const RESERVATION_STATUS = {
  EXPECTED: 0,
  IN_HOUSE: 2,
  DEPARTED: 3,
  CANCELLED: 5,
  NO_SHOW: 6,
} as const;

export type ReservationStatus = (typeof RESERVATION_STATUS)[keyof typeof RESERVATION_STATUS];

export const RESERVATION_STATUSES: readonly ReservationStatus[] = Object.values(RESERVATION_STATUS);

/** Stays that occupy a room or a unit of inventory. */
export const ACTIVE_STATUSES: readonly ReservationStatus[] = [RESERVATION_STATUS.EXPECTED, RESERVATION_STATUS.IN_HOUSE, RESERVATION_STATUS.DEPARTED];

export function isReservationStatus(n: number): n is ReservationStatus {
  return (RESERVATION_STATUSES as readonly number[]).includes(n);
}
