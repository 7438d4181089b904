import type { LineText } from './stay-lines.ts';
/** A stay's details as the reservations API answers them and the details page shows them. Money in minor units, days as 'YYYY-MM-DD'. */

import type { HousekeepingStatus } from './rooms-dto.ts';
import type { StayAction } from './stay-dto.ts';
import type { TNoteDto } from './front-desk-dto.ts';

export interface TReservationDetailDto {
  id: number;
  groupId: number;
  itemId: number;
  orderId: number;
  number: string;
  boNumber: string | null;
  status: number;
  checkin: string;
  checkout: string;
  numberOfNights: number;
  created: string;
  guestName: string;
  adults: number;
  kidAges: number[];
  /** Guests registered at (pre-)check-in. */
  guestsCount: number;
  customer: { id: number; name: string; email: string; phone: string };
  partner: { id: number; name: string } | null;
  segment: { id: number; name: string } | null;
  channel: number;
  /** The rate plan the stay was sold on (null for a stay booked without one). */
  ratePlan: { id: number; code: string; name: string; nameFr: string } | null;
  roomType: { id: number; code: string; name: string };
  room: { id: number; name: string; housekeepingStatus: HousekeepingStatus } | null;
  priceMinor: number;
  currency: string;
  invoiced: boolean;
  forced: boolean;
  cancelled: string | null;
  cancelReason: string | null;
  cancelPriceMinor: number | null;
  /** Average of the room-night charges, minor units (the stay's price over its nights). */
  pricePerNightMinor: number;
  /** ISO instants of the front-desk transitions. */
  checkedInAt: string | null;
  checkedOutAt: string | null;
  /** The hotel's time zone and its calendar day now: what 'today' means for the rules. */
  timezone: string;
  today: string;
  order: TReservationOrderDto;
  /** The room-night (and cancellation / no-show) charges of this stay, by day. */
  charges: TStayChargeDto[];
  /** Staff only: null for partner users, who do not see identities, card tags or internal notes. */
  guests: TStayGuestDto[] | null;
  tags: string[] | null;
  notes: TNoteDto[] | null;
  /** The front-desk actions the rules allow now (none for partner users). */
  actions: StayAction[];
}

export interface TReservationOrderDto {
  id: number;
  /** Generated when the order is confirmed. */
  number: string | null;
  status: number;
  currency: string;
  totalMinor: number;
  created: string;
  items: {
    itemId: number;
    kind: string;
    description: string;
    /** The item's kind and values (stay-lines.ts), said in the reader's language; null: the description is the line. */
    text: LineText | null;
    status: number;
    quantity: number;
    unitPriceMinor: number;
    totalMinor: number;
    serviceStart: string | null;
    serviceEnd: string | null;
  }[];
}

export interface TStayChargeDto {
  chargeId: number;
  day: string;
  kind: string;
  description: string;
  amountMinor: number;
}

export interface TStayGuestDto {
  guestId: number;
  firstName: string;
  lastName: string;
  nationality: string | null;
  birthDate: string | null;
  docType: { id: number; code: string; name: string; nameFr: string } | null;
  docNumber: string | null;
  isPrimary: boolean;
}
