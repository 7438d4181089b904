/** What the cash drawer API answers (CRM /cash-drawer*): both sides speak these types. */

export type TCashMovementKind = 'payment' | 'refund' | 'exchange_in' | 'exchange_out';

export interface TCashMovementDto {
  movementId: number;
  kind: TCashMovementKind;
  /** The notes' currency and amount: + into the drawer, - out of it. */
  currency: string;
  amountMinor: number;
  hotelAmountMinor: number;
  day: string;
  createdAt: string;
  userName: string | null;
  paymentId: number | null;
  orderId: number | null;
  orderNumber: string | null;
  exchangeOperationId: number | null;
  guestName: string | null;
}

/** One currency of a drawer: float (hotel currency only), cash in and out, expected; counted and difference once closed. */
export interface TCashTotalDto {
  currency: string;
  floatMinor: number;
  inMinor: number;
  outMinor: number;
  expectedMinor: number;
  countedMinor: number | null;
  differenceMinor: number | null;
}

export interface TCashShiftDto {
  shiftId: number;
  groupId: number;
  /** The hotel's house drawer (cash of staff without a drawer of their own). */
  house: boolean;
  cashierId: number | null;
  cashierName: string | null;
  currency: string;
  openingFloatMinor: number;
  openedDay: string;
  openedAt: string;
  openedByName: string | null;
  open: boolean;
  closedAt: string | null;
  closedDay: string | null;
  closedByName: string | null;
  note: string;
  totals: TCashTotalDto[];
  movements?: TCashMovementDto[];
}

/** GET /cash-drawer: the caller's drawer in the current hotel, and the hotel's other open drawers for a supervisor. */
export interface TCashDrawerDto {
  groupId: number;
  currency: string;
  businessDay: string;
  mine: TCashShiftDto | null;
  /** The caller's open shift in another hotel, if any (one open shift per cashier). */
  mineElsewhere: { shiftId: number; groupId: number } | null;
  /** Admins and night auditors count every drawer of the hotel, the house drawer too. */
  canSupervise: boolean;
  others: TCashShiftDto[];
}
