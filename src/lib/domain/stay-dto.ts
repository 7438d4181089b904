import type { Departure } from './desk-rules.ts';

/** One stay after a front-desk transition, and the actions the details screen may offer. */

/** What the front desk can do to a stay on the details screen. */
export const STAY_ACTIONS = [
  'edit',
  'assign',
  'unassign',
  'move',
  'addTag',
  'removeTags',
  'addNote',
  'cancel',
  'noShow',
  'preCheckIn',
  'checkIn',
  'checkOut',
  'undoCheckIn',
] as const;
export type StayAction = (typeof STAY_ACTIONS)[number];

export interface TStayDto {
  id: number;
  itemId: number;
  number: string;
  guestName: string;
  status: number;
  roomTypeId: number;
  roomId: number | null;
  roomName: string | null;
  checkin: string;
  checkout: string;
  priceMinor: number;
  checkedInAt: string | null;
  checkedOutAt: string | null;
  cancelledAt: string | null;
  cancelReason: string | null;
  cancelPriceMinor: number | null;
}

/** What a check-out today would do: GET /reservations/:id/checkout (the screens state it before the clerk confirms). */
export interface TCheckOutPreviewDto extends Departure {
  today: string;
  /** The room-night charges of the unused nights, minor units. */
  unusedMinor: number;
  /** What the hotel's rule charges for them (0 when it drops them). */
  chargedMinor: number;
}
